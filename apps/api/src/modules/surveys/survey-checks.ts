import type { SurveyOutcomeView, SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { checkAnswer, validateAnswers, evaluateSurveyOutcome, type SurveyOutcome, FLOW_SURVEY_IDS, choicesOf, answerValues, isAnswered, visibleQuestions, type SavedResponseEntry, type SurveyAnswers, type Question, type SurveyDefinition, ANSWER_KIND, TEXT_ANSWER_MAX_LENGTH, listQuestions, type QuestionType, type SurveyRegistry } from '@app/domain/surveys';
import { AppError, validationError } from '../../errors';

// The survey rules shared by the visit routes and the anonymous (session) drafts. No database here.

/** What the surveys module needs of a registry; tests pass one where versions were retired. */
export type SurveyLookup = Pick<SurveyRegistry, 'find' | 'findByContext' | 'findCurrent'>;

export type StoredAnswers = Record<string, SavedResponseEntry>;

/** How far in the future a browser's `answeredAt` may be (clock skew) before the server's time replaces it. */
export const ANSWERED_AT_MAX_SKEW_MS = 5 * 60_000;

/** A visit's answers as its view lists them: question id and values. */
export function visitAnswerViews(answers: StoredAnswers | null | undefined): { question: { id: string }; value: string[] }[] {
  return answers ? Object.values(answers).map((entry) => ({ question: { id: entry.question }, value: answerValues(entry.answer) })) : [];
}

/** The survey id a flow's quiz asks, or a 404 for a flow without one. */
export function surveyIdOfFlow(flow: FlowId): string {
  const id = FLOW_SURVEY_IDS[flow];
  if (id === undefined) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return id;
}

/** The definition stored answers were given under, or the current one when nothing is stored yet. */
export function definitionInUse(registry: SurveyLookup, surveyId: string, storedContext: string | undefined): SurveyDefinition {
  const definition = storedContext === undefined ? registry.findCurrent(surveyId) : registry.findByContext(storedContext);
  if (!definition) {
    throw new AppError('NOT_FOUND', MESSAGES.survey.unknownSurvey);
  }
  return definition;
}

/**
 * The definition a save names by its context. It must be the flow's survey, in the version the
 * visit's answers already use (or, with none yet, the current published one): answers keep the
 * version they were given under, and a retired version is never started.
 */
export function resolveContext(
  registry: SurveyLookup,
  surveyId: string,
  context: string,
  storedContext: string | undefined,
): SurveyDefinition {
  const named = registry.findByContext(context);
  const expected = storedContext === undefined ? registry.findCurrent(surveyId) : registry.findByContext(storedContext);
  const isExpected = named !== undefined && expected !== undefined && named.id === expected.id && named.version === expected.version;
  if (!isExpected || named.id !== surveyId) {
    throw validationError({ context: [MESSAGES.survey.unknownSurvey] });
  }
  return named;
}

/**
 * The version a save names by its context, and whether it is the survey's current one. Only the
 * current version may start a visit's answers; an older one may only continue answers already
 * stored under it (the repository holds that line in its write, see `mergeAnswersOfVersion`).
 */
export function namedVersion(registry: SurveyLookup, surveyId: string, context: string): { definition: SurveyDefinition; isCurrent: boolean } {
  const named = registry.findByContext(context);
  if (named === undefined || named.id !== surveyId) {
    throw validationError({ context: [MESSAGES.survey.unknownSurvey] });
  }
  const current = registry.findCurrent(surveyId);
  return { definition: named, isCurrent: current !== undefined && current.version === named.version };
}

/** The browser's time of answering, or the server's when that is unparsable or too far ahead. */
export function clampAnsweredAt(answeredAt: string, now: Date): string {
  const given = Date.parse(answeredAt);
  if (Number.isNaN(given) || given > now.getTime() + ANSWERED_AT_MAX_SKEW_MS) {
    return now.toISOString();
  }
  return new Date(given).toISOString();
}

/** The words the patient saw for an answer: the option texts, or what they typed. */
function answerText(question: Question, answer: SavedResponseEntry['answer']): string {
  if (ANSWER_KIND[question.type] === 'text') {
    return typeof answer === 'string' ? answer : '';
  }
  const options = choicesOf(question);
  const words = answerValues(answer).map((value) => options.find((option) => option.value === value)?.text ?? value);
  return words.join(', ').slice(0, TEXT_ANSWER_MAX_LENGTH);
}

/** A stored entry built by the server from the definition, never from words the browser sent. */
function toEntry(question: Question, input: SurveyResponseInput, now: Date): SavedResponseEntry {
  return {
    question: question.id,
    answer: input.answer,
    text: answerText(question, input.answer),
    ...(question.semanticMeaning === undefined ? {} : { semanticMeaning: question.semanticMeaning }),
    answeredAt: clampAnsweredAt(input.answeredAt, now),
  };
}

/** The answers as the domain rules take them: values keyed by question id. */
export function toAnswerMap(stored: StoredAnswers): SurveyAnswers {
  return Object.fromEntries(Object.values(stored).map((entry) => [entry.question, entry.answer]));
}

/**
 * Checks answers given for autosave (each on its own, no completeness) and builds their entries.
 * Any problem refuses the whole request with 422, so nothing is stored.
 */
export function checkedEntries(definition: SurveyDefinition, inputs: readonly SurveyResponseInput[], now: Date): StoredAnswers {
  const answers: SurveyAnswers = Object.fromEntries(inputs.map((input) => [input.question, input.answer]));
  const validation = validateAnswers(definition, answers);
  if (!validation.ok) {
    throw validationError(validation.fieldErrors);
  }
  const entries: StoredAnswers = {};
  for (const input of inputs) {
    const question = listQuestions(definition).find((candidate) => candidate.id === input.question);
    if (question) {
      entries[question.id] = toEntry(question, input, now);
    }
  }
  return entries;
}

export interface CompletedAnswers {
  /** The answers to visible questions only: answers to hidden ones are dropped. */
  entries: StoredAnswers;
  outcome: SurveyOutcome;
  /** The perspectives of answered photo-upload questions, by question id, for the photo check. */
  photoAnswers: { questionId: string; perspectives: string[] }[];
}

/**
 * The completion checks on the full answer set: every answer must fit, and, unless the answers
 * make the patient ineligible (then they are kept so the ineligibility is on record), every
 * required visible question must be answered.
 */
export function checkCompletion(definition: SurveyDefinition, inputs: readonly SurveyResponseInput[], now: Date): CompletedAnswers {
  const all = checkedEntries(definition, inputs, now);
  const answers = toAnswerMap(all);
  const visible = visibleQuestions(definition, answers);
  const entries: StoredAnswers = {};
  for (const question of visible) {
    const entry = all[question.id];
    if (entry) {
      entries[question.id] = entry;
    }
  }
  const outcome = evaluateSurveyOutcome(definition, toAnswerMap(entries));
  if (outcome.kind !== 'ineligible') {
    const completeness = validateAnswers(definition, toAnswerMap(entries), { checkCompleteness: true });
    if (!completeness.ok) {
      throw validationError(completeness.fieldErrors);
    }
  }
  const photoAnswers = visible
    .filter((question) => question.type === 'photo-upload' && entries[question.id] !== undefined)
    .map((question) => ({ questionId: question.id, perspectives: answerValues(entries[question.id]?.answer) }));
  return { entries, outcome, photoAnswers };
}

/** Refuses completion when a photo-upload answer names a photo type the visit has no photo of. */
export function checkPhotoAnswers(photoAnswers: CompletedAnswers['photoAnswers'], perspectivesOnVisit: readonly string[]): void {
  const missing = photoAnswers.filter((answer) => answer.perspectives.some((perspective) => !perspectivesOnVisit.includes(perspective)));
  if (missing.length > 0) {
    throw validationError(Object.fromEntries(missing.map((answer) => [answer.questionId, [MESSAGES.photos.requiredMissing]])));
  }
}

/** The outcome as the browser gets it: the ineligible page of the flow's category, or a redirect. */
export function toOutcomeView(outcome: SurveyOutcome, flow: FlowId): SurveyOutcomeView {
  switch (outcome.kind) {
    case 'continue':
      return { kind: 'continue' };
    case 'ineligible':
      return {
        kind: 'ineligible',
        reason: outcome.reason,
        userMessage: INELIGIBLE_USER_MESSAGES[outcome.reason],
        path: `/ineligible/${outcome.reason}?category=${FLOWS[flow].category}`,
      };
    case 'redirect':
      return { kind: 'redirect', path: outcome.path };
  }
}

/**
 * Question types whose earlier answers are never offered again: the patient confirms their
 * information each time, and photos belong to the visit they were taken for.
 */
const NOT_CARRIED_OVER: readonly QuestionType[] = ['is-information-accurate', 'photo-upload'];

/**
 * Earlier answers (another version of the same group) that still fit this version: the question
 * exists here and the answer passes its checks. Their words are rebuilt from this version.
 */
export function carriedOverResponses(definition: SurveyDefinition, earlier: StoredAnswers): SavedResponseEntry[] {
  const carried: SavedResponseEntry[] = [];
  for (const question of listQuestions(definition)) {
    const entry = earlier[question.id];
    const fits = entry !== undefined && isAnswered(entry.answer) && checkAnswer(question, entry.answer) === undefined;
    if (fits && !NOT_CARRIED_OVER.includes(question.type)) {
      carried.push(toEntry(question, entry, new Date()));
    }
  }
  return carried;
}

/** The runner's state for stored answers of one definition version. */
export function buildSurveyState(input: {
  definition: SurveyDefinition;
  context: string;
  stored: StoredAnswers;
  completedAt: string | null;
  flow: FlowId;
  patientAge: number | null;
  nextPath: string;
  previousResponses?: SavedResponseEntry[];
}): SurveyState {
  const { definition, stored } = input;
  const order = listQuestions(definition).map((question) => question.id);
  const responses = Object.values(stored).sort((a, b) => order.indexOf(a.question) - order.indexOf(b.question));
  return {
    surveyId: definition.id,
    version: definition.version,
    context: input.context,
    definition,
    responses,
    previousResponses: input.previousResponses ?? [],
    outcome: toOutcomeView(evaluateSurveyOutcome(definition, toAnswerMap(stored)), input.flow),
    completedAt: input.completedAt,
    patientAge: input.patientAge,
    nextPath: input.nextPath,
  };
}
