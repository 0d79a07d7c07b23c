import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardLine } from './card-pricing';
import { orderSummary, type OrderSummaryInput } from './order-summary';

const line = (finalAmount: number, originalAmount = finalAmount, isFullSize = true): CardLine => ({
  itemId: 1,
  isFullSize,
  price: { originalAmount, finalAmount, adjustmentAmount: originalAmount - finalAmount },
});

const BOX: OrderSummaryInput = {
  products: [
    { name: 'Custom Formula', isRx: true, line: line(0, 0, false) },
    { name: 'Gentle Cleanser', isRx: false, line: line(1800, 2400) },
  ],
  consultation: 0,
  shipping: 0,
  handling: 599,
  tax: 130,
  showsSalesTaxInsteadOfHandling: false,
  category: 'skin',
};

/** The cents a shown amount stands for: its zero words are 0. */
const centsOf = (amount: string) => (/^[A-Za-z]+$/.test(amount) ? 0 : Math.round(Number(amount.replace(/[$,]/g, '')) * 100));

describe('orderSummary', () => {
  it('lists the box as 001 §2.4 shows it: Mini, sale prices struck through, FREE and INCLUDED, the handling fee', () => {
    const summary = orderSummary(BOX);
    expect(summary.header).toBe('30-day trial box');
    expect(summary.products).toEqual([
      { label: 'Mini Custom Formula', amount: 'Free', isRx: true },
      { label: 'Gentle Cleanser', amount: '$18.00', originalAmount: '$24.00', isRx: false },
    ]);
    expect(summary.fees).toEqual([
      { label: 'Shipping', amount: 'FREE' },
      { label: 'Dermatology consultation', amount: 'INCLUDED' },
      { label: 'Handling fee', amount: '$5.99' },
    ]);
    expect(summary.promotion).toBeUndefined();
    expect(summary.todaysTotal).toEqual({ label: "Today's total", amount: '$23.99' });
  });

  it('shows the promo as a negative line and the discount percentage in the total', () => {
    const summary = orderSummary({ ...BOX, promotion: { code: 'WELCOME10', amount: 1000 }, headerText: 'Your box' });
    expect(summary.header).toBe('Your box');
    expect(summary.promotion).toEqual({ label: 'WELCOME10', amount: '-$10.00' });
    expect(summary.todaysTotal).toEqual({ label: "Today's total", amount: '$13.99', discountPercent: 42 });
  });

  it('shows no promotion line for hair, and takes nothing off', () => {
    const summary = orderSummary({ ...BOX, category: 'hair', promotion: { code: 'HAIR15', amount: 1500 } });
    expect(summary.promotion).toBeUndefined();
    expect(summary.todaysTotal.amount).toBe('$23.99');
  });

  it('shows "Sales tax (estimated)" instead of the handling fee under the no-tax-on-trials flag', () => {
    const summary = orderSummary({ ...BOX, showsSalesTaxInsteadOfHandling: true });
    expect(summary.fees.at(-1)).toEqual({ label: 'Sales tax (estimated)', amount: '$1.30' });
    expect(summary.todaysTotal.amount).toBe('$19.30');
  });

  it('shows no handling fee row for a box that has none', () => {
    expect(orderSummary({ ...BOX, handling: 0 }).fees.map((row) => row.label)).toEqual(['Shipping', 'Dermatology consultation']);
  });

  it('for any box, "Today\'s total" is the sum of the rows it shows, and never negative', () => {
    const cents = fc.integer({ min: 0, max: 50_000 });
    const product = fc.record({ final: cents, sale: cents, full: fc.boolean(), isRx: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 10 }),
        fc.record({ consultation: cents, shipping: cents, handling: cents, tax: cents, promo: cents, flag: fc.boolean(), hair: fc.boolean() }),
        (products, box) => {
          const summary = orderSummary({
            products: products.map((p, index) => ({ name: `Item ${index}`, isRx: p.isRx, line: line(p.final, p.final + p.sale, p.full) })),
            consultation: box.consultation,
            shipping: box.shipping,
            handling: box.handling,
            tax: box.tax,
            promotion: { code: 'CODE', amount: box.promo },
            showsSalesTaxInsteadOfHandling: box.flag,
            category: box.hair ? 'hair' : 'skin',
          });
          const rows = [...summary.products, ...summary.fees, ...(summary.promotion ? [summary.promotion] : [])];
          const shown = rows.reduce((sum, row) => sum + centsOf(row.amount), 0);
          expect(centsOf(summary.todaysTotal.amount)).toBe(shown);
          expect(summary.total.totalWithTax).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
