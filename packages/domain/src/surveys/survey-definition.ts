import { z } from 'zod';
import { SURVEY_AUTO_ADVANCE_MS } from '../constants/limits';
import { PHOTO_PERSPECTIVES } from '../photos/photo-types';
import { toSameSitePath } from '../validation/same-site-path';
import { MESSAGES } from '../messages/en';
import { checkDefinitionReferences } from './definition-references';
import { QUESTION_TYPES, SURVEY_INELIGIBLE_REASONS, TEXT_ANSWER_MAX_LENGTH } from './survey-shape';

/** Version of the definition format itself (`metadata.schema`); bump it when this file changes shape. */
export const SURVEY_DEFINITION_SCHEMA_VERSION = 1;

/** Survey engines a definition can be written for (000 §3 `provider`); we run our own. */
export const SURVEY_PROVIDERS = ['teleskin'] as const;

/**
 * `state` of a definition version (ours: the spec names the field only). A retired version is never
 * served to a new visit but still validates the answers stored under it.
 */
export const SURVEY_STATES = ['published', 'retired'] as const;

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const KEBAB = /^[a-z][a-z0-9-]*$/;
const IdentifierSchema = z.string().regex(IDENTIFIER).max(80);
const TextSchema = z.string().trim().min(1).max(1000);
const LongTextSchema = z.string().trim().min(1).max(5000);
const AssetPathSchema = z
  .string()
  .max(300)
  .refine((value) => toSameSitePath(value) === value, 'must be a path on this site');

export const ChoiceSchema = z.strictObject({
  value: IdentifierSchema,
  text: TextSchema,
  inputIcon: z.string().regex(KEBAB).optional(),
  /** A second icon, shown when the option is selected. */
  inputIcon2: z.string().regex(KEBAB).optional(),
  description: TextSchema.optional(),
  /** Shown under the list once this option is chosen. */
  selectionText: TextSchema.optional(),
  /** Choosing it unselects every other option ("None of these"), and choosing another unselects it. */
  clearOtherValues: z.boolean().default(false),
  /** Id of one of the question's `categories`. */
  category: IdentifierSchema.optional(),
  /** A web component the option stands for (e.g. a follow-up widget); the runner decides. */
  component: z.string().regex(KEBAB).optional(),
  orderBelowAge35: z.int().min(0).optional(),
  orderAboveAge35: z.int().min(0).optional(),
  imageLink: AssetPathSchema.optional(),
});
export type Choice = z.output<typeof ChoiceSchema>;

export const TextValidatorSchema = z.strictObject({
  type: z.literal('regex'),
  pattern: z.string().min(1).max(500).refine(isCompilableRegex, 'must be a valid regular expression'),
  message: TextSchema.default(MESSAGES.textInput.invalid),
});
export type TextValidator = z.output<typeof TextValidatorSchema>;

/** Shown only when the answer to an earlier question includes any of `anyOf`. */
export const VisibleIfSchema = z.strictObject({
  question: IdentifierSchema,
  anyOf: z.array(IdentifierSchema).min(1),
});
export type VisibleIf = z.output<typeof VisibleIfSchema>;

/** The patient cannot be treated when their answer includes any of `answers`. */
export const IneligibleIfSchema = z.strictObject({
  answers: z.array(IdentifierSchema).min(1),
  reason: z.enum(SURVEY_INELIGIBLE_REASONS),
});
export type IneligibleIf = z.output<typeof IneligibleIfSchema>;

/** The patient belongs in another flow when their answer includes any of `answers`. */
export const RedirectIfSchema = z.strictObject({
  answers: z.array(IdentifierSchema).min(1),
  path: AssetPathSchema,
});
export type RedirectIf = z.output<typeof RedirectIfSchema>;

export const QuestionCategorySchema = z.strictObject({ id: IdentifierSchema, title: TextSchema });

/** One photo type asked for by a photo-upload question. */
export const SurveyPhotoSchema = z.strictObject({
  perspective: z.enum(PHOTO_PERSPECTIVES),
  required: z.boolean(),
});

export const QuestionSchema = z.strictObject({
  id: IdentifierSchema,
  type: z.enum(QUESTION_TYPES),
  title: TextSchema,
  description: LongTextSchema.optional(),
  isRequired: z.boolean().default(false),
  /** What the answer means clinically (`allergies`, `pregnancy_status`), independent of wording. */
  semanticMeaning: IdentifierSchema.optional(),
  hideNavigation: z.boolean().default(false),
  hideBackNavigation: z.boolean().default(false),
  photoData: z.array(SurveyPhotoSchema).min(1).optional(),
  /** The page's own text for Next. */
  ctaButtonText: TextSchema.optional(),
  /** Explanatory text shown with the question. */
  content: LongTextSchema.optional(),
  descriptionOrientation: z.enum(['above', 'below']).default('below'),
  descriptionImage: z.strictObject({ src: AssetPathSchema, alt: TextSchema }).optional(),
  optionOrientation: z.enum(['vertical', 'horizontal']).default('vertical'),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  /** A part of the title shown emphasised; it must occur in the title. */
  titleHighlight: TextSchema.optional(),
  phoneVerificationTitle: TextSchema.optional(),
  disclaimer: LongTextSchema.optional(),
  categories: z.array(QuestionCategorySchema).min(1).optional(),
  choices: z.array(ChoiceSchema).min(1).optional(),
  validators: z.array(TextValidatorSchema).optional(),
  maxLength: z.int().min(1).max(TEXT_ANSWER_MAX_LENGTH).default(TEXT_ANSWER_MAX_LENGTH),
  visibleIf: VisibleIfSchema.optional(),
  ineligibleIf: IneligibleIfSchema.optional(),
  redirectIf: RedirectIfSchema.optional(),
});
export type Question = z.output<typeof QuestionSchema>;

/** One question per page (000 §2). */
export const SurveyPageSchema = z.strictObject({ questions: z.tuple([QuestionSchema]) });
export type SurveyPage = z.output<typeof SurveyPageSchema>;

export const SurveyDefinitionSchema = z
  .strictObject({
    provider: z.enum(SURVEY_PROVIDERS),
    id: z.string().regex(KEBAB).max(80),
    /** Responses are stored under the context `{group}-v{version}`. */
    group: z.string().regex(KEBAB).max(80),
    version: z.int().min(1),
    metadata: z.strictObject({ schema: z.literal(SURVEY_DEFINITION_SCHEMA_VERSION) }),
    state: z.enum(SURVEY_STATES),
    /** Whether the runner pre-fills from the patient's latest answers in the same group. */
    previousResponses: z.boolean().default(false),
    autoAdvanceDelay: z.int().min(0).max(10_000).default(SURVEY_AUTO_ADVANCE_MS),
    title: TextSchema,
    pages: z.array(SurveyPageSchema).min(1),
  })
  .superRefine(checkDefinitionReferences);

/** A survey as written (defaults not yet applied). */
export type SurveyDefinitionInput = z.input<typeof SurveyDefinitionSchema>;
/** A checked survey, defaults applied. */
export type SurveyDefinition = z.output<typeof SurveyDefinitionSchema>;

function isCompilableRegex(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
