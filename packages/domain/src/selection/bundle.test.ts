import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import { bundleBoxProblem, bundleConfigOf, bundleItemIds, bundlePriceView, bundleTodayCents } from './bundle';
import { summarizeSelection, type SelectionPricingData } from './selection-summary';

const card = (overrides: Partial<CatalogueCard>): CatalogueCard =>
  ({
    key: 'x',
    name: 'X',
    bodyDescription: '',
    category: 'skin',
    isRx: false,
    images: [{ name: 'front', url: '/a.png', alt: 'A' }],
    thumbnailImage: { url: '/t.png', alt: 'T' },
    ingredients: [],
    modal: { volume: '30 mL • 1 fl oz' },
    ...overrides,
  }) as CatalogueCard;
const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

const FORMULA = card({ id: 1, name: 'Custom Formula', lineItemName: 'Custom Formula', isRx: true, trialSizeItemId: 101, fullSizeItemId: 102 });
const CLEANSER = card({ id: 52, name: 'Cleanser', lineItemName: 'Cleanser + Moisturizer', trialSizeItemId: 5201, fullSizeItemId: 5202 });
const SPOTS = card({ id: 55, name: 'Dark Spot Formula', lineItemName: 'Dark Spot Formula', fullSizeItemId: 5502, rating: 4.6, numReviews: 120 });
const BALM = card({
  id: 56,
  name: 'Barrier Balm',
  lineItemName: 'Barrier Balm',
  fullSizeItemId: 5602,
  selectableOptions: [
    { fullSizeItemId: 5602, name: 'Clear', colorHex: '#fff' },
    { fullSizeItemId: 5603, name: 'Tint', colorHex: '#c96' },
  ],
});
const DATA: SelectionPricingData = {
  treatmentCategory: 'skin',
  checkoutMode: 'Trial',
  introOffer: { id: 'thirty-day-trial' },
  cards: [FORMULA, CLEANSER, SPOTS, BALM],
  prices: {
    trialSizeItemPrices: { 101: price(0), 5201: price(0) },
    oneTimeItemPrices: {},
    fullSizeItemPrices: { 102: price(5990), 5202: price(3000, 500), 5502: price(3400), 5602: price(2200), 5603: price(2200) },
  },
  flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false, agencySmallBottlesInSignUp: false },
  handling: 495,
  shipping: 0,
  dermatologyConsultation: 0,
};
const CONFIG = bundleConfigOf(DATA, [102, 5202], [SPOTS, BALM]);

describe('the product-detail bundle', () => {
  it('describes the fixed set, the add-ons priced as trial lines, and what the trial costs today besides them', () => {
    expect(CONFIG.offerId).toBe('thirty-day-trial');
    expect(CONFIG.shippingPrice).toBe(495);
    expect(CONFIG.setProducts.itemIds).toEqual([102, 5202]);
    expect(CONFIG.setProducts.products.map((product) => [product.name, product.price.final])).toEqual([
      ['Custom Formula', 0],
      ['Cleanser + Moisturizer', 0],
    ]);
    expect(CONFIG.addOnProducts[0]).toMatchObject({ id: 55, itemIds: [5502], price: { final: 1700, original: 1700 }, volume: '30 mL • 1 fl oz', cadence: 'Ships every 60 days', rating: 4.6, numReviews: 120 });
    expect(CONFIG.addOnProducts[1]!.itemIds).toEqual([5602, 5603]);
    expect(CONFIG.headerText).toBe('30-day trial box');
  });

  it('says every 30 days with the agency small bottles', () => {
    const small = bundleConfigOf({ ...DATA, flags: { ...DATA.flags, agencySmallBottlesInSignUp: true } }, [102], [SPOTS]);
    expect(small.addOnProducts[0]!.cadence).toBe('Ships every 30 days');
  });

  it('for any add-ons and fees, today’s figure is the order summary’s total of the same box', () => {
    fc.assert(
      fc.property(
        fc.subarray([5502, 5602, 5603, 9999]),
        fc.record({ noTaxOnTrials: fc.boolean(), shipping: fc.nat(2000), handling: fc.nat(2000), consultation: fc.nat(5000) }),
        (chosen, fees) => {
          const data: SelectionPricingData = {
            ...DATA,
            flags: { ...DATA.flags, noTaxOnTrials: fees.noTaxOnTrials },
            shipping: fees.shipping,
            handling: fees.handling,
            dermatologyConsultation: fees.consultation,
          };
          const config = bundleConfigOf(data, [102, 5202], [SPOTS, BALM]);
          const box = bundleItemIds(config, chosen);
          const summary = summarizeSelection({ data, selectedItemIds: box, purchaseContext: 'trial', claim: null, tax: 0 });
          expect(bundleTodayCents(config, chosen)).toBe(summary.total.total);
          expect(bundleBoxProblem(config, box)).toBeUndefined();
        },
      ),
    );
  });

  it('keeps one option of an add-on and drops what the bundle does not offer', () => {
    expect(bundleItemIds(CONFIG, [5603, 5602, 9999])).toEqual([102, 5202, 5603]);
  });

  it('refuses a box that is not the bundle: a set product missing, an item it does not offer, an add-on twice', () => {
    expect(bundleBoxProblem(CONFIG, [102])).toBeDefined();
    expect(bundleBoxProblem(CONFIG, [102, 5202, 9999])).toBeDefined();
    expect(bundleBoxProblem(CONFIG, [102, 5202, 5602, 5603])).toBeDefined();
    expect(bundleBoxProblem(CONFIG, [5202, 102, 5502])).toBeUndefined();
  });

  it('shows a free product as Free with its list price struck through, and a full price alone', () => {
    expect(bundlePriceView({ final: 0, original: 5990 })).toEqual({ amount: 'Free', originalAmount: '$59.90' });
    expect(bundlePriceView({ final: 1700, original: 1700 })).toEqual({ amount: '$17.00' });
  });
});
