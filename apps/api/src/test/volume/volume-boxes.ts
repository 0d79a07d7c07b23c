import type { CheckoutSnapshot } from '@app/domain/checkout';
import { REFERRAL_CREDIT_CENTS, TREATMENT_CATEGORIES, type UsStateCode } from '@app/domain/constants';
import { FLOWS } from '@app/domain/flows';
import { purchaseContextForFlow, priceSelection, nextBox, selectionTaxableCents } from '@app/domain/selection';
import { firstBoxSupplyDays, boxSubtotalCents, priceRenewalBox } from '@app/domain/subscriptions';
import { demoSelectionSettings } from '../../modules/brands/brand-selection-settings';
import { FORMULARY, rxProductOfItem } from '../../modules/care-team/care-formulary';
import { createBundledTaxEstimator } from '../../modules/pricing/tax-estimator';
import { nextBoxItemsOf, purchaseTypeOf } from '../../modules/selection/selection-checkout.service';
import { sellingOfferOf } from '../../modules/selection/selling-context';
import { CODE_CATALOGUE } from '../../modules/catalogue';
import type { VolumeAnswerSet } from './volume-answers';

/**
 * The boxes the seeded patients bought (ADR 124), priced by the app's own rules for every state:
 * the sign-up checkout's box (what the routine recommends for each answer set, at the brand's
 * offer, with the state's estimated tax, with and without a referred friend's welcome credit) and
 * the later boxes a renewal bills (with no credit, a referrer's reward, or what is left of the
 * welcome credit). The seed's SQL looks these up; it never prices anything itself.
 */

/** The brands a flow is sold on: the agency's own skin sign-up, the main one's, hair on both. */
const BRANDS_OF_FLOW = { 'skin-signup': [1], 'agency-skin-signup': [2], 'hair-signup': [1, 2] } as const;

export interface VolumeBox {
  boxKey: string;
  brandId: number;
  flow: string;
  variant: number;
  purchaseType: string;
  cadenceDays: number;
  trialDays: number | null;
  selectedItemIds: number[];
  /** The prescriptions a provider writes for it: one per Rx product, with the ingredients' strengths. */
  prescriptions: { itemId: number; itemName: string; ingredients: { name: string; strength: string }[] }[];
  /** The Rx product a provider may decline (only in a box with two), and the box items it takes off. */
  declinableItemId: number | null;
  declinedItemIds: number[];
}

export interface VolumeTrialPrice {
  boxKey: string;
  state: string;
  creditCents: number;
  /** The snapshot without its shipping address (the seed adds the patient's). */
  snapshot: Omit<CheckoutSnapshot, 'shippingAddress'>;
  /** What the welcome credit leaves for the first renewal. */
  creditLeftCents: number;
}

export interface VolumeRenewalPrice {
  boxKey: string;
  state: string;
  isDeclined: boolean;
  creditCents: number;
  snapshot: Omit<CheckoutSnapshot, 'shippingAddress' | 'renewal'>;
  /** The subscription's items for this box, as `subscription_items` holds them. */
  items: { itemId: number; name: string; isRx: boolean; isRequired: boolean; priceCents: number; position: number }[];
}

export interface VolumeBoxPrices {
  boxes: VolumeBox[];
  trials: VolumeTrialPrice[];
  renewals: VolumeRenewalPrice[];
}

const estimator = createBundledTaxEstimator();
const taxOf = async (state: string, taxableCents: number) => (await estimator.estimate({ state: state as UsStateCode, taxableCents })).taxCents;

function prescriptionsOf(rxItemIds: readonly number[], variant: number): VolumeBox['prescriptions'] {
  const products = [...new Set(rxItemIds.map((itemId) => rxProductOfItem(itemId)?.itemId).filter((id): id is number => id !== undefined))];
  return products.map((productId) => {
    const entry = FORMULARY.find((product) => product.itemId === productId)!;
    const ingredients = entry.ingredients.map((ingredient, index) => ({ name: ingredient.name, strength: ingredient.strengths[(variant + index) % ingredient.strengths.length]! }));
    return { itemId: entry.itemId, itemName: entry.name, ingredients };
  });
}

/** Every box of every answer set, priced for every state. */
export async function volumeBoxPrices(answerSets: readonly VolumeAnswerSet[], states: readonly string[]): Promise<VolumeBoxPrices> {
  const prices: VolumeBoxPrices = { boxes: [], trials: [], renewals: [] };
  for (const answerSet of answerSets) {
    for (const brandId of BRANDS_OF_FLOW[answerSet.flow]) {
      await addBox(prices, answerSet, brandId, states);
    }
  }
  return prices;
}

async function addBox(prices: VolumeBoxPrices, answerSet: VolumeAnswerSet, brandId: number, states: readonly string[]): Promise<void> {
  const { flow, variant } = answerSet;
  // The volume's boxes are sold at the code's catalogue: the data set holds no admin's price change.
  const selling = sellingOfferOf(demoSelectionSettings, brandId, flow, answerSet.routine, CODE_CATALOGUE);
  const purchaseContext = purchaseContextForFlow(flow);
  const purchaseType = purchaseTypeOf({ checkoutMode: selling.checkoutMode, purchaseContext });
  const itemIds = selling.offer.recommendedItemIds;
  const next = nextBox(selling.pricing, itemIds);
  if (!next || purchaseType === 'cart') {
    throw new Error(`${flow} on brand ${brandId} sells no subscription`);
  }
  const boxKey = `${brandId}:${flow}:${variant}`;
  const nextBoxItems = nextBoxItemsOf(selling.pricing, itemIds, next.everyDays);
  const prescriptions = prescriptionsOf(nextBoxItems.filter((item) => item.isRx).map((item) => item.itemId), variant);
  const declinableItemId = prescriptions.length > 1 ? prescriptions.at(-1)!.itemId : null;
  const declinedItemIds = nextBoxItems.filter((item) => declinableItemId !== null && rxProductOfItem(item.itemId)?.itemId === declinableItemId).map((item) => item.itemId);
  // The first renewal bills when the first shipment runs out (30 days, or a two-month supply's 60).
  const trialDays = purchaseType === 'trial' ? firstBoxSupplyDays({ introOfferId: selling.pricing.introOffer.id, cadenceDays: next.everyDays }) : null;
  prices.boxes.push({ boxKey, brandId, flow, variant, purchaseType, cadenceDays: next.everyDays, trialDays, selectedItemIds: itemIds, prescriptions, declinableItemId, declinedItemIds });
  const common = {
    brandId,
    treatmentCategory: TREATMENT_CATEGORIES[FLOWS[flow].category],
    introOfferId: null,
    claim: null,
  };
  for (const state of states) {
    let creditLeftCents = 0;
    for (const creditCents of [0, REFERRAL_CREDIT_CENTS]) {
      const pricing = { ...selling.pricing, upsells: [], creditCents };
      const tax = await taxOf(state, selectionTaxableCents({ data: pricing, selectedItemIds: itemIds, purchaseContext, claim: null }));
      const priced = priceSelection({ data: pricing, selectedItemIds: itemIds, purchaseContext, claim: null, tax });
      const snapshot = {
        ...common,
        purchaseType,
        flow,
        introOfferId: purchaseType === 'trial' ? selling.pricing.introOffer.id : null,
        cadenceDays: next.everyDays,
        trialDays,
        lines: priced.lines,
        nextBoxItems,
        invoiceLines: priced.invoiceLines,
        totals: priced.totals,
      };
      creditLeftCents = creditCents - priced.totals.credit;
      prices.trials.push({ boxKey, state, creditCents, snapshot, creditLeftCents });
    }
    for (const isDeclined of declinableItemId === null ? [false] : [false, true]) {
      const items = nextBoxItems.filter((item) => !isDeclined || !declinedItemIds.includes(item.itemId));
      const taxCents = await taxOf(state, boxSubtotalCents(items));
      for (const creditCents of new Set([0, REFERRAL_CREDIT_CENTS, creditLeftCents])) {
        const priced = priceRenewalBox(items, { taxCents, availableCreditCents: creditCents });
        const snapshot = { ...common, purchaseType: 'subscription' as const, flow: 'renewal', cadenceDays: next.everyDays, trialDays: null, lines: priced.lines, nextBoxItems: [], invoiceLines: priced.invoiceLines, totals: priced.totals };
        prices.renewals.push({ boxKey, state, isDeclined, creditCents, snapshot, items: items.map((item, position) => ({ ...item, position })) });
      }
    }
  }
}
