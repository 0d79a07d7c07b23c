import type { SurveyDefinitionInput } from '../survey-definition';
import { allergyPages, hairMedicalConditionsPage, medicationPages, page, pregnancyPages } from './common-questions';

/**
 * Hair sign-up intake, version 1. Our treatment (minoxidil, finasteride) is for thinning on the
 * scalp; hair loss elsewhere (brows, beard, body) needs an in-person diagnosis, so it ends the
 * visit with `ineligible_hair_loss_location`. The last answer sends a patient who wants regrowth
 * straight to registration (000 §2).
 */
export const HAIR_SIGNUP_V1: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'hair-signup',
  group: 'hair-signup',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Your hair',
  pages: [
    page({
      id: 'hair_loss_location',
      type: 'radio-list',
      title: 'Where are you noticing hair loss?',
      semanticMeaning: 'hair_loss_location',
      isRequired: true,
      hideBackNavigation: true,
      choices: [
        { value: 'hairline', text: 'Receding hairline or temples' },
        { value: 'crown', text: 'Thinning at the crown' },
        { value: 'overall_scalp', text: 'Overall thinning on top of my head' },
        { value: 'eyebrows_eyelashes', text: 'Eyebrows or eyelashes' },
        { value: 'beard_body', text: 'Beard or body' },
      ],
      ineligibleIf: { answers: ['eyebrows_eyelashes', 'beard_body'], reason: 'ineligible_hair_loss_location' },
    }),
    page({
      id: 'hair_loss_duration',
      type: 'radio-list',
      title: 'When did you first notice it?',
      semanticMeaning: 'hair_loss_duration',
      isRequired: true,
      choices: [
        { value: 'under_6_months', text: 'Less than 6 months ago' },
        { value: 'between_6_and_12_months', text: '6 to 12 months ago' },
        { value: 'over_1_year', text: 'More than a year ago' },
      ],
    }),
    page({
      id: 'hair_loss_pattern',
      type: 'radio-list',
      title: 'How has it happened?',
      description: 'Sudden or patchy hair loss can have other causes your provider will want to know about.',
      semanticMeaning: 'hair_loss_pattern',
      isRequired: true,
      choices: [
        { value: 'gradual', text: 'Gradually, over months or years' },
        { value: 'sudden_shedding', text: 'Sudden shedding all over' },
        { value: 'patches', text: 'Round, smooth bald patches' },
      ],
    }),
    ...pregnancyPages(),
    hairMedicalConditionsPage(),
    ...medicationPages(),
    ...allergyPages(),
    page({
      id: 'hair_goal',
      type: 'radio-list',
      title: 'What is your main goal?',
      semanticMeaning: 'hair_goal',
      isRequired: true,
      hideBackNavigation: true,
      choices: [
        { value: 'improve_hair_growth_primary', text: 'Regrow hair and make it thicker' },
        { value: 'keep_current_hair', text: 'Keep the hair I have' },
      ],
      redirectIf: { answers: ['improve_hair_growth_primary'], path: '/get-started/hair/register' },
    }),
  ],
};
