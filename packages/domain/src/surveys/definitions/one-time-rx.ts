import type { SurveyDefinitionInput } from '../survey-definition';
import { allergyPages, medicationPages, page, pregnancyPages, skinMedicalConditionsPage } from './common-questions';

/**
 * One-time Rx (skin), version 1: the quiz before registration for a single prescription without a
 * subscription. It is short, but keeps every safety question of the sign-up intake.
 */
export const ONE_TIME_RX_SKIN_V1: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'one-time-rx-skin',
  group: 'one-time-rx-skin',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Your prescription',
  pages: [
    page({
      id: 'rx_concern',
      type: 'radio-list',
      title: 'What would you like a prescription for?',
      semanticMeaning: 'skin_concerns',
      isRequired: true,
      hideBackNavigation: true,
      choices: [
        { value: 'acne', text: 'Acne', selectionText: 'Our providers usually start with a gentle retinoid.' },
        { value: 'dark_spots', text: 'Dark spots or melasma' },
        { value: 'wrinkles', text: 'Fine lines and wrinkles' },
        { value: 'rosacea', text: 'Rosacea' },
      ],
    }),
    page({
      id: 'rx_duration',
      type: 'radio-list',
      title: 'How long have you had this concern?',
      semanticMeaning: 'concern_duration',
      isRequired: true,
      choices: [
        { value: 'under_3_months', text: 'Less than 3 months' },
        { value: 'between_3_and_12_months', text: '3 to 12 months' },
        { value: 'over_1_year', text: 'More than a year' },
      ],
    }),
    page({
      id: 'past_treatments',
      type: 'checkbox-list',
      title: 'Have you used any of these treatments before?',
      semanticMeaning: 'past_treatments',
      isRequired: true,
      choices: [
        { value: 'tretinoin', text: 'Tretinoin (Retin-A)' },
        { value: 'hydroquinone', text: 'Hydroquinone' },
        { value: 'metronidazole', text: 'Metronidazole' },
        { value: 'isotretinoin', text: 'Isotretinoin (Accutane)' },
        { value: 'none', text: 'None of these', clearOtherValues: true },
      ],
    }),
    skinMedicalConditionsPage(),
    ...medicationPages(),
    ...allergyPages(),
    ...pregnancyPages(),
  ],
};
