/**
 * The conditions a prescription ingredient is there to treat (000 §3 "Resubscription data"): the
 * spec names fifteen mapped ingredients and the seven conditions, not the mapping, so this one
 * table is ours (ADR 111). It reads as the patient's formula card does ("Tretinoin, for
 * wrinkles"); it is not medical advice, and the provider decides what a formula holds.
 */
export const SKIN_CONDITIONS = {
  acne: 'Acne',
  clogged_pores: 'Clogged pores',
  dark_spots: 'Dark spots',
  firmness: 'Firmness',
  redness_or_rosacea: 'Redness or rosacea',
  skin_texture: 'Skin texture',
  wrinkles: 'Wrinkles',
} as const;
export type SkinCondition = keyof typeof SKIN_CONDITIONS;

/** Ingredient name (lower case) → the condition it treats. Exactly fifteen entries (000 §3). */
export const INGREDIENT_CONDITIONS: Readonly<Record<string, SkinCondition>> = {
  tretinoin: 'wrinkles',
  tazarotene: 'wrinkles',
  adapalene: 'acne',
  clindamycin: 'acne',
  erythromycin: 'acne',
  sulfacetamide: 'acne',
  'salicylic acid': 'clogged_pores',
  'zinc pyrithione': 'clogged_pores',
  'azelaic acid': 'redness_or_rosacea',
  metronidazole: 'redness_or_rosacea',
  ivermectin: 'redness_or_rosacea',
  niacinamide: 'skin_texture',
  hydroquinone: 'dark_spots',
  'tranexamic acid': 'dark_spots',
  'ascorbic acid': 'firmness',
};

/** The condition an ingredient treats, by its name in any case; null for an ingredient not in the table. */
export function conditionOfIngredient(name: string): SkinCondition | null {
  return INGREDIENT_CONDITIONS[name.trim().toLowerCase()] ?? null;
}
