import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSellingChanges, type BrandSellingChangeRow } from '../../db/schema/index';
import type { SellingChange } from './selling-settings.service';


/**
 * The brand's newest selling change, under a lock on the brand's selling (held to the caller's
 * transaction's end), so two admins at once never both record the same "before".
 */
export async function lockedNewestSellingChange(tx: Db, brandId: number): Promise<SellingChange | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brand-selling'), ${brandId})`);
  return newestSellingChange(tx, brandId);
}

/** The brand's newest selling change, if an admin made one. */
export async function newestSellingChange(db: Db, brandId: number): Promise<SellingChange | undefined> {
  const [row] = await db.select().from(brandSellingChanges).where(eq(brandSellingChanges.brandId, brandId)).orderBy(desc(brandSellingChanges.id)).limit(1);
  return row;
}

/** Every brand's newest selling change (the console's list). */
export async function listNewestSellingChanges(db: Db): Promise<SellingChange[]> {
  return db
    .selectDistinctOn([brandSellingChanges.brandId])
    .from(brandSellingChanges)
    .orderBy(brandSellingChanges.brandId, desc(brandSellingChanges.id));
}

/** A brand's new selling settings, in the caller's transaction (the admin's audit row beside it). */
export async function insertSellingChange(tx: Db, change: Omit<BrandSellingChangeRow, 'id'>): Promise<SellingChange> {
  const [row] = await tx.insert(brandSellingChanges).values(change).returning();
  return row!;
}
