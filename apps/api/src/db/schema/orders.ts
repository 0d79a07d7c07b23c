import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CheckoutSnapshot, InvoiceLineKind } from '@app/domain/checkout/checkout-snapshot';
import { patients } from './patients';
import { subscriptionRenewals, subscriptions } from './subscriptions';
import { visits } from './visits';

/**
 * Payment methods, checkout attempts, orders, invoices and shipments (ADR 106; the subscriptions
 * they bill are in subscriptions.ts). Amounts are
 * integer cents computed by the domain; nothing here holds a card number: a payment method is the
 * processor's references and the last four digits.
 */

/** The processor's customer for a patient, per vendor. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    vendor: text().notNull(),
    customerRef: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_customers_patient_vendor_key').on(table.patientId, table.vendor)],
);

/** A payment method stored at its processor; the newest one not removed is the patient's. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    vendor: text().notNull(),
    method: text().$type<'card' | 'paypal' | 'apple-pay'>().notNull(),
    customerRef: text().notNull(),
    paymentMethodRef: text().notNull(),
    cardLastFour: text(),
    cardFundingType: text(),
    fingerprint: text(),
    label: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('payment_methods_patient_idx').on(table.patientId, table.createdAt)],
);

export type CheckoutAttemptStatus = 'pending' | 'completed' | 'failed' | 'voided';

/**
 * One checkout: written before the processor is asked to charge, so a charge is never made that
 * nothing here knows about. Its idempotency key goes with the charge; its snapshot is the priced
 * box, so a charge accepted while the process died can still become its order (reconciliation).
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial().primaryKey(),
    attemptUuid: uuid().notNull(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    visitId: integer()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    amountCents: integer().notNull(),
    snapshot: jsonb().$type<CheckoutSnapshot>().notNull(),
    paymentMethodId: integer().references(() => paymentMethods.id),
    status: text().$type<CheckoutAttemptStatus>().notNull().default('pending'),
    failureMessage: text(),
    chargeRef: text(),
    orderId: integer(),
    /** The subscription cycle this attempt bills, for a renewal (ADR 114); null for a checkout. */
    renewalId: integer().references((): AnyPgColumn => subscriptionRenewals.id),
    /**
     * The process that wrote it (ADR 135): its liveness token, from the connection's setting. While
     * that process holds its advisory lock the attempt may still be in its request; once it does
     * not (the process died), the attempt is settled at once. Null: written without a token.
     */
    ownerToken: integer().default(sql`nullif(current_setting('teleskin.process_token', true), '')::integer`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_attempts_idempotency_key_idx').on(table.idempotencyKey),
    // One charge per cycle: at most one attempt of a renewal is in flight or has become its order.
    uniqueIndex('checkout_attempts_renewal_idx').on(table.renewalId).where(sql`${table.status} in ('pending', 'completed')`),
    unique('checkout_attempts_patient_attempt_key').on(table.patientId, table.attemptUuid),
    // The reconciliation pass reads the attempts left pending.
    index('checkout_attempts_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    // A checkout asks whether its visit already became an order before it charges (ADR 127).
    index('checkout_attempts_visit_idx').on(table.visitId, table.status),
    check('checkout_attempts_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    visitId: integer()
      .notNull()
      .references(() => visits.id),
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

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    name: text().notNull(),
    isRx: boolean().notNull(),
    isFullSize: boolean().notNull(),
    originalCents: integer().notNull(),
    finalCents: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId), check('order_lines_amount_check', sql`${table.finalCents} >= 0`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
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

export type ShipmentStatus = 'pending' | 'submitted' | 'shipped' | 'delivered';

/**
 * An order's parcel at the pharmacy (ADR 110): `pending` until the fulfilment job hands it over,
 * then as the pharmacy reports it. The job, not the checkout, talks to the pharmacy, so a slow or
 * failing pharmacy never holds a paid order back.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    status: text().$type<ShipmentStatus>().notNull().default('pending'),
    pharmacyRef: text(),
    trackingNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shipments_order_idx').on(table.orderId),
    index('shipments_patient_idx').on(table.patientId),
    // The fulfilment pass reads the parcels still on their way.
    index('shipments_open_idx').on(table.createdAt).where(sql`${table.status} <> 'delivered'`),
    check('shipments_status_check', sql`${table.status} in ('pending', 'submitted', 'shipped', 'delivered')`),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
