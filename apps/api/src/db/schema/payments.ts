import { index, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { patientRef } from './patients';

/**
 * The processors' customers and payment methods (ADR 106). Nothing here holds a card number: a
 * payment method is the processor's references and the last four digits.
 */

/** The processor's customer for a patient, per vendor. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
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
    patientId: patientRef(),
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

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
