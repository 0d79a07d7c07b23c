import type { Question, SurveyDefinition } from './survey-definition';

/** One answer: a string (one option or free text) or a list of options. */
export type AnswerValue = string | string[];

/** Answers keyed by question id. */
export type SurveyAnswers = Record<string, AnswerValue>;

/**
 * A saved response entry (000 §3): the question id, the answer, the text the patient saw for it,
 * the question's semantic meaning and when it was answered. Checked by `SavedResponseEntrySchema`.
 */
export interface SavedResponseEntry {
  question: string;
  answer: AnswerValue;
  text?: string | undefined;
  semanticMeaning?: string | undefined;
  answeredAt: string;
}

/** Whether an answer counts as given: a non-blank string or a non-empty list. */
export function isAnswered(value: AnswerValue | undefined): value is AnswerValue {
  if (value === undefined) {
    return false;
  }
  return typeof value === 'string' ? value.trim() !== '' : value.length > 0;
}

/** The answer as a list of values, whatever its shape. */
export function answerValues(value: AnswerValue | undefined): string[] {
  if (value === undefined) {
    return [];
  }
  return typeof value === 'string' ? [value] : value;
}

/**
 * Indexes of the pages shown for these answers, in order. A condition on a hidden question is
 * false, so hiding a question also hides the questions that depend on it.
 */
export function visiblePageIndexes(definition: Pick<SurveyDefinition, 'pages'>, answers: SurveyAnswers): number[] {
  const visibleIds = new Set<string>();
  const indexes: number[] = [];
  definition.pages.forEach((page, index) => {
    const question = page.questions[0];
    const condition = question.visibleIf;
    const isVisible =
      condition === undefined ||
      (visibleIds.has(condition.question) &&
        answerValues(answers[condition.question]).some((value) => condition.anyOf.includes(value)));
    if (isVisible) {
      visibleIds.add(question.id);
      indexes.push(index);
    }
  });
  return indexes;
}

/** The questions shown for these answers, in page order. */
export function visibleQuestions(definition: Pick<SurveyDefinition, 'pages'>, answers: SurveyAnswers): Question[] {
  return visiblePageIndexes(definition, answers).flatMap((index) => definition.pages[index]?.questions ?? []);
}

/**
 * The page a returning patient opens on: the first visible page without an answer, or the last
 * visible page when every visible question is answered.
 */
export function resumePageIndex(definition: Pick<SurveyDefinition, 'pages'>, answers: SurveyAnswers): number {
  const indexes = visiblePageIndexes(definition, answers);
  const open = indexes.find((index) => !isAnswered(answers[definition.pages[index]?.questions[0].id ?? '']));
  return open ?? indexes[indexes.length - 1] ?? 0;
}
