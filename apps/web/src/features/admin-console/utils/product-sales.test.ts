import { describe, expect, it } from 'vitest';
import { hasSalesControl, salesChangeOf, salesDoneText, type SalesPrice } from './product-sales';

const ROW: SalesPrice = {
  brandId: 1,
  brandName: 'Teleskin',
  itemId: 5802,
  priceKind: 'full-size',
  productName: 'Eye Formula',
  catalogueCents: 3000,
  currentCents: 3000,
  scheduled: [],
  productKey: 'eye-formula',
  salesName: 'Eye Formula',
  salesPausedAt: null,
};
describe("a product's new sales", () => {
  it('are paused from its full-size row of an over-the-counter product only', () => {
    expect(hasSalesControl(ROW)).toBe(true);
    expect(hasSalesControl({ ...ROW, priceKind: 'trial-size' })).toBe(false);
    expect(hasSalesControl({ ...ROW, productKey: null })).toBe(false);
  });

  it('are paused while on sale and resumed while paused, with the words the page announces', () => {
    expect(salesChangeOf(ROW, 'Recall')).toEqual({
      brandId: 1,
      productKey: 'eye-formula',
      onSale: false,
      reason: 'Recall',
    });
    const paused = { ...ROW, salesPausedAt: '2026-11-25T09:00:00.000Z' };
    expect(salesChangeOf(paused, 'Back').onSale).toBe(true);
    expect(salesDoneText('Eye Formula', paused)).toBe('New sales of Eye Formula are paused.');
    expect(salesDoneText('Eye Formula', ROW)).toBe('Eye Formula is on sale again.');
  });
});
