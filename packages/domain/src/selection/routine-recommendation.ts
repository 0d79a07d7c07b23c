import type { CheckoutMode } from '../contracts/product-selection';
import { SELECTION_MESSAGES } from '../messages/selection';
import type { RoutineAnswers } from './routine-answers';

/**
 * The recommended routine (001 §2.1) from the patient's answers and formulas: which Rx cards,
 * add-on Rx cards and OTC cards the page shows, why each is recommended, and which start selected.
 * Products are named by their catalogue key; the API turns keys into cards and item ids.
 */

const TEXT = SELECTION_MESSAGES.routine;

export interface RoutineOptions {
  category: 'skin' | 'hair';
  checkoutMode: CheckoutMode;
  /** More than one Rx card is offered (always on the main brand; agencyMultiRx on the agency). */
  isMultiRxOffered: boolean;
  /** multiRxRecommendations: more than one Rx product may start selected. */
  isMultiRxRecommended: boolean;
  /** displayAdditionalRx: the add-on Rx cards are shown. */
  displaysAdditionalRx: boolean;
  /** isSkinnyTrial: a single recommended OTC card. */
  isSkinnyTrial: boolean;
  /** The key the future-proof product is shown under (`future-proof`, or `hydro-plus` renamed). */
  futureProofKey: string;
  /** Every OTC card of the category, in catalogue order; those not recommended become add-ons. */
  otcKeys: readonly string[];
}

export interface RecommendedCard {
  key: string;
  /** 001 §3 recommendationText: the card's label and the modal's callout. */
  reason?: { label: string; modalCallout: string };
  startsSelected: boolean;
}

export interface Routine {
  rx: RecommendedCard[];
  addOnRx: RecommendedCard[];
  otcRecommended: RecommendedCard[];
  otcAddOns: RecommendedCard[];
}

const MAX_RECOMMENDED_OTC = 3;
const BREAKOUTS = ['acne', 'clogged_pores'];
const AGING = ['wrinkles', 'firmness'];
const REDNESS = ['redness', 'rosacea'];
const MORE_THAN_MILD_ACNE = ['moderate', 'severe', 'cystic'];
const IRRITATED_BY_RETINOIDS = ['mild_irritation', 'stopped'];
const IRRITATION_SIDE_EFFECTS = ['dryness', 'redness', 'burning'];

const hasAny = (values: readonly string[], wanted: readonly string[]) => values.some((value) => wanted.includes(value));

/** What the answers say about the skin, in the terms the rules use. */
export function readSkin(answers: RoutineAnswers) {
  const isIrritated =
    (answers.retinoidReaction !== undefined && IRRITATED_BY_RETINOIDS.includes(answers.retinoidReaction)) ||
    hasAny(answers.sideEffects, IRRITATION_SIDE_EFFECTS);
  return {
    hasBreakouts: hasAny(answers.concerns, BREAKOUTS),
    hasAging: hasAny(answers.concerns, AGING),
    hasMoreThanMildAcne: answers.acneSeverity !== undefined && MORE_THAN_MILD_ACNE.includes(answers.acneSeverity),
    isSensitive: answers.skinType === 'sensitive' || isIrritated,
    isDry: answers.skinType === 'dry',
  };
}

const card = (key: string, startsSelected: boolean, reason?: RecommendedCard['reason']): RecommendedCard => ({
  key,
  startsSelected,
  ...(reason ? { reason } : {}),
});

function skinRx(answers: RoutineAnswers, options: RoutineOptions): RecommendedCard[] {
  const skin = readSkin(answers);
  // Aging alone is what the future-proof formula is for; any breakout concern calls for the custom one.
  const primaryKey = skin.hasAging && !skin.hasBreakouts ? options.futureProofKey : 'custom-formula';
  const primary = card(primaryKey, true, primaryKey === 'custom-formula' ? TEXT.customFormula : TEXT.futureProof);
  if (options.checkoutMode === 'Cart' || !options.isMultiRxOffered) {
    return [primary];
  }
  const mayAdd = options.isMultiRxRecommended;
  const others = [
    primaryKey === 'custom-formula'
      ? card(options.futureProofKey, mayAdd && skin.hasAging, skin.hasAging ? TEXT.futureProof : undefined)
      : card('custom-formula', false),
    card(
      'deep-cleanse',
      mayAdd && (skin.hasMoreThanMildAcne || answers.concerns.includes('clogged_pores')),
      skin.hasBreakouts ? TEXT.deepCleanse : undefined,
    ),
  ];
  // Recommended cards first, then the others in catalogue order.
  return [primary, ...others.filter((entry) => entry.reason), ...others.filter((entry) => !entry.reason)];
}

function skinAddOnRx(answers: RoutineAnswers, options: RoutineOptions): RecommendedCard[] {
  if (!options.displaysAdditionalRx || options.checkoutMode === 'Cart') {
    return [];
  }
  const skin = readSkin(answers);
  return [
    card('hydrating-tretinoin', false, (skin.isDry || skin.isSensitive) && skin.hasAging ? TEXT.hydratingTretinoin : undefined),
    card('body-cleanse', false, skin.hasBreakouts ? TEXT.bodyCleanse : undefined),
  ];
}

/** The cleanse-and-moisturize set for the skin type, then what the concerns call for. */
function recommendedOtcKeys(answers: RoutineAnswers): { key: string; reason: RecommendedCard['reason'] }[] {
  const skin = readSkin(answers);
  const cleanser = skin.isSensitive
    ? { key: 'hydrating-cleanser-and-moisturizer', reason: TEXT.sensitiveCleanser }
    : skin.isDry
      ? { key: 'cleanser-with-rich-moisturizer', reason: TEXT.dryCleanser }
      : { key: 'cleanser-with-moisturizer', reason: TEXT.cleanser };
  const extras = [
    // Prescription retinoids make skin more sensitive to the sun.
    { key: 'mineral-sunscreen-serum', reason: TEXT.sunscreen, applies: true },
    { key: 'dark-spot-formula', reason: TEXT.darkSpots, applies: answers.concerns.includes('dark_spots') },
    { key: 'eye-formula', reason: TEXT.eyes, applies: skin.hasAging },
    { key: 'spot-patches', reason: TEXT.spots, applies: answers.concerns.includes('acne') },
    { key: 'barrier-balm', reason: TEXT.barrier, applies: hasAny(answers.concerns, REDNESS) || skin.isSensitive },
  ];
  return [cleanser, ...extras.filter((extra) => extra.applies)];
}

function skinOtc(answers: RoutineAnswers, options: RoutineOptions): Pick<Routine, 'otcRecommended' | 'otcAddOns'> {
  if (options.checkoutMode === 'Cart') {
    return { otcRecommended: [], otcAddOns: [] };
  }
  const limit = options.isSkinnyTrial ? 1 : MAX_RECOMMENDED_OTC;
  const recommended = recommendedOtcKeys(answers)
    .filter((entry) => options.otcKeys.includes(entry.key))
    .slice(0, limit)
    // The essentials' first product (the cleanser set) starts in the box.
    .map((entry, index) => card(entry.key, index === 0, entry.reason));
  const keys = new Set(recommended.map((entry) => entry.key));
  return {
    otcRecommended: recommended,
    otcAddOns: options.otcKeys.filter((key) => !keys.has(key)).map((key) => card(key, false)),
  };
}

/** The routine the selection page shows for these answers and brand settings. */
export function recommendRoutine(answers: RoutineAnswers, options: RoutineOptions): Routine {
  if (options.category === 'hair') {
    return { rx: [card('hair-formula', true, TEXT.hairFormula)], addOnRx: [], otcRecommended: [], otcAddOns: [] };
  }
  return { rx: skinRx(answers, options), addOnRx: skinAddOnRx(answers, options), ...skinOtc(answers, options) };
}

/** The cards that start selected, in page order. */
export function initiallySelectedKeys(routine: Routine): string[] {
  return [...routine.rx, ...routine.addOnRx, ...routine.otcRecommended, ...routine.otcAddOns]
    .filter((entry) => entry.startsSelected)
    .map((entry) => entry.key);
}
