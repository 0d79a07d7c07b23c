import { describe, expect, it } from 'vitest';
import { changedValues } from './audit-changes';

describe('changedValues', () => {
  it('keeps each nested value that changed, before and after, by its dotted path', () => {
    const before = { trial: { priceCents: 1995, months: 1 }, flags: { showGift: true }, heading: null };
    const after = { trial: { priceCents: 1995, months: 2 }, flags: { showGift: false }, heading: 'Two months' };
    expect(changedValues(before, after)).toEqual({
      'before.trial.months': 1,
      'after.trial.months': 2,
      'before.flags.showGift': 'true',
      'after.flags.showGift': 'false',
      'before.heading': 'none',
      'after.heading': 'Two months',
    });
  });

  it('keeps a time as one ISO value, and a value that appeared or went away as none on its other side', () => {
    const from = new Date('2026-12-07T05:00:00.000Z');
    expect(changedValues({ validFrom: from, gift: 'Pouch' }, { validFrom: new Date(from), budgetCents: 6000 })).toEqual({
      'before.gift': 'Pouch',
      'after.gift': 'none',
      'before.budgetCents': 'none',
      'after.budgetCents': 6000,
    });
  });

  it('gives only the after of something new, every value of it', () => {
    expect(changedValues(undefined, { code: 'SPRING', maxUses: null })).toEqual({ 'after.code': 'SPRING', 'after.maxUses': 'none' });
  });

  it('is empty when nothing changed, even where null and a missing value meet', () => {
    expect(changedValues({ a: null, b: { c: 1 } }, { b: { c: 1 } })).toEqual({});
  });
});
