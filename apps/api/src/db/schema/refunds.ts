import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './orders';
import { patientRef } from './patients';
import { staffMembers } from './staff';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money given back on a charge (an invoice's charge at its processor), by an operator with a
 * reason (ADR 119). The row is written `pending` with its idempotency key before the processor is
 * asked, so a refund is never made that nothing here knows about: a pending row keeps its amount
 * reserved until the processor's answer marks it `succeeded` or `failed`, and sending it again
 * under the same key never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    patientId: patientRef(),
    /** The processor and its charge reference, as the invoice had them when the refund was asked. */
    vendor: text().notNull(),
    chargeRef: text().notNull(),
    amountCents: integer().notNull(),
    /** Sent to the processor with the refund; derived from the console's own key for the request. */
    idempotencyKey: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    /** The processor's refund (or void) reference, once it answered. */
    refundRef: text(),
    /** The processor's refusal, for a failed refund. */
    failureMessage: text(),
    /**
     * A lease while one request asks the processor: another request for the same refund waits
     * for the answer instead of asking too; a lease left by a process that died simply expires.
     */
    sendingUntil: timestamp({ withTimezone: true }),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key_idx').on(table.idempotencyKey),
    index('refunds_invoice_idx').on(table.invoiceId),
    index('refunds_patient_idx').on(table.patientId, table.createdAt),
    // The reconciliation pass reads the refunds left pending.
    index('refunds_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    check('refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
