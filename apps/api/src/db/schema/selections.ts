import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UpsellOfferId } from '@app/domain/upsells';
import type { PurchaseContext } from '@app/domain/contracts';
import { patientRef } from './patients';
import { visitRef, visits } from './visits';

/**
 * The box a patient is building on the selection page of a visit (001 §3 "Selected items", §4):
 * full-size item ids only, never a price. One row per visit; the server prices it from the
 * catalogue whenever it is asked, so nothing here can go stale or be tampered with.
 */
export const productSelections = pgTable(
  'product_selections',
  {
    id: serial().primaryKey(),
    visitId: integer()
      .notNull()
      .unique()
      .references(() => visits.id, { onDelete: 'cascade' }),
    patientId: patientRef(),
    /** Saved by "Check out now" (PUT /app/patient/payment/subscription-items); null until then. */
    selectedItemIds: jsonb().$type<number[]>(),
    /** Products the patient put off to a later box (001 §3 deferred_products). */
    deferredItemIds: jsonb().$type<number[]>().notNull().default([]),
    /** trial, subscription or onetime (001 §3); null for the flow's own. */
    purchaseContext: text().$type<PurchaseContext>(),
    /** The first view of the page (001 §4 "Page view"), set once. */
    viewedAt: timestamp({ withTimezone: true }),
    savedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_selections_patient_idx').on(table.patientId)],
);

export type ProductSelectionRow = typeof productSelections.$inferSelect;

/**
 * A patient's answer to an offer made to the box of a visit (000 §4 "Upsell", ADR 108): stored
 * once per visit and offer, so a repeated or concurrent post finds the first answer and changes
 * nothing. An accepted offer is priced into the box; undoing it (the dashboard) keeps the row.
 */
export const upsellDecisions = pgTable(
  'upsell_decisions',
  {
    id: serial().primaryKey(),
    visitId: visitRef(),
    patientId: patientRef(),
    offer: text().$type<UpsellOfferId>().notNull(),
    /** The variant's code the page was shown (000 §2). */
    code: text().notNull(),
    decision: text().$type<'accepted' | 'declined'>().notNull(),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the patient took an accepted offer back off their box. */
    undoneAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('upsell_decisions_visit_offer_idx').on(table.visitId, table.offer),
    index('upsell_decisions_patient_idx').on(table.patientId),
    check('upsell_decisions_decision_check', sql`${table.decision} in ('accepted', 'declined')`),
    check('upsell_decisions_offer_check', sql`${table.offer} in ('body-cleanse', 'deep-cleanse')`),
  ],
);

export type UpsellDecisionRow = typeof upsellDecisions.$inferSelect;
