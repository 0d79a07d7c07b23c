import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownCartLines, ownCarts } from '../../db/schema/index';

/** The app's own cart service's rows (ADR 152): a cart's codes and its lines in the order added. */

export interface OwnCart {
  id: string;
  discountCodes: string[];
  lines: { id: string; variantId: string; quantity: number }[];
}

export async function insertOwnCart(db: Db, discountCodes: readonly string[]): Promise<string> {
  const [row] = await db.insert(ownCarts).values({ discountCodes: [...discountCodes] }).returning({ id: ownCarts.id });
  return row!.id;
}

/** The cart with its lines, in one statement. */
export async function findOwnCart(db: Db, cartId: string): Promise<OwnCart | undefined> {
  const rows = await db
    .select({
      id: ownCarts.id,
      discountCodes: ownCarts.discountCodes,
      lineId: ownCartLines.id,
      variantId: ownCartLines.variantId,
      quantity: ownCartLines.quantity,
    })
    .from(ownCarts)
    .leftJoin(ownCartLines, eq(ownCartLines.cartId, ownCarts.id))
    .where(eq(ownCarts.id, cartId))
    .orderBy(asc(ownCartLines.position));
  const [first] = rows;
  if (!first) {
    return undefined;
  }
  const lines = rows.flatMap((row) => (row.lineId && row.variantId && row.quantity ? [{ id: row.lineId, variantId: row.variantId, quantity: row.quantity }] : []));
  return { id: first.id, discountCodes: first.discountCodes, lines };
}

/** Adds each variant's quantity to its line, or a new line; one statement. */
export async function addOwnCartLines(db: Db, cartId: string, lines: readonly { variantId: string; quantity: number }[]): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  await db
    .insert(ownCartLines)
    .values(lines.map((line) => ({ cartId, variantId: line.variantId, quantity: line.quantity })))
    .onConflictDoUpdate({
      target: [ownCartLines.cartId, ownCartLines.variantId],
      set: { quantity: sql`${ownCartLines.quantity} + excluded.quantity` },
    });
}

export async function setOwnCartLineQuantity(db: Db, cartId: string, lineId: string, quantity: number): Promise<boolean> {
  const updated = await db
    .update(ownCartLines)
    .set({ quantity })
    .where(and(eq(ownCartLines.cartId, cartId), eq(ownCartLines.id, lineId)))
    .returning({ id: ownCartLines.id });
  return updated.length > 0;
}

export async function deleteOwnCartLines(db: Db, cartId: string, lineIds: readonly string[]): Promise<number> {
  const deleted = await db
    .delete(ownCartLines)
    .where(and(eq(ownCartLines.cartId, cartId), inArray(ownCartLines.id, [...lineIds])))
    .returning({ id: ownCartLines.id });
  return deleted.length;
}

export async function setOwnCartCodes(db: Db, cartId: string, codes: readonly string[]): Promise<void> {
  await db.update(ownCarts).set({ discountCodes: [...codes] }).where(eq(ownCarts.id, cartId));
}
