import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The local sandbox payment processor's own tables (ADR 106): what a real processor keeps on its
 * side. They hold no card number: a tokenised card keeps its last four digits, its funding type,
 * a keyed fingerprint and how the test card behaves. Nothing of the app reads them; the app talks
 * to the processor through the payment gateway, as it would to Stripe.
 */

/** A single-use token made in the browser by the processor's card field or wallet. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text().primaryKey(),
  kind: text().$type<'card' | 'paypal' | 'apple-pay'>().notNull(),
  cardLastFour: text(),
  cardBrand: text(),
  cardFundingType: text(),
  fingerprint: text(),
  /** How the test card answers: `succeeded`, or the decline code it gives. */
  behaviour: text().notNull(),
  /** A wallet's payer (name, email, address) as the wallet shared it. */
  payer: jsonb().$type<Record<string, string>>(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text().primaryKey(),
  email: text().notNull(),
  name: text().notNull(),
  reference: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => sandboxCustomers.id),
    kind: text().$type<'card' | 'paypal' | 'apple-pay'>().notNull(),
    cardLastFour: text(),
    cardFundingType: text(),
    fingerprint: text(),
    label: text(),
    behaviour: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payment_methods_customer_idx').on(table.customerId)],
);

/** A charge; the idempotency key makes a repeated request answer the first charge. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    paymentMethodId: text()
      .notNull()
      .references(() => sandboxPaymentMethods.id),
    amountCents: integer().notNull(),
    status: text().$type<'succeeded' | 'voided'>().notNull(),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sandbox_charges_idempotency_key_idx').on(table.idempotencyKey),
    check('sandbox_charges_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** A refund of a charge, whole or in part; its idempotency key answers a repeated request with the first refund. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    chargeId: text()
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_idempotency_key_idx').on(table.idempotencyKey),
    index('sandbox_refunds_charge_idx').on(table.chargeId),
    check('sandbox_refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
);
