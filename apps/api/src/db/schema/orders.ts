import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceLineKind } from '@app/domain/checkout';
import { checkoutAttempts } from './checkout';
import { patientRef } from './patients';
import { subscriptions } from './subscriptions';
import { shopCarts } from './storefront';
import { visits } from './visits';

/**
 * Orders and their invoices (ADR 106): what a checkout or a renewal sold and what it charged, in
 * integer cents computed by the domain. The subscriptions they bill are in subscriptions.ts, the
 * attempts that charged them in checkout.ts, their parcels in shipments.ts.
 */

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    /** The visit it sold from; null for a shop cart's order (ADR 152). */
    visitId: integer().references(() => visits.id),
    /** The shop cart it sold (ADR 152): a cart sells once, so a second attempt's charge is voided. */
    shopCartId: uuid().unique().references(() => shopCarts.id),
    subscriptionId: integer().references(() => subscriptions.id),
    checkoutAttemptId: integer()
      .notNull()
      .references(() => checkoutAttempts.id),
    kind: text().$type<'trial' | 'subscription' | 'cart' | 'renewal'>().notNull(),
    status: text().$type<'paid' | 'voided'>().notNull(),
    shippingAddress: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An attempt becomes at most one order, whoever completes it (the request or reconciliation).
    uniqueIndex('orders_checkout_attempt_idx').on(table.checkoutAttemptId),
    // A visit's checkout sells once: a second tab's attempt finds this order and its charge is voided.
    uniqueIndex('orders_checkout_visit_idx').on(table.visitId).where(sql`${table.kind} in ('trial', 'subscription', 'cart')`),
    // A visit's orders of every kind, renewals included, in order (the visit view, ADR 127).
    index('orders_visit_idx').on(table.visitId, table.id),
    index('orders_patient_idx').on(table.patientId, table.createdAt),
  ],
);

/** The order a row belongs to: the row goes with the order. */
export const orderRef = () => integer().notNull().references(() => orders.id, { onDelete: 'cascade' });

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: orderRef(),
    itemId: integer().notNull(),
    name: text().notNull(),
    isRx: boolean().notNull(),
    isFullSize: boolean().notNull(),
    /** How many of the item; the amounts are the line's (a shop cart's line of 3 costs 3 units). */
    quantity: integer().notNull().default(1),
    originalCents: integer().notNull(),
    finalCents: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_amount_check', sql`${table.finalCents} >= 0`),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    orderId: orderRef(),
    patientId: patientRef(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    taxCents: integer().notNull(),
    /** What account credit paid (ADR 109): never more than the rest, so the total stays at or above 0. */
    creditCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    promotionCodeId: integer(),
    vendor: text(),
    chargeRef: text(),
    status: text().$type<'paid' | 'voided'>().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_order_idx').on(table.orderId),
    index('invoices_patient_idx').on(table.patientId),
    check(
      'invoices_total_check',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents} - ${table.creditCents} and ${table.totalCents} >= 0 and ${table.creditCents} >= 0`,
    ),
  ],
);

/** The invoice's rows as the order summary showed them; a promotion row is negative. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text().$type<InvoiceLineKind>().notNull(),
    label: text().notNull(),
    amountCents: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
