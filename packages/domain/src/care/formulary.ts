import { STAFF_MESSAGES } from '../messages/staff-en';

/**
 * The strengths each ingredient of the catalogue's Rx products is compounded in (ADR 117; invented
 * for the demo pharmacy, not dosing advice). An ingredient missing here is a base ingredient the
 * provider does not dose (hyaluronic acid, squalane…): it is not part of a prescription.
 */
export const INGREDIENT_STRENGTHS: Readonly<Record<string, readonly string[]>> = {
  Tretinoin: ['0.025%', '0.05%', '0.1%'],
  'Azelaic acid': ['10%', '15%', '20%'],
  Niacinamide: ['2%', '4%'],
  Clindamycin: ['1%'],
  Sulfacetamide: ['10%'],
  'Zinc pyrithione': ['1%', '2%'],
  'Salicylic acid': ['0.5%', '2%'],
  Sulfur: ['3%', '5%'],
  Minoxidil: ['5%', '7%'],
  Finasteride: ['0.1%', '0.25%'],
  Ketoconazole: ['1%', '2%'],
  Spironolactone: ['1%', '2%'],
  Caffeine: ['0.5%', '1%'],
  Melatonin: ['0.0033%'],
};

/** An Rx product as the formulary offers it: its dosed ingredients and their strengths. */
export interface FormularyEntry {
  itemId: number;
  name: string;
  ingredients: { name: string; strengths: readonly string[] }[];
}

/** The formulary of Rx products (the catalogue's `isRx` cards): each dosed ingredient with its strengths. */
export function buildFormulary(rxProducts: readonly { id: number; name: string; ingredients: readonly { name: string }[] }[]): FormularyEntry[] {
  return rxProducts.map((product) => ({
    itemId: product.id,
    name: product.name,
    ingredients: product.ingredients.flatMap((ingredient) => {
      const strengths = INGREDIENT_STRENGTHS[ingredient.name];
      return strengths ? [{ name: ingredient.name, strengths }] : [];
    }),
  }));
}

export interface DecisionInput {
  prescribe: readonly { itemId: number; ingredients: readonly { name: string; strength: string }[] }[];
  decline: readonly { itemId: number; reason: string }[];
}

const TEXT = STAFF_MESSAGES.carePortal.decision;
export const DECLINE_REASON_MAX_LENGTH = 1000;

/**
 * What is wrong with a provider's decision, as one message per problem (empty when it stands):
 * every requested Rx decided once (prescribed or declined), prescriptions from the formulary with
 * at least one ingredient and only listed strengths, and every decline with a reason.
 */
export function decisionProblems(input: DecisionInput, formulary: readonly FormularyEntry[], requestedItemIds: readonly number[]): string[] {
  const problems: string[] = [];
  const decided = [...input.prescribe.map((entry) => entry.itemId), ...input.decline.map((entry) => entry.itemId)];
  if (decided.length === 0) {
    problems.push(TEXT.nothingDecided);
  }
  if (new Set(decided).size !== decided.length) {
    problems.push(TEXT.decidedTwice);
  }
  const missing = requestedItemIds.filter((itemId) => !decided.includes(itemId));
  if (missing.length > 0) {
    problems.push(TEXT.requestedUndecided);
  }
  for (const entry of input.prescribe) {
    const product = formulary.find((item) => item.itemId === entry.itemId);
    if (!product) {
      problems.push(TEXT.notInFormulary);
      continue;
    }
    const names = entry.ingredients.map((ingredient) => ingredient.name);
    if (entry.ingredients.length === 0 || new Set(names).size !== names.length) {
      problems.push(TEXT.ingredientsNeeded.replace('{item}', product.name));
    }
    const isListed = entry.ingredients.every((ingredient) =>
      product.ingredients.some((offered) => offered.name === ingredient.name && offered.strengths.includes(ingredient.strength)),
    );
    if (!isListed) {
      problems.push(TEXT.strengthNotListed.replace('{item}', product.name));
    }
  }
  for (const entry of input.decline) {
    const reason = entry.reason.trim();
    if (reason === '' || reason.length > DECLINE_REASON_MAX_LENGTH) {
      problems.push(TEXT.declineReasonNeeded);
    }
    if (!formulary.some((item) => item.itemId === entry.itemId)) {
      problems.push(TEXT.notInFormulary);
    }
  }
  return [...new Set(problems)];
}
