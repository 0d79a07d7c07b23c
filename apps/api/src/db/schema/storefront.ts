import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/**
 * A shopper's cart in the storefront (issue 31, ADR 152): who it belongs to and where its lines
 * live. A visitor's cart is found by the hash of its cookie's secret (never the secret itself); a
 * signed-in shopper has at most one open cart. The lines are the cart service's (`serviceCartId`):
 * the app's own cart below, or a Shopify cart. The row is what a change locks, so the 10-line rule
 * holds whichever service keeps the lines.
 */
export const shopCarts = pgTable(
  'shop_carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    brandId: integer().notNull(),
    patientId: integer().references(() => patients.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visitor cookie's secret, while the cart has no account. */
    visitorTokenHash: text(),
    /** Which cart service holds its lines, and the cart's id there. */
    service: text().$type<'postgres' | 'shopify'>().notNull(),
    serviceCartId: text().notNull(),
    /** open; merged (into an account's cart at sign-in); checked-out. */
    status: text().$type<'open' | 'merged' | 'checked-out'>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_carts_visitor_token_idx').on(table.visitorTokenHash),
    // One open cart per account: two first adds at once meet here.
    uniqueIndex('shop_carts_open_patient_idx')
      .on(table.patientId)
      .where(sql`${table.status} = 'open' and ${table.patientId} is not null`),
    // The housekeeping's walk over visitors' carts left behind.
    index('shop_carts_visitor_updated_idx').on(table.updatedAt).where(sql`${table.patientId} is null`),
    // An open cart has an owner; a merged visitor's cart has none left.
    check('shop_carts_owner_check', sql`${table.patientId} is not null or ${table.visitorTokenHash} is not null or ${table.status} <> 'open'`),
    check('shop_carts_status_check', sql`${table.status} in ('open', 'merged', 'checked-out')`),
    check('shop_carts_service_check', sql`${table.service} in ('postgres', 'shopify')`),
  ],
);

export type ShopCartRow = typeof shopCarts.$inferSelect;

/** The app's own cart service (the default): a cart's discount codes. */
export const ownCarts = pgTable('own_carts', {
  id: uuid().primaryKey().defaultRandom(),
  discountCodes: jsonb().$type<string[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The app's own cart service: one line per variant, in the order they were added. */
export const ownCartLines = pgTable(
  'own_cart_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => ownCarts.id, { onDelete: 'cascade' }),
    /** Orders the lines as added (a uuid does not). */
    position: serial().notNull(),
    variantId: text().notNull(),
    quantity: integer().notNull(),
  },
  (table) => [
    uniqueIndex('own_cart_lines_variant_idx').on(table.cartId, table.variantId),
    check('own_cart_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);
