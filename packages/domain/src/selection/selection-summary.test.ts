import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import { nextBox, selectionTaxableCents, summarizeSelection, summaryProductLooks, type SelectionPricingData } from './selection-summary';
import { upsellLine } from '../upsells/upsell-offers';

const card = (overrides: Partial<CatalogueCard>): CatalogueCard =>
  ({ key: 'x', name: 'X', lineItemName: 'X', bodyDescription: '', category: 'skin', isRx: false, images: [], ingredients: [], ...overrides }) as CatalogueCard;

const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

const DATA: SelectionPricingData = {
  treatmentCategory: 'skin',
  checkoutMode: 'Trial',
  introOffer: { id: 'thirty-day-trial' },
  cards: [
    card({ id: 1, name: 'Custom Formula', lineItemName: 'Custom Formula', isRx: true, trialSizeItemId: 101, fullSizeItemId: 102 }),
    card({
      id: 61,
      name: 'Tinted Lip Balm',
      lineItemName: 'Tinted Lip Balm',
      fullSizeItemId: 6111,
      selectableOptions: [
        { fullSizeItemId: 6111, name: 'Rose', colorHex: '#d98c95' },
        { fullSizeItemId: 6112, name: 'Berry', colorHex: '#9c3d55' },
      ],
    }),
  ],
  prices: {
    trialSizeItemPrices: { 101: price(0) },
    oneTimeItemPrices: { 102: price(5900) },
    fullSizeItemPrices: { 102: price(7900), 6111: price(1400), 6112: price(1400, 200) },
  },
  flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false, agencySmallBottlesInSignUp: false },
  handling: 599,
  shipping: 0,
  dermatologyConsultation: 0,
};

const BODY_CLEANSE = { name: 'Body Cleanse', thumbnailImage: { url: '/assets/products/body-cleanse.svg', alt: 'Body Cleanse' }, trialSizeItemId: 3101, fullSizeItemId: 3102 };

describe('summarizeSelection', () => {
  it('prices a trial box: the Rx mini free, a colour option at half its full size, the handling fee', () => {
    const summary = summarizeSelection({ data: DATA, selectedItemIds: [102, 6112], purchaseContext: 'trial', claim: null, tax: 0 });
    expect(summary.products.map((row) => [row.label, row.amount])).toEqual([
      ['Mini Custom Formula', 'Free'],
      ['Tinted Lip Balm', '$6.00'],
    ]);
    expect(summary.total.total).toBe(599 + 600);
  });

  it('prices the full size when the first shipment is two-month, and takes the promo off', () => {
    const data = { ...DATA, introOffer: { id: 'two-month-rx-1995' as const }, flags: { ...DATA.flags, isTwoMonthFirstShipment: true } };
    const summary = summarizeSelection({
      data,
      selectedItemIds: [102],
      purchaseContext: 'trial',
      claim: { code: 'WELCOME10', amount: 1000, promotionCodeId: 1, kind: 'amount' },
      tax: 0,
    });
    // The offer's $19.95 Rx price, with the list price struck through.
    expect(summary.products[0]).toMatchObject({ label: 'Custom Formula', amount: '$19.95', originalAmount: '$79.00' });
    expect(summary.total).toMatchObject({ subtotal: 1995 + 599, discount: 1000, total: 1594 });
  });

  it('says which item has no price', () => {
    expect(() => summarizeSelection({ data: DATA, selectedItemIds: [999], purchaseContext: 'trial', claim: null, tax: 0 })).toThrow(
      'No trial size item prices found for card item ID 999',
    );
  });

  it('takes half off the first shipment under the 50% offer, and only in a trial', () => {
    const data = { ...DATA, introOffer: { id: 'two-month-half-off' as const }, flags: { ...DATA.flags, isTwoMonthFirstShipment: true } };
    const trial = summarizeSelection({ data, selectedItemIds: [102, 6112], purchaseContext: 'trial', claim: null, tax: 0 });
    expect(trial.products.map((row) => [row.label, row.amount, row.originalAmount])).toEqual([
      ['Custom Formula', '$39.50', '$79.00'],
      // OTC products keep their own sale; the offer is for the Rx products.
      ['Tinted Lip Balm', '$12.00', '$14.00'],
    ]);
    const subscription = summarizeSelection({ data: { ...data, checkoutMode: 'Subscription' }, selectedItemIds: [102], purchaseContext: 'trial', claim: null, tax: 0 });
    expect(subscription.products[0]).toMatchObject({ amount: '$79.00' });
  });

  it('heads the summary "30-day trial box" for a trial, "Your box" otherwise, unless the brand overrides it', () => {
    const summarize = (data: SelectionPricingData) => summarizeSelection({ data, selectedItemIds: [102], purchaseContext: 'trial', claim: null, tax: 0 }).header;
    expect(summarize(DATA)).toBe('30-day trial box');
    expect(summarize({ ...DATA, checkoutMode: 'Subscription' })).toBe('Your box');
    expect(summarize({ ...DATA, flags: { ...DATA.flags, priceSummaryHeaderText: 'Your first shipment' } })).toBe('Your first shipment');
  });
});

describe('nextBox', () => {
  it('bills every product at its regular full-size price every 60 days, half of it a month', () => {
    expect(nextBox(DATA, [102, 6112])).toEqual({ amount: 7900 + 1200, everyDays: 60, monthly: 4550 });
  });

  it('bills small agency bottles every 30 days at half the full-size price', () => {
    const data = { ...DATA, flags: { ...DATA.flags, agencySmallBottlesInSignUp: true } };
    expect(nextBox(data, [102])).toEqual({ amount: 3950, everyDays: 30, monthly: 3950 });
  });

  it('has none for a one-time cart', () => {
    expect(nextBox({ ...DATA, checkoutMode: 'Cart' }, [102])).toBeUndefined();
  });
});

describe('promotions in a summary', () => {
  const fullSize = { ...DATA, checkoutMode: 'Subscription' as const, flags: { ...DATA.flags, isTwoMonthFirstShipment: true } };
  const summarize = (data: SelectionPricingData, claim: Parameters<typeof summarizeSelection>[0]['claim']) =>
    summarizeSelection({ data, selectedItemIds: [6112, 102], purchaseContext: 'subscription', claim, tax: 0 });

  it('FREETRIAL makes the first Rx line show zero, with no promotion row', () => {
    const summary = summarize(fullSize, { code: 'FREETRIAL', amount: 0, promotionCodeId: 9, kind: 'free-rx-line' });
    expect(summary.products.map((row) => [row.label, row.amount, row.originalAmount])).toEqual([
      ['Tinted Lip Balm', '$12.00', '$14.00'],
      ['Custom Formula', 'Free', '$79.00'],
    ]);
    expect(summary.promotion).toBeUndefined();
    expect(summary.total.total).toBe(1200 + 599);
  });

  it('takes an amount off the hair formula line for hair, which shows no promotion row', () => {
    const hair = { ...fullSize, treatmentCategory: 'hair' as const };
    const summary = summarize(hair, { code: 'HAIR15', amount: 1500, promotionCodeId: 2, kind: 'amount' });
    expect(summary.products[1]).toMatchObject({ amount: '$64.00', originalAmount: '$79.00' });
    expect(summary.promotion).toBeUndefined();
    expect(summary.total.discount).toBe(0);
  });

  it('taxes the products after the promotion, never below zero', () => {
    const input = { data: fullSize, selectedItemIds: [6112, 102], purchaseContext: 'subscription' as const };
    expect(selectionTaxableCents({ ...input, claim: null })).toBe(1200 + 7900);
    expect(selectionTaxableCents({ ...input, claim: { code: 'WELCOME10', amount: 1000, promotionCodeId: 1, kind: 'amount' } })).toBe(8100);
    expect(selectionTaxableCents({ ...input, claim: { code: 'BIG', amount: 50_000, promotionCodeId: 3, kind: 'amount' } })).toBe(0);
  });
});

describe('accepted offers in a summary', () => {
  const withBodyCleanse: SelectionPricingData = {
    ...DATA,
    upsells: [upsellLine('body-cleanse', BODY_CLEANSE)],
  };

  it('adds Body Cleanse as its own line today, $14 against $29.95, after the box’s products', () => {
    const summary = summarizeSelection({ data: withBodyCleanse, selectedItemIds: [102], purchaseContext: 'trial', claim: null, tax: 0 });
    expect(summary.products.map((row) => [row.label, row.amount])).toEqual([
      ['Mini Custom Formula', 'Free'],
      ['Mini Body Cleanse', '$14.00'],
    ]);
    expect(summary.total.total).toBe(599 + 1400);
  });

  it('gives each line its look in the same order: the cards’ thumbnails and volumes, then the offer’s thumbnail', () => {
    const customFormula = { ...DATA.cards[0]!, thumbnailImage: { url: '/assets/products/custom-formula.svg', alt: 'Custom Formula' }, modal: { volume: '30 ml' } as CatalogueCard['modal'] };
    const data = { ...withBodyCleanse, cards: [customFormula] };
    const rows = summarizeSelection({ data, selectedItemIds: [102], purchaseContext: 'trial', claim: null, tax: 0 }).products;
    const looks = summaryProductLooks(data, [102]);
    expect(looks).toHaveLength(rows.length);
    expect(looks).toEqual([
      { thumbnailImage: customFormula.thumbnailImage, volume: '30 ml' },
      { thumbnailImage: BODY_CLEANSE.thumbnailImage },
    ]);
  });

  it('adds $19.55 to a 60-day next box and $9.78 to a 30-day one', () => {
    expect(nextBox(withBodyCleanse, [102])).toEqual({ amount: 7900 + 1955, everyDays: 60, monthly: 3950 + 978 });
    const smallBottles = { ...withBodyCleanse, flags: { ...DATA.flags, agencySmallBottlesInSignUp: true } };
    expect(nextBox(smallBottles, [102])?.amount).toBe(3950 + 978);
  });
});

describe('an offer whose product the box already holds', () => {
  it('is sold once, at the card’s price', () => {
    const data: SelectionPricingData = {
      ...DATA,
      upsells: [{ ...upsellLine('body-cleanse', BODY_CLEANSE), productId: 1 }],
    };
    expect(summarizeSelection({ data, selectedItemIds: [102], purchaseContext: 'trial', claim: null, tax: 0 }).products).toHaveLength(1);
    expect(nextBox(data, [102])?.amount).toBe(7900);
  });
});
