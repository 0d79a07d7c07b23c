import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formulas, surveyResponses, visits, type FormulaIngredient, type FormulaRow, type SurveyResponseRow } from '../../db/schema/index';
import type { StoredAnswers } from './survey-checks';

/** Which survey version of which visit a write goes to. */
export interface SurveyRowKey {
  visitId: number;
  surveyId: string;
  surveyVersion: number;
  context: string;
}

/** The visit's stored survey answers, newest first (one row per context; normally one). */
export async function findVisitSurveyRows(db: Db, visitId: number): Promise<SurveyResponseRow[]> {
  return db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.visitId, visitId))
    .orderBy(desc(surveyResponses.updatedAt), desc(surveyResponses.id));
}

/**
 * Merges answers into the row in ONE statement (`answers || new`), creating the row when needed,
 * so parallel autosaves of different questions never overwrite each other. A completed survey
 * whose stored answer to one of these questions changes is reopened (`completed_at` null): the
 * new answer set has not passed the completion checks.
 */
export async function mergeAnswers(db: Db, key: SurveyRowKey, entries: StoredAnswers): Promise<SurveyResponseRow> {
  const json = JSON.stringify(entries);
  const unchanged = Object.keys(entries).map(
    (questionId) =>
      sql`(${surveyResponses.answers} -> ${questionId} -> 'answer') is not distinct from (excluded.answers -> ${questionId} -> 'answer')`,
  );
  const keepsCompletion: SQL = unchanged.length > 0 ? sql.join(unchanged, sql` and `) : sql`true`;
  const [row] = await db
    .insert(surveyResponses)
    .values({ ...key, answers: sql`${json}::jsonb` })
    .onConflictDoUpdate({
      target: [surveyResponses.visitId, surveyResponses.context],
      set: {
        answers: sql`${surveyResponses.answers} || excluded.answers`,
        completedAt: sql`case when ${keepsCompletion} then ${surveyResponses.completedAt} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) {
    throw new Error('survey answer upsert returned no row');
  }
  return row;
}

/** Replaces the answers with the full, checked set and sets (or clears) completion in one statement. */
export async function replaceAnswers(
  db: Db,
  key: SurveyRowKey,
  answers: StoredAnswers,
  completedAt: Date | null,
): Promise<SurveyResponseRow> {
  const json = JSON.stringify(answers);
  const [row] = await db
    .insert(surveyResponses)
    .values({ ...key, answers: sql`${json}::jsonb`, completedAt })
    .onConflictDoUpdate({
      target: [surveyResponses.visitId, surveyResponses.context],
      set: { answers: sql`excluded.answers`, completedAt: sql`excluded.completed_at`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) {
    throw new Error('survey completion upsert returned no row');
  }
  return row;
}

/** The patient's most recently completed survey answers, across their visits. */
export async function findNewestCompletedSurvey(db: Db, patientId: number): Promise<SurveyResponseRow | undefined> {
  const [row] = await db
    .select({ survey: surveyResponses })
    .from(surveyResponses)
    .innerJoin(visits, eq(visits.id, surveyResponses.visitId))
    .where(and(eq(visits.patientId, patientId), isNotNull(surveyResponses.completedAt)))
    .orderBy(desc(surveyResponses.completedAt), desc(surveyResponses.id))
    .limit(1);
  return row?.survey;
}

/**
 * The patient's most recently completed answers to any version of a survey group, from a visit
 * other than `exceptVisitId`. Versions are told apart by the context `{group}-v{version}`.
 */
export async function findNewestCompletedOfGroup(
  db: Db,
  patientId: number,
  group: string,
  exceptVisitId: number,
): Promise<SurveyResponseRow | undefined> {
  const [row] = await db
    .select({ survey: surveyResponses })
    .from(surveyResponses)
    .innerJoin(visits, eq(visits.id, surveyResponses.visitId))
    .where(
      and(
        eq(visits.patientId, patientId),
        ne(surveyResponses.visitId, exceptVisitId),
        isNotNull(surveyResponses.completedAt),
        // Group names are lower-case letters, digits and dashes (SurveyContextSchema): no regex metacharacters.
        sql`${surveyResponses.context} ~ ${`^${group}-v[0-9]+$`}`,
      ),
    )
    .orderBy(desc(surveyResponses.completedAt), desc(surveyResponses.id))
    .limit(1);
  return row?.survey;
}

/** The patient's formulas, oldest prescription first. */
export async function findFormulasOfPatient(db: Db, patientId: number): Promise<FormulaRow[]> {
  return db.select().from(formulas).where(eq(formulas.patientId, patientId)).orderBy(asc(formulas.prescribedAt), asc(formulas.id));
}

export async function insertFormulas(
  db: Db,
  rows: { patientId: number; name: string; ingredients: FormulaIngredient[]; conditions: string[]; prescribedAt: Date }[],
): Promise<void> {
  if (rows.length > 0) {
    await db.insert(formulas).values(rows);
  }
}
