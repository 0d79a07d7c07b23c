import { z } from 'zod';
import type { AnswerValue, SavedResponseEntry, SurveyAnswers } from './survey-answers';
import { TEXT_ANSWER_MAX_LENGTH } from './survey-shape';

// The zod schemas of answers, for the API's request checks; the browser's runner needs only the
// plain types and helpers of survey-answers.ts.

/** Most options one answer can hold (ours); no question of ours offers this many. */
export const ANSWER_MAX_VALUES = 50;

/**
 * One answer as sent by the browser: a string (one option or free text) or a list of options.
 * Only the shape is checked here; whether it fits the question is `validateAnswers`'s job.
 */
export const AnswerValueSchema = z.union([
  z.string().max(TEXT_ANSWER_MAX_LENGTH),
  z.array(z.string().max(100)).max(ANSWER_MAX_VALUES),
]) satisfies z.ZodType<AnswerValue>;

/** Answers keyed by question id. */
export const SurveyAnswersSchema = z.record(z.string().max(80), AnswerValueSchema) satisfies z.ZodType<SurveyAnswers>;

/**
 * A saved response entry (000 §3): the question id, the answer, the text the patient saw for it,
 * the question's semantic meaning and when it was answered.
 */
export const SavedResponseEntrySchema = z.strictObject({
  question: z.string().max(80),
  answer: AnswerValueSchema,
  text: z.string().max(TEXT_ANSWER_MAX_LENGTH).optional(),
  semanticMeaning: z.string().max(80).optional(),
  answeredAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<SavedResponseEntry>;
