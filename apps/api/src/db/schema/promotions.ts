import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/**
 * A promotion code a patient claimed (001 §3: amount in cents, code, promotionCodeId). Claims are
 * made at checkout; a medical-history update turns an uncredited claim into account credit.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    promotionCodeId: integer(),
    amountCents: integer().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('promotion_claims_patient_idx').on(table.patientId)],
);

/** Account credit, append-only: the balance is the sum. Amounts in cents. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_patient_idx').on(table.patientId)],
);
