import { describe, expect, it } from 'vitest';
import type { AdminPrice } from '@app/domain/contracts';
import { salesChangeOf, salesDoneText, salesProductName, type SalesPrice } from './product-sales';

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
  salesPausedAt: null,
};
const option = (itemId: number, name: string, brandId = 1): SalesPrice => ({
  ...ROW,
  brandId,
  itemId,
  productName: `Tinted Lip Balm (${name})`,
  productKey: 'lip-balm',
});

describe("a product's new sales", () => {
  it('are named by the product, without the option, where several rows are its options', () => {
    const balms = [option(6111, 'Sheer Rose'), option(6112, 'Berry')];
    const list: AdminPrice[] = [ROW, ...balms, option(6111, 'Sheer Rose', 2)];
    expect(salesProductName(balms[1]!, list)).toBe('Tinted Lip Balm');
    expect(salesProductName(ROW, list)).toBe('Eye Formula');
    // The agency's one option row is the only one of its brand: its name stays whole.
    expect(salesProductName(list[3] as SalesPrice, list)).toBe('Tinted Lip Balm (Sheer Rose)');
    const named = { ...ROW, productName: 'Cream (Night)' };
    expect(salesProductName(named, [named])).toBe('Cream (Night)');
    // Its trial-size row is not an option of it (ADR 165).
    const trial = { ...named, productName: 'Cream (trial size)', priceKind: 'trial-size' as const };
    expect(salesProductName(named, [named, trial])).toBe('Cream (Night)');
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
