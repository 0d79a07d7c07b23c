import type { SurveyDefinitionInput } from '../survey-definition';
import { allergyPages, medicationPages, page, pregnancyPages, skinMedicalConditionsPage } from './common-questions';

/**
 * Skin sign-up intake, version 1: what the provider prescribes a first formula from. Retinoid
 * history and sensitivity set the strength; pregnancy or nursing stops the visit.
 */
export const SKIN_SIGNUP_V1: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'skin-signup',
  group: 'skin-signup',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Your skin',
  pages: [
    page({
      id: 'skin_type',
      type: 'icon-radio',
      title: 'How would you describe your skin type?',
      semanticMeaning: 'skin_type',
      isRequired: true,
      optionOrientation: 'horizontal',
      iconSize: 'large',
      hideNavigation: true,
      choices: [
        { value: 'oily', text: 'Oily', inputIcon: 'droplet', description: 'Shiny by midday' },
        { value: 'dry', text: 'Dry', inputIcon: 'sun', description: 'Tight or flaky' },
        { value: 'combination', text: 'Combination', inputIcon: 'half-circle', description: 'Oily T-zone, dry cheeks' },
        { value: 'normal', text: 'Normal', inputIcon: 'circle', description: 'Rarely oily or dry' },
        { value: 'sensitive', text: 'Sensitive', inputIcon: 'feather', description: 'Stings or reddens easily' },
      ],
    }),
    page({
      id: 'skin_concerns',
      type: 'checkbox-list',
      title: 'What would you like to improve?',
      description: 'Choose all that apply.',
      semanticMeaning: 'skin_concerns',
      isRequired: true,
      categories: [
        { id: 'breakouts', title: 'Breakouts' },
        { id: 'aging', title: 'Signs of aging' },
        { id: 'tone', title: 'Tone and texture' },
      ],
      // Younger patients mostly come for acne, older ones for aging: show the likely ones first.
      choices: [
        { value: 'acne', text: 'Acne', category: 'breakouts', orderBelowAge35: 1, orderAboveAge35: 5 },
        { value: 'clogged_pores', text: 'Clogged pores', category: 'breakouts', orderBelowAge35: 2, orderAboveAge35: 6 },
        { value: 'wrinkles', text: 'Fine lines and wrinkles', category: 'aging', orderBelowAge35: 5, orderAboveAge35: 1 },
        { value: 'firmness', text: 'Loss of firmness', category: 'aging', orderBelowAge35: 6, orderAboveAge35: 2 },
        { value: 'dark_spots', text: 'Dark spots', category: 'tone', orderBelowAge35: 3, orderAboveAge35: 3 },
        { value: 'redness', text: 'Redness or rosacea', category: 'tone', orderBelowAge35: 7, orderAboveAge35: 7 },
        { value: 'skin_texture', text: 'Uneven texture', category: 'tone', orderBelowAge35: 4, orderAboveAge35: 4 },
      ],
    }),
    page({
      id: 'acne_severity',
      type: 'image-picker',
      title: 'Which picture looks most like your breakouts on a typical day?',
      semanticMeaning: 'acne_severity',
      isRequired: true,
      visibleIf: { question: 'skin_concerns', anyOf: ['acne', 'clogged_pores'] },
      // Drawn illustrations (apps/web/public/assets/survey), not photos. Changed from .png in place:
      // version 1 has never shipped, so no stored answer was given under the old links.
      choices: [
        { value: 'mild', text: 'A few blackheads or small bumps', imageLink: '/assets/survey/acne-mild.svg' },
        { value: 'moderate', text: 'Several red bumps and some pimples', imageLink: '/assets/survey/acne-moderate.svg' },
        { value: 'severe', text: 'Many pimples, some deep or painful', imageLink: '/assets/survey/acne-severe.svg' },
        { value: 'cystic', text: 'Deep, painful lumps that leave marks', imageLink: '/assets/survey/acne-cystic.svg' },
      ],
    }),
    page({
      id: 'skin_goal',
      type: 'radio-list',
      title: 'What matters most to you right now?',
      semanticMeaning: 'skin_goals',
      isRequired: true,
      choices: [
        { value: 'clear_skin', text: 'Clearer skin with fewer breakouts' },
        { value: 'younger_looking', text: 'Smoother, younger-looking skin' },
        { value: 'even_tone', text: 'A more even skin tone' },
        { value: 'all_round', text: 'Overall healthier skin' },
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
        { value: 'adapalene', text: 'Adapalene (Differin)' },
        { value: 'benzoyl_peroxide', text: 'Benzoyl peroxide' },
        { value: 'oral_antibiotics', text: 'Antibiotic pills for acne' },
        { value: 'isotretinoin', text: 'Isotretinoin (Accutane)' },
        { value: 'none', text: 'None of these', clearOtherValues: true },
      ],
    }),
    page({
      id: 'retinoid_reaction',
      type: 'radio-list',
      title: 'How did your skin react to the retinoid?',
      semanticMeaning: 'retinoid_reaction',
      visibleIf: { question: 'past_treatments', anyOf: ['tretinoin', 'adapalene'] },
      choices: [
        { value: 'tolerated', text: 'It was fine' },
        { value: 'mild_irritation', text: 'Some dryness or peeling' },
        { value: 'stopped', text: 'I had to stop because of irritation' },
      ],
    }),
    skinMedicalConditionsPage(),
    ...medicationPages(),
    ...allergyPages(),
    ...pregnancyPages(),
    page({
      id: 'anything_else',
      type: 'text-input',
      title: 'Is there anything else you would like your provider to know?',
      semanticMeaning: 'notes_for_provider',
      ctaButtonText: 'Finish',
      maxLength: 1000,
      disclaimer: 'Your answers are shared only with your provider and care team.',
    }),
  ],
};
