import { RX_PRODUCT_IDS } from '../constants/product-ids';

/** An ingredient of a formulation as the resubscription data shows it (000 §3): its name and strength. */
export interface FormulationIngredientInput {
  name: string;
  /** Percent strength, e.g. 0.025 for "0.025%". */
  percentage: number;
}

/**
 * The standard strengths of the Rx products that are not mixed per patient (ours, ADR 111): the
 * Custom Formula's ingredients are the patient's own prescription; Deep Cleanse is personalised
 * with 2-3 of sulfacetamide, zinc pyrithione and salicylic acid (000 §2), shown here at its
 * usual mix until prescriptions carry their own.
 */
export const STANDARD_FORMULATIONS: Readonly<Record<number, readonly FormulationIngredientInput[]>> = {
  [RX_PRODUCT_IDS.futureProof]: [
    { name: 'Tretinoin', percentage: 0.025 },
    { name: 'Niacinamide', percentage: 4 },
    { name: 'Ascorbic acid', percentage: 5 },
  ],
  [RX_PRODUCT_IDS.deepCleanse]: [
    { name: 'Sulfacetamide', percentage: 10 },
    { name: 'Zinc pyrithione', percentage: 1 },
    { name: 'Salicylic acid', percentage: 2 },
  ],
  [RX_PRODUCT_IDS.bodyCleanse]: [
    { name: 'Salicylic acid', percentage: 2 },
    { name: 'Sulfacetamide', percentage: 10 },
  ],
};

/** A strength as a formula row stores it ("0.025%", "4 %") → 0.025, 4; null when it is not a percentage. */
export function percentageOf(strength: string): number | null {
  const match = /^\s*(\d{1,3}(?:\.\d{1,4})?)\s*%\s*$/.exec(strength);
  return match ? Number(match[1]) : null;
}
