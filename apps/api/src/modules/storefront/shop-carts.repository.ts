import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownCarts, shopCarts, type ShopCartRow } from '../../db/schema/index';

/** The storefront's own record of carts: who owns each, where its lines live (ADR 152). */

/** Orders every cart change of one account: its first two adds at once open one cart. */
const ACCOUNT_CART_LOCK = 7_261_052;

export async function lockAccountCarts(tx: Db, patientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CART_LOCK}, ${patientId})`);
}

export async function findOpenCartOfPatient(db: Db, patientId: number): Promise<ShopCartRow | undefined> {
  const [row] = await db
    .select()
    .from(shopCarts)
    .where(and(eq(shopCarts.patientId, patientId), eq(shopCarts.status, 'open')));
  return row;
}

/** A visitor's open cart by its cookie's hash, locked for the change. */
export async function lockVisitorCart(tx: Db, visitorTokenHash: string): Promise<ShopCartRow | undefined> {
  const [row] = await tx
    .select()
    .from(shopCarts)
    .where(and(eq(shopCarts.visitorTokenHash, visitorTokenHash), eq(shopCarts.status, 'open')))
    .for('update');
  return row;
}

/** A cart by its id, locked for the change; whoever asks must own it (the service checks). */
export async function lockCart(tx: Db, cartId: string): Promise<ShopCartRow | undefined> {
  const [row] = await tx.select().from(shopCarts).where(eq(shopCarts.id, cartId)).for('update');
  return row;
}

export async function insertShopCart(
  tx: Db,
  values: Pick<ShopCartRow, 'brandId' | 'patientId' | 'visitorTokenHash' | 'service' | 'serviceCartId'>,
  at: Date,
): Promise<ShopCartRow> {
  const [row] = await tx
    .insert(shopCarts)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** The visitor's cart becomes the account's: its cookie no longer finds it. */
export async function adoptCart(tx: Db, cartId: string, patientId: number, at: Date): Promise<void> {
  await tx.update(shopCarts).set({ patientId, visitorTokenHash: null, updatedAt: at }).where(eq(shopCarts.id, cartId));
}

export async function markCartMerged(tx: Db, cartId: string, at: Date): Promise<void> {
  await tx.update(shopCarts).set({ status: 'merged', visitorTokenHash: null, updatedAt: at }).where(eq(shopCarts.id, cartId));
}

/** The cart was paid for: no change reaches it, and the account's next add starts a new one. */
export async function markCartCheckedOut(tx: Db, cartId: string, at: Date): Promise<void> {
  await tx.update(shopCarts).set({ status: 'checked-out', updatedAt: at }).where(and(eq(shopCarts.id, cartId), eq(shopCarts.status, 'open')));
}

export async function touchCart(tx: Db, cartId: string, at: Date): Promise<void> {
  await tx.update(shopCarts).set({ updatedAt: at }).where(eq(shopCarts.id, cartId));
}

/**
 * Housekeeping: visitors' carts untouched since `before` go, open or merged, with their lines in
 * the app's own cart service (a Shopify cart expires at the store). An account's cart stays.
 */
export async function deleteVisitorCartsBefore(tx: Db, before: Date): Promise<number> {
  const deleted = await tx
    .delete(shopCarts)
    .where(and(isNull(shopCarts.patientId), lt(shopCarts.updatedAt, before)))
    .returning({ service: shopCarts.service, serviceCartId: shopCarts.serviceCartId });
  const own = deleted.filter((cart) => cart.service === 'postgres').map((cart) => cart.serviceCartId);
  if (own.length > 0) {
    await tx.delete(ownCarts).where(inArray(ownCarts.id, own));
  }
  return deleted.length;
}
