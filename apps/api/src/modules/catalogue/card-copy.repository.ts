import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCopyChanges, type CardCopyChangeRow } from '../../db/schema/index';

/**
 * The brand's card's newest copy change, under a lock on that card's copy (held to the caller's
 * transaction's end), so two admins at once never both record the same "before".
 */
export async function lockedNewestCardCopy(tx: Db, brandId: number, cardKey: string): Promise<CardCopyChangeRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('card-copy'), hashtext(${`${brandId}:${cardKey}`}))`);
  const [row] = await tx
    .select()
    .from(cardCopyChanges)
    .where(and(eq(cardCopyChanges.brandId, brandId), eq(cardCopyChanges.cardKey, cardKey)))
    .orderBy(desc(cardCopyChanges.id))
    .limit(1);
  return row;
}

/** Every brand's card's newest copy change (the console's list: a row per card an admin changed). */
export async function listNewestCardCopies(db: Db): Promise<CardCopyChangeRow[]> {
  return db
    .selectDistinctOn([cardCopyChanges.brandId, cardCopyChanges.cardKey])
    .from(cardCopyChanges)
    .orderBy(cardCopyChanges.brandId, cardCopyChanges.cardKey, desc(cardCopyChanges.id));
}

/** A card's new copy for a brand, in the caller's transaction (the admin's audit row beside it). */
export async function insertCardCopyChange(tx: Db, change: Omit<CardCopyChangeRow, 'id'>): Promise<CardCopyChangeRow> {
  const [row] = await tx.insert(cardCopyChanges).values(change).returning();
  return row!;
}
