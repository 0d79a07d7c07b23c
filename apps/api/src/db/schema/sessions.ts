import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FlashMessage, EligibilityData } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import type { StaffRole } from '@app/domain/constants';
import type { SavedResponseEntry } from '@app/domain/surveys';
import { patients } from './patients';
import { staffMembers } from './staff';

/** A visitor's answers to a survey asked before the account exists (ADR 061). */
export interface SurveyDraft {
  context: string;
  answers: Record<string, SavedResponseEntry>;
  completedAt: string | null;
}

/**
 * What a session carries besides its patient: the visitor's eligibility, pending flashes and the
 * answers to surveys asked before registration, which move into the visit once it opens.
 */
export interface SessionData {
  eligibility?: EligibilityData;
  flash?: FlashMessage[];
  surveyDrafts?: Partial<Record<FlowId, SurveyDraft>>;
  /** The referral link this browser followed, until it signs up (ADR 109). */
  referralInvite?: { code: string; referralId: number | null };
}

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed as cookies. A session belongs to a visitor (no principal), a patient
 * (`patient_id`) or a staff member (`staff_id` with `staff_role`), never to two (ADR 082).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    // The name a patient's list of signed-in devices gives the session (ADR 168): never the token's
    // hash, which finds the session on every request. Looked up under its patient only, so the
    // patient index serves and no index of its own is kept.
    publicId: uuid().notNull().defaultRandom(),
    /** The browser signed in from, in words ("Chrome on macOS"); null for a visitor or an unrecognised browser. */
    deviceLabel: text(),
    patientId: integer().references(() => patients.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staffMembers.id, { onDelete: 'cascade' }),
    staffRole: text().$type<StaffRole>(),
    brandId: integer().notNull(),
    data: jsonb().$type<SessionData>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_patient_idx').on(table.patientId),
    index('sessions_staff_idx').on(table.staffId),
    index('sessions_expires_idx').on(table.expiresAt),
    check('sessions_one_principal', sql`${table.patientId} is null or ${table.staffId} is null`),
    check('sessions_staff_role', sql`(${table.staffId} is null) = (${table.staffRole} is null)`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
