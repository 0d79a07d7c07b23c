import { eq, sql } from 'drizzle-orm';
import type { PurchaseContext } from '@app/domain/contracts/product-selection';
import type { Db } from '../../db/client';
import { productSelections, type ProductSelectionRow } from '../../db/schema/index';

/** The box of a visit, if the patient has viewed or saved it. */
export async function findSelectionOfVisit(db: Db, visitId: number): Promise<ProductSelectionRow | undefined> {
  const [row] = await db.select().from(productSelections).where(eq(productSelections.visitId, visitId));
  return row;
}

/** Stamps the first view of the visit's selection page, once; answers the first view's time. */
export async function markSelectionViewed(db: Db, visit: { id: number; patientId: number }, at: Date): Promise<Date> {
  const [row] = await db
    .insert(productSelections)
    .values({ visitId: visit.id, patientId: visit.patientId, viewedAt: at })
    .onConflictDoUpdate({
      target: productSelections.visitId,
      // coalesce keeps the first view's time when a retry or a second tab arrives later.
      set: { viewedAt: sql`coalesce(${productSelections.viewedAt}, excluded.viewed_at)`, updatedAt: at },
    })
    .returning({ viewedAt: productSelections.viewedAt });
  return row?.viewedAt ?? at;
}

/** Saves the visit's box: its items, the products put off, and when. */
export async function saveSelectedItems(
  db: Db,
  visit: { id: number; patientId: number },
  items: { selectedItemIds: number[]; deferredItemIds: number[] },
  at: Date,
): Promise<void> {
  await db
    .insert(productSelections)
    .values({ visitId: visit.id, patientId: visit.patientId, ...items, savedAt: at })
    .onConflictDoUpdate({ target: productSelections.visitId, set: { ...items, savedAt: at, updatedAt: at } });
}

/** Saves the purchase context the visit's box is sold in. */
export async function savePurchaseContext(db: Db, visit: { id: number; patientId: number }, purchaseContext: PurchaseContext, at: Date): Promise<void> {
  await db
    .insert(productSelections)
    .values({ visitId: visit.id, patientId: visit.patientId, purchaseContext })
    .onConflictDoUpdate({ target: productSelections.visitId, set: { purchaseContext, updatedAt: at } });
}
