import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROCESS_TOKEN_SETTING } from './process-liveness';
import * as schema from './schema/index';

/**
 * A database handle or an open transaction: repositories take either, so a service can run several
 * modules' repository calls in one transaction (see `withTransaction` in transaction.ts).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * Connects to a PostgreSQL url; the caller owns the handle and closes it on shutdown. With the
 * process's liveness token (ADR 135), every connection carries it as a setting.
 */
export function connectDb(url: string, maxConnections = 10, processToken?: number): DbHandle {
  const options = processToken === undefined ? undefined : `-c ${PROCESS_TOKEN_SETTING}=${processToken}`;
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, ...(options ? { options } : {}) });
  // An idle client losing its server (database restart) must not crash the process; the job
  // worker's long-lived LISTEN client needs the same on each connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
