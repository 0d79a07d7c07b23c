import type { SurveyDefinitionInput } from '../survey-definition';
import { allergyPages, medicationPages, page, pregnancyPages, showWhen } from './common-questions';

const NEW = 'new_treatment';

/**
 * New treatment, version 1: a returning patient first sees their current formula; only one who
 * asks for a new treatment answers the rest, including what changed in their health since.
 */
export const NEW_TREATMENT_V1: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'new-treatment',
  group: 'new-treatment',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Your new treatment',
  pages: [
    page({
      id: 'previous_formula',
      type: 'previous-formula',
      title: 'Would you like to keep your current formula?',
      semanticMeaning: 'previous_formula',
      isRequired: true,
      hideBackNavigation: true,
    }),
    page({
      id: 'change_reason',
      type: 'checkbox-list',
      title: 'Why would you like a new treatment?',
      semanticMeaning: 'change_reason',
      isRequired: true,
      visibleIf: { question: 'previous_formula', anyOf: [NEW] },
      choices: [
        { value: 'not_working', text: 'My current formula is not working well enough' },
        { value: 'side_effects', text: 'I have side effects' },
        { value: 'new_concern', text: 'I have a new concern' },
        { value: 'other', text: 'Something else' },
      ],
    }),
    page({
      id: 'side_effects',
      type: 'checkbox-list',
      title: 'Which side effects have you had?',
      semanticMeaning: 'side_effects',
      isRequired: true,
      visibleIf: { question: 'change_reason', anyOf: ['side_effects'] },
      choices: [
        { value: 'dryness', text: 'Dryness or peeling' },
        { value: 'redness', text: 'Redness' },
        { value: 'burning', text: 'Burning or stinging' },
        { value: 'breakouts', text: 'More breakouts' },
        { value: 'other', text: 'Something else' },
      ],
    }),
    page({
      id: 'new_concern_details',
      type: 'text-input',
      title: 'Tell us about your new concern.',
      semanticMeaning: 'new_concern',
      isRequired: true,
      visibleIf: { question: 'change_reason', anyOf: ['new_concern', 'other'] },
      validators: [{ type: 'regex', pattern: '\\p{L}{2,}' }],
    }),
    page({
      id: 'concern_photos',
      type: 'photo-upload',
      title: 'Show your provider what has changed',
      semanticMeaning: 'photos',
      isRequired: true,
      hideNavigation: true,
      visibleIf: { question: 'previous_formula', anyOf: [NEW] },
      photoData: [
        { perspective: 'face_front', required: true },
        { perspective: 'skin_close_up', required: false },
      ],
    }),
    page({
      id: 'health_changed',
      type: 'radio-list',
      title: 'Has anything changed in your health since your last visit?',
      semanticMeaning: 'health_changed',
      isRequired: true,
      visibleIf: { question: 'previous_formula', anyOf: [NEW] },
      choices: [
        { value: 'yes', text: 'Yes' },
        { value: 'no', text: 'No' },
      ],
    }),
    ...[...medicationPages(), ...allergyPages(), ...pregnancyPages()].map((input) =>
      input.questions[0].visibleIf ? input : showWhen(input, 'health_changed', ['yes']),
    ),
    page({
      id: 'phone_number',
      type: 'phone-number-verification',
      title: 'How can your provider reach you?',
      phoneVerificationTitle: 'Verify your phone number',
      semanticMeaning: 'phone_number',
      isRequired: true,
      hideNavigation: true,
      visibleIf: { question: 'previous_formula', anyOf: [NEW] },
    }),
  ],
};
