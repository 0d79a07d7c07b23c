import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import type { PromotionClaim } from '../contracts/product-selection';
import { priceSelection } from './invoice-lines';
import type { SelectionPricingData } from './selection-summary';

const card = (overrides: Partial<CatalogueCard>): CatalogueCard =>
  ({ key: 'x', name: 'X', lineItemName: 'X', bodyDescription: '', category: 'skin', isRx: false, images: [], ingredients: [], ...overrides }) as CatalogueCard;
const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

const CARDS = [
  card({ id: 1, lineItemName: 'Custom Formula', isRx: true, trialSizeItemId: 101, fullSizeItemId: 102 }),
  card({ id: 52, lineItemName: 'Cleanser + Moisturizer', trialSizeItemId: 5201, fullSizeItemId: 5202 }),
  card({ id: 55, lineItemName: 'Dark Spot Formula', fullSizeItemId: 5502 }),
];
const PRICES = {
  trialSizeItemPrices: { 101: price(0), 5201: price(1200) },
  oneTimeItemPrices: { 102: price(6990, 500) },
  fullSizeItemPrices: { 102: price(5990), 5202: price(3000, 500), 5502: price(3400) },
};

describe('priceSelection', () => {
  it('lists the summary’s rows in cents: products, fees, the promotion', () => {
    const data: SelectionPricingData = {
      treatmentCategory: 'skin',
      checkoutMode: 'Trial',
      introOffer: { id: 'thirty-day-trial' },
      cards: CARDS,
      prices: PRICES,
      flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false, agencySmallBottlesInSignUp: false },
      handling: 495,
      shipping: 0,
      dermatologyConsultation: 0,
    };
    const priced = priceSelection({ data, selectedItemIds: [102, 5502], purchaseContext: 'trial', claim: { code: 'WELCOME10', amount: 1000, promotionCodeId: 1, kind: 'amount' }, tax: 0 });
    expect(priced.invoiceLines).toEqual([
      { kind: 'product', label: 'Mini Custom Formula', amountCents: 0 },
      { kind: 'product', label: 'Dark Spot Formula', amountCents: 1700 },
      { kind: 'shipping', label: 'Shipping', amountCents: 0 },
      { kind: 'consultation', label: 'Dermatology consultation', amountCents: 0 },
      { kind: 'handling', label: 'Handling fee', amountCents: 495 },
      { kind: 'promotion', label: 'WELCOME10', amountCents: -1000 },
    ]);
    expect(priced.totals.totalWithTax).toBe(1195);
  });

  it('for any box, the invoice rows add up to what is charged today, never below zero', () => {
    const claimArb: fc.Arbitrary<PromotionClaim | null> = fc.oneof(
      fc.constant(null),
      fc.record({ code: fc.constant('CODE'), amount: fc.nat(20_000), promotionCodeId: fc.constant(1), kind: fc.constantFrom('amount' as const, 'free-rx-line' as const) }),
      fc.record({
        code: fc.constant('PCT'),
        amount: fc.constant(0),
        promotionCodeId: fc.constant(2),
        kind: fc.constant('percent' as const),
        percentOff: fc.integer({ min: 1, max: 100 }),
        appliesToLines: fc.constantFrom('box' as const, 'rx' as const, 'otc' as const),
        maxCents: fc.option(fc.nat(5000), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(
        fc.subarray([102, 5202, 5502], { minLength: 1 }),
        fc.record({
          mode: fc.constantFrom('Trial' as const, 'Subscription' as const),
          context: fc.constantFrom('trial' as const, 'subscription' as const),
          hair: fc.boolean(),
          noTax: fc.boolean(),
          twoMonth: fc.boolean(),
          handling: fc.nat(2000),
          shipping: fc.nat(2000),
          consultation: fc.nat(5000),
          tax: fc.nat(3000),
        }),
        claimArb,
        (itemIds, box, claim) => {
          const data: SelectionPricingData = {
            treatmentCategory: box.hair ? 'hair' : 'skin',
            checkoutMode: box.mode,
            introOffer: { id: box.twoMonth ? 'two-month-half-off' : 'thirty-day-trial' },
            cards: CARDS,
            prices: PRICES,
            flags: { isTwoMonthFirstShipment: box.twoMonth, noTaxOnTrials: box.noTax, agencySmallBottlesInSignUp: false },
            handling: box.handling,
            shipping: box.shipping,
            dermatologyConsultation: box.consultation,
          };
          const priced = priceSelection({ data, selectedItemIds: itemIds, purchaseContext: box.context, claim, tax: box.tax });
          const sum = priced.invoiceLines.reduce((total, line) => total + line.amountCents, 0);
          expect(sum).toBe(priced.totals.totalWithTax);
          expect(priced.totals.totalWithTax).toBeGreaterThanOrEqual(0);
          expect(priced.lines.every((line) => line.finalCents >= 0 && line.finalCents <= line.originalCents)).toBe(true);
          // What the claim gives is what the box lost to it, never more than its products' price.
          const unclaimed = priceSelection({ data, selectedItemIds: itemIds, purchaseContext: box.context, claim: null, tax: box.tax });
          expect(priced.promotionCents).toBe(unclaimed.totals.totalWithTax - priced.totals.totalWithTax);
          if (claim?.maxCents !== undefined) {
            expect(priced.promotionCents).toBeLessThanOrEqual(claim.maxCents);
          }
          expect(priced.promotionCents).toBeLessThanOrEqual(unclaimed.lines.reduce((total, line) => total + line.finalCents, 0) + data.handling + data.shipping + data.dermatologyConsultation);
        },
      ),
    );
  });
});
