import { MESSAGES } from '../messages/en';

/**
 * The parts of a question that decide its options. Structural, so the definition schema can use
 * these helpers while it is being checked without an import cycle.
 */
export interface QuestionOptionsSource {
  type: string;
  choices?: readonly { value: string; text: string }[] | undefined;
  photoData?: readonly { perspective: string }[] | undefined;
}

export interface OfferedOption {
  value: string;
  text: string;
}

/** Options of the custom types, with the spec's wording (000 §2); their values are ours. */
export const BUILT_IN_CHOICES: Readonly<Record<string, readonly OfferedOption[]>> = {
  'is-information-accurate': [
    { value: 'accurate', text: MESSAGES.survey.informationAccurateYes },
    { value: 'update', text: MESSAGES.survey.informationAccurateNo },
  ],
  'previous-formula': [
    { value: 'continue_to_checkout', text: MESSAGES.survey.previousFormulaYes },
    { value: 'new_treatment', text: MESSAGES.survey.previousFormulaNo },
  ],
};

/** The options shown for a question with their texts: a custom type's own, or the written choices. */
export function choicesOf(question: QuestionOptionsSource): readonly OfferedOption[] {
  return BUILT_IN_CHOICES[question.type] ?? question.choices ?? [];
}

/** The values a patient may give: the options, or for a photo-upload question its photo types. */
export function offeredValues(question: QuestionOptionsSource): string[] {
  if (question.type === 'photo-upload') {
    return (question.photoData ?? []).map((photo) => photo.perspective);
  }
  return choicesOf(question).map((choice) => choice.value);
}
