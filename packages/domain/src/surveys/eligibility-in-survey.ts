import { answerValues, visibleQuestions, type SurveyAnswers } from './survey-answers';
import type { Question, SurveyDefinition } from './survey-definition';
import type { SurveyIneligibleReason } from './survey-shape';

/** How long the runner shows loading after the hair-growth answer before redirecting (000 §4). */
export const HAIR_GROWTH_LOADING_MS = 10_000;

export type SurveyOutcome =
  | { kind: 'continue' }
  | { kind: 'ineligible'; reason: SurveyIneligibleReason; questionId: string }
  | { kind: 'redirect'; path: string; questionId: string };

function hasAnyOf(answers: SurveyAnswers, question: Question, values: readonly string[]): boolean {
  return answerValues(answers[question.id]).some((value) => values.includes(value));
}

/**
 * What the answers so far mean for the patient's path: ineligible (e.g. pregnant, nursing or
 * planning a pregnancy → `ineligible_obgyn`; hair loss not on the scalp →
 * `ineligible_hair_loss_location`), sent to another flow, or carry on. Only visible questions
 * count. Ineligibility wins over a redirect wherever it appears, so a redirect can never take a
 * patient past a safety stop.
 */
export function evaluateSurveyOutcome(definition: SurveyDefinition, answers: SurveyAnswers): SurveyOutcome {
  const questions = visibleQuestions(definition, answers);
  for (const question of questions) {
    if (question.ineligibleIf && hasAnyOf(answers, question, question.ineligibleIf.answers)) {
      return { kind: 'ineligible', reason: question.ineligibleIf.reason, questionId: question.id };
    }
  }
  for (const question of questions) {
    if (question.redirectIf && hasAnyOf(answers, question, question.redirectIf.answers)) {
      return { kind: 'redirect', path: question.redirectIf.path, questionId: question.id };
    }
  }
  return { kind: 'continue' };
}

/** Whether answering this question must be checked on the server before the patient goes on. */
export function isEligibilityQuestion(question: Question): boolean {
  return question.ineligibleIf !== undefined || question.redirectIf !== undefined;
}
