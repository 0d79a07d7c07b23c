import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxSubtotalCents, priceRenewalBox } from './renewal-box';

const items = [
  { itemId: 10, name: 'Custom Formula', isRx: true, priceCents: 5990 },
  { itemId: 20, name: 'Gentle Cleanser', isRx: false, priceCents: 2400 },
];

describe('priceRenewalBox', () => {
  it('charges the products, the tax and takes the credit off', () => {
    const priced = priceRenewalBox(items, { taxCents: 700, availableCreditCents: 2000 });
    expect(priced.totals).toEqual({ subtotal: 8390, discount: 0, total: 8390, credit: 2000, totalWithTax: 7090 });
    expect(priced.invoiceLines.map((line) => line.kind)).toEqual(['product', 'product', 'shipping', 'tax', 'credit']);
  });

  it('has invoice rows that always add up to the charge, and never charges below zero', () => {
    const item = fc.record({ itemId: fc.nat(), name: fc.string(), isRx: fc.boolean(), priceCents: fc.nat(20_000) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), fc.nat(5_000), fc.nat(50_000), (box, taxCents, availableCreditCents) => {
        const priced = priceRenewalBox(box, { taxCents, availableCreditCents });
        const rows = priced.invoiceLines.reduce((sum, line) => sum + line.amountCents, 0);
        expect(rows).toBe(priced.totals.totalWithTax);
        expect(priced.totals.totalWithTax).toBeGreaterThanOrEqual(0);
        expect(priced.totals.subtotal).toBe(boxSubtotalCents(box));
      }),
    );
  });
});
