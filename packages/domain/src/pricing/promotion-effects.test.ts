import { describe, expect, it } from 'vitest';
import type { PromotionClaim } from '../contracts/product-selection';
import type { SummaryProduct } from './order-summary';
import { percentOfCents, promotionEffect } from './promotion-effects';

function product(name: string, cents: number, isRx: boolean): SummaryProduct {
  return { name, isRx, line: { itemId: cents, isFullSize: true, price: { originalAmount: cents, adjustmentAmount: 0, finalAmount: cents } } } as SummaryProduct;
}

const BOX = [product('Formula', 4000, true), product('Cleanser', 1500, false), product('Moisturizer', 2500, false)];
const percent = (percentOff: number, appliesToLines: PromotionClaim['appliesToLines']): PromotionClaim => ({ code: 'SPRING', amount: 0, promotionCodeId: 1, kind: 'percent', percentOff, appliesToLines });
const finals = (products: readonly SummaryProduct[]) => products.map((item) => item.line.price.finalAmount);

describe('percent and targeted codes (ADR 166)', () => {
  it('rounds a percentage to the nearest cent', () => {
    expect(percentOfCents(1999, 15)).toBe(300);
    expect(percentOfCents(1990, 15)).toBe(299);
    expect(percentOfCents(8000, 100)).toBe(8000);
  });

  it('takes a percentage of the lines it applies to as the skin box’s promotion row', () => {
    expect(promotionEffect(BOX, percent(25, 'box'), 'skin').promotion).toEqual({ code: 'SPRING', amount: 2000 });
    expect(promotionEffect(BOX, percent(25, 'rx'), 'skin').promotion).toEqual({ code: 'SPRING', amount: 1000 });
    expect(promotionEffect(BOX, percent(25, 'otc'), 'skin').promotion).toEqual({ code: 'SPRING', amount: 1000 });
    expect(promotionEffect(BOX, percent(25, 'otc'), 'skin').linesCentsOff).toBe(0);
  });

  it('caps an amount on some lines by those lines, and leaves a whole-box amount to the order total', () => {
    const amount = (appliesToLines: PromotionClaim['appliesToLines']): PromotionClaim => ({ code: 'TEN', amount: 5000, promotionCodeId: 2, kind: 'amount', appliesToLines });
    expect(promotionEffect(BOX, amount('otc'), 'skin').promotion?.amount).toBe(4000);
    expect(promotionEffect(BOX, amount('rx'), 'skin').promotion?.amount).toBe(4000);
    expect(promotionEffect(BOX, amount('box'), 'skin').promotion?.amount).toBe(5000);
    expect(promotionEffect(BOX, amount(undefined), 'skin').promotion?.amount).toBe(5000);
  });

  it('takes a hair percentage off each line it applies to', () => {
    const effect = promotionEffect(BOX, percent(50, 'box'), 'hair');
    expect(effect.promotion).toBeUndefined();
    expect(finals(effect.products)).toEqual([2000, 750, 1250]);
    expect(effect.linesCentsOff).toBe(4000);
    const otc = promotionEffect(BOX, percent(15, 'otc'), 'hair');
    expect(finals(otc.products)).toEqual([4000, 1275, 2125]);
    expect(otc.linesCentsOff).toBe(600);
  });

  it('takes a targeted hair amount off the lines it applies to in turn', () => {
    const effect = promotionEffect(BOX, { code: 'OTC20', amount: 2000, promotionCodeId: 4, kind: 'amount', appliesToLines: 'otc' }, 'hair');
    expect(finals(effect.products)).toEqual([4000, 0, 2000]);
    expect(effect.linesCentsOff).toBe(2000);
  });

  it('keeps a whole-box amount on the hair formula alone, as before', () => {
    const effect = promotionEffect(BOX, { code: 'HAIR50', amount: 5000, promotionCodeId: 3, kind: 'amount' }, 'hair');
    expect(finals(effect.products)).toEqual([0, 1500, 2500]);
    expect(effect.linesCentsOff).toBe(4000);
  });

  it('takes no more than what is left of the code’s budget', () => {
    expect(promotionEffect(BOX, { ...percent(25, 'box'), maxCents: 1234 }, 'skin').promotion?.amount).toBe(1234);
    const hair = promotionEffect(BOX, { ...percent(50, 'box'), maxCents: 2500 }, 'hair');
    expect(finals(hair.products)).toEqual([2000, 1000, 2500]);
    expect(hair.linesCentsOff).toBe(2500);
    expect(promotionEffect(BOX, { ...percent(50, 'box'), maxCents: 0 }, 'hair').linesCentsOff).toBe(0);
  });

  it('gives nothing off a box without the lines it applies to', () => {
    const effect = promotionEffect([BOX[1]!, BOX[2]!], percent(30, 'rx'), 'hair');
    expect(finals(effect.products)).toEqual([1500, 2500]);
    expect(effect.linesCentsOff).toBe(0);
    expect(promotionEffect([BOX[1]!], percent(30, 'rx'), 'skin').promotion?.amount).toBe(0);
  });
});
