import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_CART_MAX_LINES, SHOP_LINE_MAX_QUANTITY } from '../constants/storefront';
import { cartCodesProblem, cartLineUpdateProblem, cartLinesProblem } from './cart-requests';
import { addCartLines, mergeCartLines, type CartQuantity } from './shop-cart-lines';
import { shopOrderOf } from './shop-order';
import { shopCartTotals, shippingCentsOf } from './shop-cart-totals';

const variant = fc.integer({ min: 1, max: 30 }).map((n) => `v${n}`);
const line = fc.record({ variantId: variant, quantity: fc.integer({ min: 1, max: SHOP_LINE_MAX_QUANTITY }) });
/** A cart as the rules keep it: one line per variant, at most ten. */
const cart = fc.uniqueArray(line, { selector: (entry) => entry.variantId, maxLength: SHOP_CART_MAX_LINES });

describe('adding to a shop cart', () => {
  it('adds a quantity to the variant’s line or a new line at the end', () => {
    expect(addCartLines([{ variantId: 'a', quantity: 1 }], [{ variantId: 'a', quantity: 2 }, { variantId: 'b', quantity: 1 }])).toEqual({
      ok: true,
      lines: [
        { variantId: 'a', quantity: 3 },
        { variantId: 'b', quantity: 1 },
      ],
    });
  });

  it('never answers more than ten lines or a quantity out of range, and refuses the whole add', () => {
    fc.assert(
      fc.property(cart, fc.array(line, { minLength: 1, maxLength: 12 }), (existing, adding) => {
        const result = addCartLines(existing, adding);
        if (result.ok) {
          expect(result.lines.length).toBeLessThanOrEqual(SHOP_CART_MAX_LINES);
          expect(result.lines.every((entry) => entry.quantity >= 1 && entry.quantity <= SHOP_LINE_MAX_QUANTITY)).toBe(true);
        } else {
          expect(['A cart holds up to 10 products. Remove one to add another.', 'Choose a quantity from 1 to 10.']).toContain(result.message);
        }
      }),
    );
  });

  it('refuses an 11th line', () => {
    const ten: CartQuantity[] = Array.from({ length: 10 }, (_, index) => ({ variantId: `v${index}`, quantity: 1 }));
    expect(addCartLines(ten, [{ variantId: 'v99', quantity: 1 }])).toEqual({ ok: false, message: 'A cart holds up to 10 products. Remove one to add another.' });
    expect(addCartLines(ten, [{ variantId: 'v0', quantity: 1 }]).ok).toBe(true);
  });
});

describe('merging a visitor’s cart at sign-in', () => {
  it('keeps the account’s lines first, adds quantities up to the most and drops what does not fit', () => {
    fc.assert(
      fc.property(cart, cart, (account, visitor) => {
        const { lines, dropped } = mergeCartLines(account, visitor);
        expect(lines.length).toBeLessThanOrEqual(SHOP_CART_MAX_LINES);
        expect(lines.slice(0, account.length).map((entry) => entry.variantId)).toEqual(account.map((entry) => entry.variantId));
        expect(lines.every((entry) => entry.quantity <= SHOP_LINE_MAX_QUANTITY)).toBe(true);
        const newVariants = visitor.filter((entry) => !account.some((mine) => mine.variantId === entry.variantId)).length;
        expect(lines.length - account.length + dropped).toBe(newVariants);
      }),
    );
  });
});

describe('a shop cart’s figures', () => {
  it('adds up, never discounts below zero, and ships free from $50 after discounts', () => {
    expect(shopCartTotals({ lineCents: [3000, 1000], codeCents: 500, taxCents: 250 })).toEqual({
      subtotalCents: 4000,
      discountCents: 500,
      shippingCents: 595,
      taxEstimateCents: 250,
      totalCents: 4000 - 500 + 595 + 250,
    });
    expect(shopCartTotals({ lineCents: [1000], codeCents: 5000, taxCents: null })).toMatchObject({ discountCents: 1000, totalCents: 595 });
    expect([shippingCentsOf(4999, 1), shippingCentsOf(5000, 1), shippingCentsOf(0, 0)]).toEqual([595, 0, 0]);
  });
});

describe('cart requests', () => {
  it('refuses fields the call does not define, quantities out of range, long codes and two codes', () => {
    expect(cartLinesProblem({ lines: [{ variantId: 'a', quantity: 1 }] })).toBeUndefined();
    const priced = { variantId: 'a', quantity: 1, priceCents: 1 };
    expect(cartLinesProblem({ lines: [priced] })).toBe(
      'Send only products and quantities: prices and totals come from the shop.',
    );
    expect(cartLinesProblem({ lines: [{ variantId: 'a', quantity: 0 }] })).toBe('Choose a quantity from 1 to 10.');
    expect(cartLineUpdateProblem({ quantity: 11 })).toBe('Choose a quantity from 1 to 10.');
    expect(cartCodesProblem({ discountCodes: ['x'.repeat(65)] })).toBe('Enter a code of at most 64 characters.');
    expect(cartCodesProblem({ discountCodes: ['A', 'B'] })).toBe('Only one discount code can be used at a time.');
    expect(cartCodesProblem({ discountCodes: [] })).toBeUndefined();
  });
});

describe('a shop cart as its order', () => {
  it('has invoice rows that add up to what is charged, quantities on the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 10 }), unitCents: fc.integer({ min: 0, max: 9000 }) }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lines, codeCents, taxCents) => {
          const order = shopOrderOf({
            lines: lines.map((line, index) => ({ itemId: index + 1, name: `P${index}`, compareAtUnitCents: line.unitCents + 100, ...line })),
            code: { code: 'SAVE', cents: codeCents },
            taxCents,
          });
          expect(order.invoiceLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(order.totals.totalWithTax);
          expect(order.totals.totalWithTax).toBeGreaterThanOrEqual(0);
          // The invoices' own check: total = subtotal - discount + tax - credit.
          const { subtotal, discount, credit, totalWithTax } = order.totals;
          expect(totalWithTax).toBe(subtotal - discount + taxCents - credit);
          expect(order.lines.map((line) => line.quantity)).toEqual(lines.map((line) => line.quantity));
        },
      ),
    );
  });

  it('labels a line of several with its quantity', () => {
    const order = shopOrderOf({ lines: [{ itemId: 1, name: 'Balm', quantity: 2, unitCents: 1000, compareAtUnitCents: 1200 }], code: null, taxCents: 0 });
    expect(order.invoiceLines).toEqual([
      { kind: 'product', label: 'Balm × 2', amountCents: 2000 },
      { kind: 'shipping', label: 'Shipping', amountCents: 595 },
    ]);
    expect(order.lines[0]).toMatchObject({ originalCents: 2400, finalCents: 2000, quantity: 2 });
  });
});
