import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CheckoutSnapshot } from '@app/domain/checkout';
import { patientRef } from './patients';
import { paymentMethods } from './payments';
import { subscriptionRenewals } from './subscriptions';
import { shopCarts } from './storefront';
import { visits } from './visits';

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
    patientId: patientRef(),
    /** The visit whose box it pays for; null for a shop cart's checkout (ADR 152). */
    visitId: integer().references(() => visits.id, { onDelete: 'cascade' }),
    /** The shop cart it pays for (ADR 152); null for a visit's checkout and a renewal. */
    shopCartId: uuid().references(() => shopCarts.id),
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
    // The same question of a shop cart.
    index('checkout_attempts_shop_cart_idx').on(table.shopCartId, table.status),
    // An attempt pays for a visit's box or for a shop cart, never both, never neither.
    check('checkout_attempts_purchase_check', sql`(${table.visitId} is null) <> (${table.shopCartId} is null)`),
    check('checkout_attempts_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;
