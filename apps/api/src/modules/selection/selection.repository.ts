import { and, eq, sql } from 'drizzle-orm';
import type { PurchaseContext } from '@app/domain/contracts';
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

/** A visit's box by its id, locked until the transaction ends (the resubscribe cart's changes queue here). */
export async function lockSelectionOfVisit(db: Db, visitId: number, selectionId: number): Promise<ProductSelectionRow | undefined> {
  const [row] = await db
    .select()
    .from(productSelections)
    .where(and(eq(productSelections.id, selectionId), eq(productSelections.visitId, visitId)))
    .for('update');
  return row;
}

/** Starts a visit's box with `itemIds` unless it has items already; answers the row as it stands. */
export async function seedSelectedItems(
  db: Db,
  visit: { id: number; patientId: number },
  values: { selectedItemIds: number[]; purchaseContext: PurchaseContext },
  at: Date,
): Promise<ProductSelectionRow> {
  const [row] = await db
    .insert(productSelections)
    .values({ visitId: visit.id, patientId: visit.patientId, ...values })
    .onConflictDoUpdate({
      target: productSelections.visitId,
      // A cart already started keeps its items; a row made by the page view gets the seed.
      set: {
        selectedItemIds: sql`coalesce(${productSelections.selectedItemIds}, excluded.selected_item_ids)`,
        purchaseContext: values.purchaseContext,
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}

/** Replaces the items of a box (the resubscribe cart), keeping when it was confirmed. */
export async function updateSelectedItems(db: Db, selectionId: number, selectedItemIds: number[], at: Date): Promise<void> {
  await db.update(productSelections).set({ selectedItemIds, updatedAt: at }).where(eq(productSelections.id, selectionId));
}

/** Serialises the opening of a patient's resubscription (its visit and cart), so two tabs open one. */
export async function lockResubscriptionOpening(db: Db, patientId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RESUBSCRIBE_LOCK_SPACE}, ${patientId})`);
}

// Key space of this module's advisory locks (any constant no other module uses).
const RESUBSCRIBE_LOCK_SPACE = 120_001;
