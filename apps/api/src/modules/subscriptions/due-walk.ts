import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';

/**
 * Where a walk over due rows stands (ADR 125): the last row's time, as PostgreSQL wrote it (to the
 * microsecond, which a JavaScript Date would round away), and its id, the tie-break.
 */
export interface DueCursor {
  at: string;
  id: number;
}

/** One page of a walk: the rows after `after` in (time, id) order, at most `limit` of them. */
export interface DuePage {
  after: DueCursor | undefined;
  limit: number;
}

/** The walk's own columns for a row: its time as text, for the cursor. */
export const cursorTime = (at: PgColumn) => sql<string>`${at}::text`;

/** The keyset condition: rows after the cursor in (time, id) order; none for the first page. */
export function afterCursor(at: PgColumn, id: PgColumn, after: DueCursor | undefined): SQL | undefined {
  return after ? sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::int)` : undefined;
}

export interface WalkReport {
  /** Rows the walk read. */
  rows: number;
  /** Jobs it queued for them. */
  queued: number;
  batches: number;
}

/**
 * Reads due rows a page at a time in (time, id) order and queues each page's jobs in the page's
 * own short transaction, until a page comes back short: so a walk over 10,000 rows never holds one
 * long transaction, and a row that falls due meanwhile, or comes back behind the cursor, waits for
 * the next walk instead of keeping this one going.
 */
export async function walkDueRows<T extends { cursor: DueCursor }>(
  db: Db,
  limit: number,
  read: (tx: Db, page: DuePage) => Promise<T[]>,
  queue: (tx: Db, rows: T[]) => Promise<number>,
): Promise<WalkReport> {
  const report: WalkReport = { rows: 0, queued: 0, batches: 0 };
  let after: DueCursor | undefined;
  for (;;) {
    const page = await withTransaction(db, async (tx) => {
      const rows = await read(tx, { after, limit });
      return { rows, queued: rows.length > 0 ? await queue(tx, rows) : 0 };
    });
    if (page.rows.length === 0) {
      return report;
    }
    report.rows += page.rows.length;
    report.queued += page.queued;
    report.batches += 1;
    if (page.rows.length < limit) {
      return report;
    }
    after = page.rows.at(-1)!.cursor;
  }
}
