import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTapLinks, type OneTapLinkRow } from '../../db/schema/index';

export async function insertOneTapLinks(db: Db, rows: (typeof oneTapLinks.$inferInsert)[]): Promise<void> {
  await db.insert(oneTapLinks).values(rows);
}

export async function findOneTapLink(db: Db, tokenHash: string): Promise<OneTapLinkRow | undefined> {
  const [row] = await db.select().from(oneTapLinks).where(eq(oneTapLinks.tokenHash, tokenHash));
  return row;
}

/** The link, locked for the transaction that uses it: two taps at once use it once. */
export async function lockOneTapLink(db: Db, tokenHash: string): Promise<OneTapLinkRow | undefined> {
  const [row] = await db.select().from(oneTapLinks).where(eq(oneTapLinks.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markOneTapLinkUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(oneTapLinks).set({ usedAt: at }).where(eq(oneTapLinks.id, id));
}
