import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { SavedResponseEntry } from '@app/domain/surveys';
import { patientRef } from './patients';
import { visitRef } from './visits';

/**
 * A visit's answers to one survey version (`context` = `{group}-v{version}`, 001 §7.3), keyed by
 * question id. One row per (visit, context), so each autosave merges one key into it atomically.
 * `completedAt` is set only when the full answer set passed the completion checks.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial().primaryKey(),
    visitId: visitRef(),
    surveyId: text().notNull(),
    surveyVersion: integer().notNull(),
    context: text().notNull(),
    answers: jsonb().$type<Record<string, SavedResponseEntry>>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('survey_responses_visit_context_key').on(table.visitId, table.context)],
);

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/** An active ingredient of a formula and its strength ("Tretinoin", "0.025%"). */
export interface FormulaIngredient {
  name: string;
  strength: string;
}

/**
 * A formula prescribed to a patient, shown by the previous-formula question. Until prescriptions
 * exist this table is their stand-in (ADR 061); the demo seed writes a couple.
 */
export const formulas = pgTable(
  'formulas',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    name: text().notNull(),
    ingredients: jsonb().$type<FormulaIngredient[]>().notNull().default([]),
    /** The conditions it treats, as the patient reads them ("Acne", "Dark spots"). */
    conditions: jsonb().$type<string[]>().notNull().default([]),
    prescribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('formulas_patient_idx').on(table.patientId)],
);

export type FormulaRow = typeof formulas.$inferSelect;
