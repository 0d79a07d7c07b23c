import { describe, expect, it } from 'vitest';
import { appliesToText, givenText, offerText, usesText, windowText } from './promotion-text';

const written = (iso: string) => iso.slice(0, 10);

describe('the promotions list’s words', () => {
  it('says what a code takes off', () => {
    const amount = { kind: 'amount', amountCents: 1000, percentOff: null } as const;
    expect(offerText({ ...amount, appliesToLines: 'box' })).toBe('$10.00');
    expect(offerText({ ...amount, appliesToLines: 'rx' })).toBe('$10.00 off prescriptions');
    const percent = { kind: 'percent', amountCents: 0, percentOff: 25 } as const;
    expect(offerText({ ...percent, appliesToLines: 'box' })).toBe('25% off');
    expect(offerText({ ...percent, appliesToLines: 'otc' })).toBe(
      '25% off over-the-counter products',
    );
    expect(
      offerText({ kind: 'free-rx-line', amountCents: 0, percentOff: null, appliesToLines: 'rx' }),
    ).toBe('The first prescription free');
  });

  it('names the treatment, or every one', () => {
    expect(appliesToText({ appliesTo: 'hair' })).toBe('Hair');
    expect(appliesToText({ appliesTo: null })).toBe('Every treatment');
  });

  it('writes an open window and a closed one', () => {
    expect(windowText({ validFrom: '2027-03-01T00:00:00.000Z', validUntil: null }, written)).toBe(
      'From 2027-03-01',
    );
    expect(
      windowText(
        { validFrom: '2027-03-01T00:00:00.000Z', validUntil: '2027-04-01T00:00:00.000Z' },
        written,
      ),
    ).toBe('2027-03-01 to 2027-04-01');
  });

  it('counts claims against the limit, or says there is none', () => {
    expect(usesText({ useCount: 12, maxUses: 50 })).toBe('12 of 50');
    expect(usesText({ useCount: 3, maxUses: null })).toBe('3 (no limit)');
    expect(givenText({ givenCents: 6000, budgetCents: 10000 })).toBe('$60.00 of $100.00');
    expect(givenText({ givenCents: 0, budgetCents: null })).toBe('$0.00 (no budget)');
  });
});
