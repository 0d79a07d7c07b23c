import type { Formula, SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import type { IneligibleReason } from '@app/domain/constants';
import type { FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { routineAnswersOf, type RoutineAnswers } from '@app/domain/selection';
import { evaluateSurveyOutcome, deriveHealthHistory, type HealthHistoryItem, surveyContext, listQuestions, type SavedResponseEntry, type SurveyDefinition } from '@app/domain/surveys';
import { ageOn, calendarDateOf, parseIsoDate } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { PatientRow, SurveyResponseRow, VisitRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { getSignedInPatient } from '../patients';
import { listVisitPhotos } from '../media';
import { getOwnVisit, openVisit, recordVisitEligibility, reportVisitFact, resumePathOfVisit } from '../visits';
import {
  buildSurveyState,
  carriedOverResponses,
  checkCompletion,
  checkPhotoAnswers,
  checkedEntries,
  definitionInUse,
  namedVersion,
  resolveContext,
  surveyIdOfFlow,
  toAnswerMap,
  visitAnswerViews,
  type StoredAnswers,
  type SurveyLookup,
} from './survey-checks';
import { eligibilityAfterOutcome, reasonWritten } from './survey-eligibility';
import {
  findFormulasOfPatient,
  findNewestCompletedOfGroup,
  findNewestCompletedSurvey,
  findNewestCompletedSurveyOfCategory,
  findNewestAnswersOfPatient,
  findVisitSurveyRows,
  mergeAnswers,
  mergeAnswersOfVersion,
  replaceAnswers,
} from './surveys.repository';

export interface SurveyDeps {
  db: Db;
  registry: SurveyLookup;
  /** Told when an answer makes the visit ineligible (for analytics); the route knows the request. */
  onIneligible?: (reason: IneligibleReason) => Promise<void>;
}

/** A visit of the signed-in patient with its flow's survey and what is stored for it. */
interface VisitSurvey {
  patient: PatientRow;
  visit: VisitRow;
  flow: FlowId;
  surveyId: string;
  stored: SurveyResponseRow | undefined;
}

async function loadVisitSurvey(db: Db, patient: PatientRow, visit: VisitRow): Promise<VisitSurvey> {
  const flow = visit.flow as FlowId;
  const surveyId = surveyIdOfFlow(flow);
  const [stored] = await findVisitSurveyRows(db, visit.id);
  return { patient, visit, flow, surveyId, stored };
}

async function loadOwnVisitSurvey(db: Db, patientId: number, uuid: string): Promise<VisitSurvey> {
  const patient = await getSignedInPatient(db, patientId);
  return loadVisitSurvey(db, patient, await getOwnVisit(db, patientId, uuid));
}

/** The patient's age in years from their date of birth, or null when it is not known. */
export function patientAgeOf(patient: Pick<PatientRow, 'dateOfBirth'>, now = new Date()): number | null {
  const dob = patient.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  return dob ? ageOn(dob, calendarDateOf(now)) : null;
}

/** A completed visit's answers are what the provider reviewed: they are not changed afterwards. */
function ensureVisitOpen(visit: VisitRow): void {
  if (visit.completedAt !== null) {
    throw new AppError('CONFLICT', MESSAGES.survey.visitCompleted);
  }
}

/**
 * A `previousResponses` survey not yet answered in this visit starts from the patient's latest
 * completed answers of its group, from an earlier visit (ADR 062).
 */
async function previousResponsesFor(db: Db, survey: VisitSurvey, definition: SurveyDefinition, row: SurveyResponseRow | undefined) {
  const hasAnswers = row !== undefined && Object.keys(row.answers).length > 0;
  if (!definition.previousResponses || hasAnswers) {
    return [];
  }
  const earlier = await findNewestCompletedOfGroup(db, survey.patient.id, definition.group, survey.visit.id);
  return earlier ? carriedOverResponses(definition, earlier.answers) : [];
}

async function stateOf(db: Db, survey: VisitSurvey, definition: SurveyDefinition, row: SurveyResponseRow | undefined): Promise<SurveyState> {
  return buildSurveyState({
    previousResponses: await previousResponsesFor(db, survey, definition, row),
    definition,
    context: row?.context ?? surveyContext(definition),
    stored: row?.answers ?? {},
    completedAt: row?.completedAt?.toISOString() ?? null,
    flow: survey.flow,
    patientAge: patientAgeOf(survey.patient),
    nextPath: resumePathOfVisit(survey.visit, survey.patient),
  });
}

/** Writes the outcome of the stored answers into the visit's eligibility when it changes it. */
async function syncVisitEligibility(deps: SurveyDeps, survey: VisitSurvey, definition: SurveyDefinition, answers: StoredAnswers): Promise<void> {
  const outcome = evaluateSurveyOutcome(definition, toAnswerMap(answers));
  const change = eligibilityAfterOutcome(survey.visit.eligibility, outcome, survey.flow);
  if (!change.changed) {
    return;
  }
  await recordVisitEligibility(deps.db, survey.visit.id, change.eligibility);
  survey.visit.eligibility = change.eligibility;
  const reason = reasonWritten(change);
  if (reason !== undefined) {
    await deps.onIneligible?.(reason);
  }
}

/** Tells the visit whether its survey stands completed after a write (it reads no survey rows itself). */
async function reportCompletion(db: Db, survey: VisitSurvey, row: SurveyResponseRow): Promise<void> {
  await reportVisitFact(db, survey.visit, 'surveyCompleted', row.completedAt !== null);
}

/** After a write: the visit's eligibility and completion follow the stored answers. */
async function afterWrite(deps: SurveyDeps, survey: VisitSurvey, definition: SurveyDefinition, row: SurveyResponseRow): Promise<void> {
  await syncVisitEligibility(deps, survey, definition, row.answers);
  await reportCompletion(deps.db, survey, row);
}

/** Runs a survey write with what follows it (eligibility, the visit's facts), in one transaction when `isAtomic`. */
function inUnitOfWork<T>(deps: SurveyDeps, isAtomic: boolean, work: (unit: SurveyDeps) => Promise<T>): Promise<T> {
  return isAtomic ? withTransaction(deps.db, (tx) => work({ ...deps, db: tx })) : work(deps);
}

function rowKey(survey: Pick<VisitSurvey, 'visit'>, definition: SurveyDefinition) {
  return { visitId: survey.visit.id, surveyId: definition.id, surveyVersion: definition.version, context: surveyContext(definition) };
}

/** The survey of one of the patient's visits, in the version its answers use. */
export async function readVisitSurvey(deps: SurveyDeps, patientId: number, uuid: string): Promise<SurveyState> {
  const survey = await loadOwnVisitSurvey(deps.db, patientId, uuid);
  const definition = definitionInUse(deps.registry, survey.surveyId, survey.stored?.context);
  return stateOf(deps.db, survey, definition, survey.stored);
}

/**
 * Autosave: merges checked answers into the version the save names, in one write that refuses a
 * version other than the one the visit's answers use (so nothing is read first).
 */
async function saveAnswers(deps: SurveyDeps, survey: Omit<VisitSurvey, 'stored'>, context: string, inputs: SurveyResponseInput[], now: Date) {
  ensureVisitOpen(survey.visit);
  const { definition, isCurrent } = namedVersion(deps.registry, survey.surveyId, context);
  const entries = checkedEntries(definition, inputs, now);
  // A merge can only reopen a completed survey, never complete one: the visit's completion fact
  // can change only when it stands completed, and only then must the two writes be one.
  const row = await inUnitOfWork(deps, survey.visit.facts.surveyCompleted === true, async (unit) => {
    const merged = await mergeAnswersOfVersion(unit.db, rowKey(survey, definition), entries, isCurrent);
    if (!merged) {
      throw validationError({ context: [MESSAGES.survey.unknownSurvey] });
    }
    await afterWrite(unit, { ...survey, stored: merged }, definition, merged);
    return merged;
  });
  return stateOf(deps.db, { ...survey, stored: row }, definition, row);
}

async function completeAnswers(deps: SurveyDeps, survey: VisitSurvey, context: string, inputs: SurveyResponseInput[], now: Date) {
  ensureVisitOpen(survey.visit);
  const definition = resolveContext(deps.registry, survey.surveyId, context, survey.stored?.context);
  const completed = checkCompletion(definition, inputs, now);
  const isIneligible = completed.outcome.kind === 'ineligible';
  if (!isIneligible && completed.photoAnswers.length > 0) {
    const photos = await listVisitPhotos(deps.db, survey.visit.id);
    checkPhotoAnswers(completed.photoAnswers, photos.map((photo) => photo.perspective));
  }
  const row = await inUnitOfWork(deps, true, async (unit) => {
    const replaced = await replaceAnswers(unit.db, rowKey(survey, definition), completed.entries, isIneligible ? null : now);
    await afterWrite(unit, survey, definition, replaced);
    return replaced;
  });
  return stateOf(deps.db, survey, definition, row);
}

/**
 * Autosave: checks and merges one answer; a bad one is refused with nothing stored. `patient` is
 * the signed-in patient's row as the request read it with the session.
 */
export async function saveVisitAnswer(
  deps: SurveyDeps,
  patient: PatientRow,
  uuid: string,
  body: { context: string; response: SurveyResponseInput },
  now = new Date(),
): Promise<SurveyState> {
  const visit = await getOwnVisit(deps.db, patient.id, uuid);
  const flow = visit.flow as FlowId;
  return saveAnswers(deps, { patient, visit, flow, surveyId: surveyIdOfFlow(flow) }, body.context, [body.response], now);
}

/** Completes the visit's survey with the full answer set (see `checkCompletion`). */
export async function completeVisitSurvey(
  deps: SurveyDeps,
  patientId: number,
  uuid: string,
  body: { context: string; responses: SurveyResponseInput[] },
  now = new Date(),
): Promise<SurveyState> {
  return completeAnswers(deps, await loadOwnVisitSurvey(deps.db, patientId, uuid), body.context, body.responses, now);
}

/** The signed-in patient's open visit of a flow (opened when there is none) and its survey. */
async function loadFlowVisitSurvey(db: Db, patientId: number, flow: FlowId): Promise<VisitSurvey> {
  surveyIdOfFlow(flow);
  const patient = await getSignedInPatient(db, patientId);
  return loadVisitSurvey(db, patient, await openVisit(db, patient, flow));
}

/** The survey of a flow's quiz step for a signed-in patient. */
export async function readFlowSurvey(deps: SurveyDeps, patientId: number, flow: FlowId): Promise<SurveyState> {
  const survey = await loadFlowVisitSurvey(deps.db, patientId, flow);
  const definition = definitionInUse(deps.registry, survey.surveyId, survey.stored?.context);
  return stateOf(deps.db, survey, definition, survey.stored);
}

/** Saves (or, with `complete`, completes) a flow's survey for a signed-in patient. */
export async function saveFlowSurvey(
  deps: SurveyDeps,
  patientId: number,
  flow: FlowId,
  body: { context: string; responses: SurveyResponseInput[]; complete: boolean },
  now = new Date(),
): Promise<SurveyState> {
  const survey = await loadFlowVisitSurvey(deps.db, patientId, flow);
  return body.complete
    ? completeAnswers(deps, survey, body.context, body.responses, now)
    : saveAnswers(deps, survey, body.context, body.responses, now);
}

/**
 * Moves a visitor's answers into the visit (after registration): merged over what the visit
 * holds, and completed when the visitor had completed them and they still pass every check here
 * (the photo check needs the visit). Answers for another version than the visit's are dropped.
 */
export async function adoptDraftAnswers(
  deps: SurveyDeps,
  patientId: number,
  flow: FlowId,
  draft: { context: string; answers: StoredAnswers; completedAt: string | null },
  now = new Date(),
): Promise<void> {
  const survey = await loadFlowVisitSurvey(deps.db, patientId, flow);
  const definition = definitionInUse(deps.registry, survey.surveyId, survey.stored?.context);
  if (survey.visit.completedAt !== null || surveyContext(definition) !== draft.context) {
    return;
  }
  const inputs = Object.values(draft.answers).map((entry) => ({ question: entry.question, answer: entry.answer, answeredAt: entry.answeredAt }));
  const merged = await inUnitOfWork(deps, true, async (unit) => {
    const row = await mergeAnswers(unit.db, rowKey(survey, definition), checkedEntries(definition, inputs, now));
    await afterWrite(unit, survey, definition, row);
    return row;
  });
  if (draft.completedAt === null) {
    return;
  }
  try {
    await completeAnswers(deps, { ...survey, stored: merged }, draft.context, Object.values(merged.answers), now);
  } catch (error) {
    // Not complete after all (e.g. a photo answer): the answers stay saved and the quiz asks again.
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') {
      throw error;
    }
  }
}

/** A visit's answers so far, as its view lists them (question id and values), from its newest survey row. */
export async function readVisitAnswers(db: Db, visitId: number): Promise<ReturnType<typeof visitAnswerViews>> {
  const [row] = await findVisitSurveyRows(db, visitId);
  return visitAnswerViews(row?.answers);
}

/** Health history items from the patient's newest completed survey (000 §3). */
export async function readHealthHistory(deps: SurveyDeps, patientId: number): Promise<HealthHistoryItem[]> {
  await getSignedInPatient(deps.db, patientId);
  const row = await findNewestCompletedSurvey(deps.db, patientId);
  const definition = row ? deps.registry.find(row.surveyId, row.surveyVersion) : undefined;
  return row && definition ? deriveHealthHistory(definition, toAnswerMap(row.answers)) : [];
}

/**
 * The answers of the patient's newest completed survey of a treatment category, in its questions'
 * order (000 §3 "Saved response entry"): what a resubscription starts from (ADR 111).
 */
export async function readNewestCompletedResponses(deps: SurveyDeps, patientId: number, treatmentCategory: number): Promise<SavedResponseEntry[]> {
  const row = await findNewestCompletedSurveyOfCategory(deps.db, patientId, treatmentCategory);
  if (!row) {
    return [];
  }
  const definition = deps.registry.find(row.surveyId, row.surveyVersion);
  const order = definition ? listQuestions(definition).map((question) => question.id) : [];
  return Object.values(row.answers).sort((a, b) => order.indexOf(a.question) - order.indexOf(b.question));
}

/** The patient's formulas, for the previous-formula question. */
export async function listFormulas(db: Db, patientId: number): Promise<Formula[]> {
  await getSignedInPatient(db, patientId);
  const rows = await findFormulasOfPatient(db, patientId);
  return rows.map((row) => ({ id: row.id, name: row.name, ingredients: row.ingredients, conditions: row.conditions }));
}

// Enough rows for every survey a patient takes before buying (sign-up, new treatment, updates).
const ROUTINE_SURVEY_ROWS = 10;

/**
 * What the recommended routine is drawn from (001 §2.1): the patient's saved answers, newest
 * survey first, and the conditions of their formulas.
 */
export async function readRoutineAnswers(db: Db, patientId: number): Promise<RoutineAnswers> {
  const [answerRows, formulaRows] = await Promise.all([
    findNewestAnswersOfPatient(db, patientId, ROUTINE_SURVEY_ROWS),
    findFormulasOfPatient(db, patientId),
  ]);
  const entries = answerRows.flatMap((answers) => Object.values(answers));
  // Newest formula first, like the answers.
  return routineAnswersOf(entries, [...formulaRows].reverse().flatMap((row) => row.conditions));
}
