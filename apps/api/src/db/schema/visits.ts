import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EligibilityData } from '@app/domain/contracts';
import { patientRef } from './patients';

/**
 * A completed visit no provider has decided yet: the predicate of the review queue's partial index
 * and of its query, written once so the planner sees the same expression in both (ADR 127).
 */
export function awaitingReview(table: { completedAt: AnyPgColumn; facts: AnyPgColumn }): SQL {
  return sql`${table.completedAt} is not null and coalesce((${table.facts}->>'reviewDecided')::boolean, false) = false`;
}

/** The visit's session bag (000 §3), kept server-side so another device resumes it. */
export interface SessionBag {
  hasViewedBundle?: boolean;
  selectedAddOnProductItemIds?: number[];
  hasCreatedAccount?: boolean;
  getDobOnLegalNamePage?: boolean;
  hasAddedPaymentMethod?: boolean;
  hasAddedShippingAddress?: boolean;
  hasActivatedTrial?: boolean;
}

/**
 * What other modules reported about a visit, so its progress is derived from the visit and patient
 * rows alone (no call back into those modules): scheduling reports a booking, surveys a completed
 * survey (ADR 083).
 */
export interface ReportedVisitFacts {
  consultationBooked?: boolean;
  surveyCompleted?: boolean;
  /**
   * Eligibility confirmed for this visit's category: set when the visit opens on answers that
   * cover it, and by the visit's own eligibility check (ADR 100). Older rows fall back to the
   * visit's eligibility.
   */
  eligibilityConfirmed?: boolean;
  /** The box of the selection step was saved (the selection module, "Check out now"). */
  selectionConfirmed?: boolean;
  /** The box was paid for: its order exists (the orders module, ADR 106). */
  checkoutCompleted?: boolean;
  /** The box paid for was a trial: the session bag's hasActivatedTrial (ADR 107). */
  trialActivated?: boolean;
  /** The offers made to the saved box, and those answered (the selection module, ADR 108). */
  offeredUpsells?: string[];
  decidedUpsells?: string[];
  /** The products a resubscription cannot drop: the prescription it resumes (ADR 111). */
  requiredItemIds?: number[];
  /** A provider decided the visit (the care-team module, ADR 117): it leaves the review queue. */
  reviewDecided?: boolean;
}

/**
 * One pass of a patient through a flow (sign-up, new treatment, resubscription…). The uuid is the
 * public handle in urls (/v/{uuid}); the serial id never leaves the server.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().unique().default(sql`gen_random_uuid()`),
    patientId: patientRef(),
    brandId: integer().notNull(),
    flow: text().notNull(),
    treatmentCategory: integer().notNull(),
    sessionBag: jsonb().$type<SessionBag>().notNull().default({}),
    eligibility: jsonb().$type<EligibilityData>(),
    completedSteps: jsonb().$type<string[]>().notNull().default([]),
    /** The skincare goals step's answers (ids from packages/domain constants/skincare-goals). */
    skincareGoals: jsonb().$type<string[]>(),
    facts: jsonb().$type<ReportedVisitFacts>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * The patient's state, copied by the database (migration 0022, ADR 129) when the visit is
     * written and whenever the patient's state changes; the app never writes it. The review queue
     * checks the provider's licences against it inside its index, not patient by patient.
     */
    patientState: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visits_patient_idx').on(table.patientId, table.createdAt),
    // The care team's review queue: completed, undecided visits, oldest first (ADR 117). Only the
    // waiting visits are in it, so the queue's walk never passes the decided ones (ADR 127); the
    // patient's state in it lets the walk skip unlicensed states without leaving the index (ADR 129).
    index('visits_awaiting_review_idx').on(table.completedAt, table.id, table.patientState).where(awaitingReview(table)),
  ],
);

/** The visit a row belongs to: the row goes with the visit. */
export const visitRef = () => integer().notNull().references(() => visits.id, { onDelete: 'cascade' });

export type VisitRow = typeof visits.$inferSelect;
