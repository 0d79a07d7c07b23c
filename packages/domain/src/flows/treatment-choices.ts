import type { TreatmentCategoryName } from '../constants/treatment-categories';

/**
 * What each treatment category treats, for `/find-your-treatment` and `GET /api/recommendations`
 * (ADRs 101, 102). The concerns are ours: the spec names the categories (000 §3) and the skin
 * conditions of the ingredient mapping (000 §3 "Resubscription data"), not this list.
 */
export const TREATMENT_CONCERNS = {
  acne: 'Acne',
  clogged_pores: 'Clogged pores',
  dark_spots: 'Dark spots',
  wrinkles: 'Wrinkles',
  redness: 'Redness or rosacea',
  skin_texture: 'Skin texture',
  thinning_hair: 'Thinning hair',
  receding_hairline: 'Receding hairline',
  hair_shedding: 'Hair shedding',
} as const;
export type TreatmentConcern = keyof typeof TREATMENT_CONCERNS;
export const TREATMENT_CONCERN_IDS = Object.keys(TREATMENT_CONCERNS) as TreatmentConcern[];

export interface TreatmentChoice {
  category: TreatmentCategoryName;
  title: string;
  description: string;
  concerns: readonly TreatmentConcern[];
  /** The category's sign-up (000 §2: /get-started/{category}). */
  startPath: string;
}

export const TREATMENT_CHOICES: readonly TreatmentChoice[] = [
  {
    category: 'skin',
    title: 'Skin',
    description: 'A prescription formula mixed for your skin by a licensed dermatology provider.',
    concerns: ['acne', 'clogged_pores', 'dark_spots', 'wrinkles', 'redness', 'skin_texture'],
    startPath: '/get-started/skin',
  },
  {
    category: 'hair',
    title: 'Hair',
    description: 'A prescription hair formula for thinning on the scalp, from a licensed provider.',
    concerns: ['thinning_hair', 'receding_hairline', 'hair_shedding'],
    startPath: '/get-started/hair',
  },
];

/**
 * The treatments that answer the given concerns, the one treating most of them first (ties keep
 * the order of TREATMENT_CHOICES); with no concerns, every treatment.
 */
export function recommendTreatments(concerns: readonly TreatmentConcern[]): TreatmentChoice[] {
  if (concerns.length === 0) {
    return [...TREATMENT_CHOICES];
  }
  const matches = (choice: TreatmentChoice) => concerns.filter((concern) => choice.concerns.includes(concern)).length;
  return TREATMENT_CHOICES.filter((choice) => matches(choice) > 0).sort((a, b) => matches(b) - matches(a));
}
