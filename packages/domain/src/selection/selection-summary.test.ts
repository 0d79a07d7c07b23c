import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import { summarizeSelection, type SelectionPricingData } from './selection-summary';

const card = (overrides: Partial<CatalogueCard>): CatalogueCard =>
  ({ key: 'x', name: 'X', lineItemName: 'X', bodyDescription: '', category: 'skin', isRx: false, images: [], ingredients: [], ...overrides }) as CatalogueCard;

const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

const DATA: SelectionPricingData = {
  treatmentCategory: 'skin',
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
  flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false },
  handling: 599,
  shipping: 0,
  dermatologyConsultation: 0,
};

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
    const data = { ...DATA, flags: { ...DATA.flags, isTwoMonthFirstShipment: true } };
    const summary = summarizeSelection({
      data,
      selectedItemIds: [102],
      purchaseContext: 'trial',
      claim: { code: 'WELCOME10', amount: 1000, promotionCodeId: 1 },
      tax: 0,
    });
    expect(summary.total).toMatchObject({ subtotal: 7900 + 599, discount: 1000, total: 7499 });
  });

  it('says which item has no price', () => {
    expect(() => summarizeSelection({ data: DATA, selectedItemIds: [999], purchaseContext: 'trial', claim: null, tax: 0 })).toThrow(
      'No trial size item prices found for card item ID 999',
    );
  });
});
