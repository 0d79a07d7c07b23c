import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatement, type StatementOrder } from './order-statement';
import { orderTotal } from './order-total';

const sum = (lines: readonly { amountCents: number }[]) => lines.reduce((total, line) => total + line.amountCents, 0);

const PRODUCTS = [
  { name: 'Future-Proof Formula', isRx: true, isFullSize: false, finalCents: 0 },
  { name: 'Cleanser + Moisturizer', isRx: false, isFullSize: true, finalCents: 1200 },
  { name: 'Dark Spot Formula', isRx: false, isFullSize: true, finalCents: 1400 },
];

describe('orderStatement', () => {
  it('lists the issue’s order as lines that add up to its $20.95: products, handling and the promotion', () => {
    const order: StatementOrder = {
      lines: PRODUCTS,
      invoice: {
        totalCents: 2095,
        discountCents: 1000,
        creditCents: 0,
        taxCents: 0,
        lines: [
          { kind: 'product', label: 'Mini Future-Proof Formula', amountCents: 0 },
          { kind: 'product', label: 'Cleanser + Moisturizer', amountCents: 1200 },
          { kind: 'product', label: 'Dark Spot Formula', amountCents: 1400 },
          { kind: 'shipping', label: 'Shipping', amountCents: 0 },
          { kind: 'handling', label: 'Handling fee', amountCents: 495 },
          { kind: 'promotion', label: 'WELCOME10', amountCents: -1000 },
        ],
      },
    };
    const lines = orderStatement(order);
    expect(lines.map((line) => [line.label, line.amountCents, line.isRx])).toEqual([
      ['Mini Future-Proof Formula', 0, true],
      ['Cleanser + Moisturizer', 1200, false],
      ['Dark Spot Formula', 1400, false],
      ['Shipping', 0, false],
      ['Handling fee', 495, false],
      ['WELCOME10', -1000, false],
    ]);
    expect(sum(lines)).toBe(2095);
  });

  it('adds the tax and credit the stored rows do not show, and fees for an invoice stored without rows', () => {
    const withRows = orderStatement({
      lines: PRODUCTS.slice(1, 2),
      invoice: { totalCents: 1200 + 518 - 300, discountCents: 0, creditCents: 300, taxCents: 518, lines: [{ kind: 'product', label: 'Cleanser + Moisturizer', amountCents: 1200 }] },
    });
    expect(withRows.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ['product', 'Cleanser + Moisturizer', 1200],
      ['tax', 'Sales tax (estimated)', 518],
      ['credit', 'Account credit', -300],
    ]);
    const withoutRows = orderStatement({ lines: PRODUCTS, invoice: { totalCents: 2095 + 150 - 200, discountCents: 1000, creditCents: 200, taxCents: 150, lines: [] } });
    expect(withoutRows.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ['product', 'Mini Future-Proof Formula', 0],
      ['product', 'Cleanser + Moisturizer', 1200],
      ['product', 'Dark Spot Formula', 1400],
      ['handling', 'Shipping and fees', 495],
      ['promotion', 'Promotion', -1000],
      ['tax', 'Sales tax (estimated)', 150],
      ['credit', 'Account credit', -200],
    ]);
    expect(sum(withoutRows)).toBe(2095 + 150 - 200);
  });

  it('lists the products as sold for an order without an invoice', () => {
    expect(orderStatement({ lines: PRODUCTS, invoice: null }).map((line) => line.label)).toEqual(['Mini Future-Proof Formula', 'Cleanser + Moisturizer', 'Dark Spot Formula']);
  });

  it('for any order with promotion, credit, handling and tax, its lines add up to its total, stored rows or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ finalCents: fc.nat(20_000), isRx: fc.boolean(), isFullSize: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        fc.record({ shipping: fc.nat(2000), consultation: fc.nat(5000), handling: fc.nat(2000), promo: fc.nat(30_000), tax: fc.nat(3000), credit: fc.nat(10_000) }),
        fc.constantFrom('rows with tax', 'rows without tax', 'no rows'),
        (products, money, stored) => {
          const lines = products.map((product, index) => ({ ...product, name: `Product ${index}` }));
          const totals = orderTotal({ consultation: money.consultation, shipping: money.shipping, handling: money.handling, itemFinalAmounts: lines.map((line) => line.finalCents) }, money.promo, money.tax, money.credit);
          const rows = [
            ...lines.map((line) => ({ kind: 'product', label: line.name, amountCents: line.finalCents })),
            { kind: 'shipping', label: 'Shipping', amountCents: money.shipping },
            { kind: 'consultation', label: 'Dermatology consultation', amountCents: money.consultation },
            { kind: 'handling', label: 'Handling fee', amountCents: money.handling },
            ...(totals.discount > 0 ? [{ kind: 'promotion', label: 'CODE', amountCents: -totals.discount }] : []),
            ...(stored === 'rows with tax' ? [{ kind: 'tax', label: 'Sales tax (estimated)', amountCents: money.tax }] : []),
            ...(totals.credit > 0 ? [{ kind: 'credit', label: 'Account credit', amountCents: -totals.credit }] : []),
          ];
          const invoice = { totalCents: totals.totalWithTax, discountCents: totals.discount, creditCents: totals.credit, taxCents: money.tax, lines: stored === 'no rows' ? [] : rows };
          const statement = orderStatement({ lines, invoice });
          expect(sum(statement)).toBe(totals.totalWithTax);
          expect(statement.every((line) => Number.isInteger(line.amountCents))).toBe(true);
        },
      ),
    );
  });
});
