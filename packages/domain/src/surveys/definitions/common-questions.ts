import type { SurveyDefinitionInput } from '../survey-definition';

/** A page as written in a definition. */
export type PageInput = SurveyDefinitionInput['pages'][number];
type QuestionInput = PageInput['questions'][0];

/** A page holding one question (000 §2: one question per page). */
export function page(question: QuestionInput): PageInput {
  return { questions: [question] };
}

const YES_NO = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
];

/** Anything in at least two letters: a name, not a stray character (the default message applies). */
const WORDS_VALIDATOR = { type: 'regex', pattern: '\\p{L}{2,}' } as const;

/**
 * Sex at birth and pregnancy: prescription retinoids (tretinoin), spironolactone, finasteride and
 * oral minoxidil can harm a pregnancy or a nursing baby, so any of the three ends the visit with
 * `ineligible_obgyn`. Asked of everyone who could be pregnant, not only of women.
 */
export function pregnancyPages(prefix = ''): PageInput[] {
  return [
    page({
      id: `${prefix}sex_at_birth`,
      type: 'radio-list',
      title: 'What sex were you assigned at birth?',
      description: 'Some treatments are not safe during pregnancy, so your provider needs to know.',
      semanticMeaning: 'sex_at_birth',
      isRequired: true,
      choices: [
        { value: 'female', text: 'Female' },
        { value: 'male', text: 'Male' },
        { value: 'intersex', text: 'Intersex' },
      ],
    }),
    page({
      id: `${prefix}pregnancy_status`,
      type: 'checkbox-list',
      title: 'Are you pregnant, nursing, or planning to become pregnant in the next 12 months?',
      titleHighlight: 'pregnant, nursing, or planning to become pregnant',
      semanticMeaning: 'pregnancy_status',
      isRequired: true,
      visibleIf: { question: `${prefix}sex_at_birth`, anyOf: ['female', 'intersex'] },
      choices: [
        { value: 'pregnant', text: 'I am pregnant' },
        { value: 'nursing', text: 'I am nursing' },
        { value: 'planning_pregnancy', text: 'I am planning to become pregnant' },
        { value: 'none', text: 'None of these apply to me', clearOtherValues: true },
      ],
      ineligibleIf: { answers: ['pregnant', 'nursing', 'planning_pregnancy'], reason: 'ineligible_obgyn' },
    }),
  ];
}

/** A yes/no question followed, on yes, by a required free-text follow-up. */
function yesNoWithDetails(
  id: string,
  meaning: string,
  title: string,
  detailsTitle: string,
  detailsDescription: string,
): PageInput[] {
  return [
    page({ id, type: 'radio-list', title, semanticMeaning: meaning, isRequired: true, choices: YES_NO }),
    page({
      id: `${id}_details`,
      type: 'text-input',
      title: detailsTitle,
      description: detailsDescription,
      semanticMeaning: `${meaning}_details`,
      isRequired: true,
      visibleIf: { question: id, anyOf: ['yes'] },
      validators: [WORDS_VALIDATOR],
    }),
  ];
}

/** Current medications, prescription and over the counter, with names and doses. */
export function medicationPages(prefix = ''): PageInput[] {
  return yesNoWithDetails(
    `${prefix}current_medications`,
    'current_medications',
    'Do you currently take any medications or supplements?',
    'Which medications and supplements do you take?',
    'Include prescriptions, over-the-counter products, vitamins and supplements, with the dose if you know it.',
  );
}

/** Allergies to medications, ingredients or foods, and what happened. */
export function allergyPages(prefix = ''): PageInput[] {
  return yesNoWithDetails(
    `${prefix}allergies`,
    'allergies',
    'Do you have any allergies?',
    'What are you allergic to?',
    'List medications, skincare ingredients or foods, and the reaction you had.',
  );
}

/** Conditions that change what a provider can safely prescribe for the skin. */
export function skinMedicalConditionsPage(prefix = ''): PageInput {
  return page({
    id: `${prefix}medical_conditions`,
    type: 'checkbox-list',
    title: 'Do you have any of these medical conditions?',
    semanticMeaning: 'medical_conditions',
    isRequired: true,
    choices: [
      { value: 'eczema', text: 'Eczema or atopic dermatitis' },
      { value: 'psoriasis', text: 'Psoriasis' },
      { value: 'rosacea', text: 'Rosacea' },
      { value: 'lupus', text: 'Lupus or another autoimmune condition' },
      { value: 'skin_cancer', text: 'Skin cancer, now or in the past' },
      { value: 'photosensitivity', text: 'Sensitivity to sunlight' },
      { value: 'none', text: 'None of these', clearOtherValues: true },
    ],
  });
}

/** Conditions that matter for finasteride and minoxidil. */
export function hairMedicalConditionsPage(prefix = ''): PageInput {
  return page({
    id: `${prefix}medical_conditions`,
    type: 'checkbox-list',
    title: 'Do you have any of these medical conditions?',
    semanticMeaning: 'medical_conditions',
    isRequired: true,
    choices: [
      { value: 'low_blood_pressure', text: 'Low blood pressure' },
      { value: 'heart_disease', text: 'Heart disease or an irregular heartbeat' },
      { value: 'liver_disease', text: 'Liver disease' },
      { value: 'kidney_disease', text: 'Kidney disease' },
      { value: 'prostate_cancer', text: 'Prostate cancer, now or in the past' },
      { value: 'breast_cancer', text: 'Breast cancer, now or in the past' },
      { value: 'depression', text: 'Depression' },
      { value: 'none', text: 'None of these', clearOtherValues: true },
    ],
  });
}

/** The page, shown only when `question` was answered with any of `anyOf`. */
export function showWhen(input: PageInput, question: string, anyOf: string[]): PageInput {
  return { questions: [{ ...input.questions[0], visibleIf: { question, anyOf } }] };
}
