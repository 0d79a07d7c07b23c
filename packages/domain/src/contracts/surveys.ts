import { z } from 'zod';
import { INELIGIBLE_REASONS } from '../constants/ineligible-reasons';
import { SavedResponseEntrySchema, AnswerValueSchema } from '../surveys/answer-schemas';
import { SurveyDefinitionSchema } from '../surveys/survey-definition';

/** `{group}-v{version}` (001 §7.3); resolved by the survey registry. */
export const SurveyContextSchema = z.string().regex(/^[a-z][a-z0-9-]*-v\d{1,4}$/).max(90);

/**
 * One answer as the browser sends it. The server adds the option texts and the semantic meaning
 * from the definition itself, so a stored entry never carries words the patient was not shown.
 */
export const SurveyResponseInputSchema = z.strictObject({
  question: z.string().max(80),
  answer: AnswerValueSchema,
  answeredAt: z.iso.datetime({ offset: true }),
});
export type SurveyResponseInput = z.infer<typeof SurveyResponseInputSchema>;

/** `POST /api/visits/{uuid}/response`: one answer, saved as soon as it is given. */
export const SaveOneResponseBodySchema = z.strictObject({
  context: SurveyContextSchema,
  response: SurveyResponseInputSchema,
});

/** `POST /api/visits/{uuid}/responses`: every answer, completing the survey (001 §7.3). */
export const SaveResponsesBodySchema = z.strictObject({
  context: SurveyContextSchema,
  responses: z.array(SurveyResponseInputSchema).max(200),
});

/**
 * `POST /api/surveys/{flow}/{step}/responses`: answers given at a flow's step, before or after the
 * account exists; `complete` asks for the completion checks (ours: the spec shows no body).
 */
export const SaveFlowResponsesBodySchema = SaveResponsesBodySchema.extend({ complete: z.boolean().default(false) });

/** What the answers so far mean for the patient's path (ours). */
export const SurveyOutcomeViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('continue') }),
  z.object({
    kind: z.literal('ineligible'),
    reason: z.enum(INELIGIBLE_REASONS),
    userMessage: z.string(),
    /** The ineligible route of the flow's category. */
    path: z.string(),
  }),
  z.object({ kind: z.literal('redirect'), path: z.string() }),
]);
export type SurveyOutcomeView = z.infer<typeof SurveyOutcomeViewSchema>;

/** A survey as the runner needs it: the definition version, the saved answers and their outcome. */
export const SurveyStateSchema = z.object({
  surveyId: z.string(),
  version: z.number().int(),
  context: z.string(),
  definition: SurveyDefinitionSchema,
  responses: z.array(SavedResponseEntrySchema),
  /**
   * For a definition with `previousResponses` and a visit without saved answers: the patient's
   * latest completed answers of the same survey group that still fit this version, offered as
   * starting values (never as saved answers). Empty otherwise.
   */
  previousResponses: z.array(SavedResponseEntrySchema).default([]),
  outcome: SurveyOutcomeViewSchema,
  completedAt: z.string().nullable(),
  /** The patient's age in years, for option ordering (`orderBelowAge35`); null before it is known. */
  patientAge: z.number().int().nullable(),
  /** Where the patient goes once the survey is completed: the flow's next step. */
  nextPath: z.string(),
});
export type SurveyState = z.infer<typeof SurveyStateSchema>;
export const SurveyStateResponseSchema = z.object({ data: SurveyStateSchema });

/** A health history item (000 §3). */
export const HealthHistoryItemSchema = z.object({ title: z.string(), value: z.string(), questionName: z.string() });
export const HealthHistoryResponseSchema = z.object({ data: z.array(HealthHistoryItemSchema) });

/** One of the patient's formulas, for the previous-formula question (000 §2). */
export const FormulaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ingredients: z.array(z.object({ name: z.string(), strength: z.string() })),
  conditions: z.array(z.string()),
});
export type Formula = z.infer<typeof FormulaSchema>;
export const FormulaListResponseSchema = z.object({ data: z.array(FormulaSchema) });
