import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
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
  // Every visit view reads them: a prepared statement (ADR 076).
  const statement = prepared(db, 'visit_survey_rows', (d) =>
    d
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.visitId, sql.placeholder('visitId')))
      .orderBy(desc(surveyResponses.updatedAt), desc(surveyResponses.id)),
  );
  return statement.execute({ visitId });
}

/**
 * The completion of a row after merging `entries` (given as `incoming`, a jsonb expression): kept
 * when every merged answer is unchanged, else cleared, as the new set has not passed the checks.
 */
function mergeSet(entries: StoredAnswers) {
  return {
    completedAt: (incoming: SQL): SQL => {
      const unchanged = Object.keys(entries).map(
        (questionId) => sql`(${surveyResponses.answers} -> ${questionId} -> 'answer') is not distinct from (${incoming} -> ${questionId} -> 'answer')`,
      );
      const keepsCompletion: SQL = unchanged.length > 0 ? sql.join(unchanged, sql` and `) : sql`true`;
      return sql`case when ${keepsCompletion} then ${surveyResponses.completedAt} else null end`;
    },
  };
}

/**
 * Merges answers into the row in ONE statement (`answers || new`), creating the row when needed,
 * so parallel autosaves of different questions never overwrite each other. A completed survey
 * whose stored answer to one of these questions changes is reopened (`completed_at` null): the
 * new answer set has not passed the completion checks.
 */
export async function mergeAnswers(db: Db, key: SurveyRowKey, entries: StoredAnswers): Promise<SurveyResponseRow> {
  const json = JSON.stringify(entries);
  const merge = mergeSet(entries);
  const [row] = await db
    .insert(surveyResponses)
    .values({ ...key, answers: sql`${json}::jsonb` })
    .onConflictDoUpdate({
      target: [surveyResponses.visitId, surveyResponses.context],
      set: {
        answers: sql`${surveyResponses.answers} || excluded.answers`,
        completedAt: merge.completedAt(sql`excluded.answers`),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) {
    throw new Error('survey answer upsert returned no row');
  }
  return row;
}

type SurveyResponseColumns = Record<'id' | 'visit_id' | 'survey_id' | 'survey_version' | 'context' | 'answers' | 'completed_at' | 'created_at' | 'updated_at', unknown>;

function toSurveyResponseRow(raw: SurveyResponseColumns): SurveyResponseRow {
  return {
    id: raw.id as number,
    visitId: raw.visit_id as number,
    surveyId: raw.survey_id as string,
    surveyVersion: raw.survey_version as number,
    context: raw.context as string,
    answers: raw.answers as SurveyResponseRow['answers'],
    completedAt: raw.completed_at as Date | null,
    createdAt: raw.created_at as Date,
    updatedAt: raw.updated_at as Date,
  };
}

/**
 * `mergeAnswers` for an autosave, in one statement and without reading the row first: the answers
 * go to the visit's row of `key.context` only if the visit has no answers under another version.
 * With `mayStart`, the row is created when missing (the current version); otherwise only an
 * existing row of that version is continued. Undefined when the visit's answers use another version.
 */
export async function mergeAnswersOfVersion(db: Db, key: SurveyRowKey, entries: StoredAnswers, mayStart: boolean): Promise<SurveyResponseRow | undefined> {
  const json = JSON.stringify(entries);
  const merge = mergeSet(entries);
  if (!mayStart) {
    const [row] = await db
      .update(surveyResponses)
      .set({ answers: sql`${surveyResponses.answers} || ${json}::jsonb`, completedAt: merge.completedAt(sql`${json}::jsonb`), updatedAt: sql`now()` })
      .where(and(eq(surveyResponses.visitId, key.visitId), eq(surveyResponses.context, key.context)))
      .returning();
    return row;
  }
  // Drizzle's insert-select lists every column, so this one statement is written out; the columns
  // are those of db/schema/surveys.ts.
  const result = await db.execute<SurveyResponseColumns>(sql`
    insert into survey_responses (visit_id, survey_id, survey_version, context, answers)
    select ${key.visitId}, ${key.surveyId}, ${key.surveyVersion}, ${key.context}, ${json}::jsonb
    where not exists (
      select 1 from survey_responses other where other.visit_id = ${key.visitId} and other.context <> ${key.context}
    )
    on conflict (visit_id, context) do update set
      answers = ${surveyResponses.answers} || excluded.answers,
      completed_at = ${merge.completedAt(sql`excluded.answers`)},
      updated_at = now()
    returning id, visit_id, survey_id, survey_version, context, answers, completed_at, created_at, updated_at`);
  const [raw] = result.rows;
  return raw ? toSurveyResponseRow(raw) : undefined;
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

/** The patient's most recently completed survey answers among their visits of a treatment category. */
export async function findNewestCompletedSurveyOfCategory(db: Db, patientId: number, treatmentCategory: number): Promise<SurveyResponseRow | undefined> {
  const [row] = await db
    .select({ survey: surveyResponses })
    .from(surveyResponses)
    .innerJoin(visits, eq(visits.id, surveyResponses.visitId))
    .where(and(eq(visits.patientId, patientId), eq(visits.treatmentCategory, treatmentCategory), isNotNull(surveyResponses.completedAt)))
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

/** The answers of the patient's newest survey rows, newest first (at most `limit` rows). */
export async function findNewestAnswersOfPatient(db: Db, patientId: number, limit: number): Promise<SurveyResponseRow['answers'][]> {
  const rows = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .innerJoin(visits, eq(visits.id, surveyResponses.visitId))
    .where(eq(visits.patientId, patientId))
    .orderBy(desc(surveyResponses.updatedAt), desc(surveyResponses.id))
    .limit(limit);
  return rows.map((row) => row.answers);
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
