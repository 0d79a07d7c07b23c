/**
 * The parts of the survey model that the runner needs at run time, without zod: question types,
 * answer kinds and page helpers. The schemas in survey-definition.ts build on them; keeping them
 * apart keeps zod out of the browser's survey chunk.
 */

/** Answer styles of 000 §2 and the custom question types. */
export const QUESTION_TYPES = [
  'radio-list',
  'icon-radio',
  'image-picker',
  'checkbox-list',
  'text-input',
  'is-information-accurate',
  'phone-number-verification',
  'photo-upload',
  'previous-formula',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How an answer of each type is shaped: one option, several options or free text. */
export type AnswerKind = 'single' | 'multiple' | 'text';
export const ANSWER_KIND: Record<QuestionType, AnswerKind> = {
  'radio-list': 'single',
  'icon-radio': 'single',
  'image-picker': 'single',
  'checkbox-list': 'multiple',
  'text-input': 'text',
  'is-information-accurate': 'single',
  'phone-number-verification': 'text',
  'photo-upload': 'multiple',
  'previous-formula': 'single',
};

/** Ineligibility reasons a survey answer can cause (000 §4 "Eligibility in surveys"). */
export const SURVEY_INELIGIBLE_REASONS = ['ineligible_obgyn', 'ineligible_hair_loss_location'] as const;
export type SurveyIneligibleReason = (typeof SURVEY_INELIGIBLE_REASONS)[number];

/** Longest free-text answer we store (ours): enough for a medication list, small enough to bound a request. */
export const TEXT_ANSWER_MAX_LENGTH = 2000;

/** The questions of a definition in page order. */
export function listQuestions<Q>(definition: { pages: readonly { questions: readonly [Q] }[] }): Q[] {
  return definition.pages.map((page) => page.questions[0]);
}

/** The question with this id, or undefined. */
export function findQuestion<Q extends { id: string }>(
  definition: { pages: readonly { questions: readonly [Q] }[] },
  questionId: string,
): Q | undefined {
  return listQuestions(definition).find((question) => question.id === questionId);
}
