import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { promotionCodeProblem, promotionSettingsProblems, type PromotionSettings } from './promotion-settings';

const TEXT = STAFF_MESSAGES.adminPromotionForm.errors;
const SETTINGS: PromotionSettings = {
  titleText: '$10 off',
  altText: '$10 off your first box',
  kind: 'amount',
  amountCents: 1000,
  appliesTo: null,
  validFrom: '2027-03-01T00:00:00.000Z',
  validUntil: '2027-04-01T00:00:00.000Z',
  maxUses: 100,
  oncePerPatient: true,
  budgetCents: null,
  percentOff: null,
  appliesToLines: 'box',
};

describe('a promotion code’s settings', () => {
  it('takes codes of 3 to 32 capitals, digits and dashes', () => {
    expect(promotionCodeProblem('SPRING-25')).toBeUndefined();
    expect(promotionCodeProblem('AB')).toBe(TEXT.code);
    expect(promotionCodeProblem('spring25')).toBe(TEXT.code);
    expect(promotionCodeProblem('-SPRING')).toBe(TEXT.code);
    expect(promotionCodeProblem('X'.repeat(33))).toBe(TEXT.code);
  });

  it('finds nothing wrong with sound settings, an open window or no limit', () => {
    expect(promotionSettingsProblems(SETTINGS)).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, validUntil: null, maxUses: null })).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, kind: 'free-rx-line', amountCents: 0, appliesToLines: 'rx' })).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, kind: 'percent', amountCents: 0, percentOff: 25, appliesToLines: 'otc', budgetCents: 10_000 })).toEqual({});
  });

  it('needs a whole percentage of 1 to 100 on a percent code, and none on others', () => {
    const percent: PromotionSettings = { ...SETTINGS, kind: 'percent', amountCents: 0, percentOff: 100 };
    expect(promotionSettingsProblems(percent)).toEqual({});
    for (const percentOff of [0, 101, 12.5, null]) {
      expect(promotionSettingsProblems({ ...percent, percentOff })).toEqual({ percentOff: [TEXT.percentOff] });
    }
    expect(promotionSettingsProblems({ ...percent, amountCents: 1000 })).toEqual({ amountCents: [TEXT.amountCents] });
    expect(promotionSettingsProblems({ ...SETTINGS, percentOff: 10 })).toEqual({ percentOff: [TEXT.percentOff] });
  });

  it('takes a free prescription off prescriptions only, and other codes off the lines chosen', () => {
    expect(promotionSettingsProblems({ ...SETTINGS, kind: 'free-rx-line', amountCents: 0, appliesToLines: 'box' })).toEqual({ appliesToLines: [TEXT.appliesToLines] });
    expect(promotionSettingsProblems({ ...SETTINGS, appliesToLines: 'rx' })).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, appliesToLines: 'everything' as 'box' })).toEqual({ appliesToLines: [TEXT.appliesToLines] });
  });

  it('needs short texts, an amount for an amount code and none for a free line', () => {
    expect(promotionSettingsProblems({ ...SETTINGS, titleText: ' ', altText: 'x'.repeat(121) })).toEqual({ titleText: [TEXT.titleText], altText: [TEXT.altText] });
    expect(promotionSettingsProblems({ ...SETTINGS, amountCents: 0 })).toEqual({ amountCents: [TEXT.amountCents] });
    expect(promotionSettingsProblems({ ...SETTINGS, amountCents: 50_001 })).toEqual({ amountCents: [TEXT.amountCents] });
    expect(promotionSettingsProblems({ ...SETTINGS, amountCents: 10.5 })).toEqual({ amountCents: [TEXT.amountCents] });
    expect(promotionSettingsProblems({ ...SETTINGS, kind: 'free-rx-line', amountCents: 500, appliesToLines: 'rx' })).toEqual({ amountCents: [TEXT.amountCents] });
  });

  it('needs a window that ends after it starts', () => {
    expect(promotionSettingsProblems({ ...SETTINGS, validUntil: SETTINGS.validFrom })).toEqual({ validUntil: [TEXT.validUntil] });
    expect(promotionSettingsProblems({ ...SETTINGS, validFrom: 'soon' })).toEqual({ validFrom: [TEXT.validFrom] });
  });

  it('keeps the limit of claims at or above the claims already held', () => {
    expect(promotionSettingsProblems({ ...SETTINGS, maxUses: 0 })).toEqual({ maxUses: [TEXT.maxUses] });
    expect(promotionSettingsProblems({ ...SETTINGS, maxUses: 12 }, 12)).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, maxUses: 11 }, 12)).toEqual({ maxUses: ['12 patients hold a claim already: the limit cannot be lower.'] });
  });

  it('takes a budget of $1 to $1,000,000 on an amount or percent code, never below what its claims take off', () => {
    expect(promotionSettingsProblems({ ...SETTINGS, budgetCents: 5000 }, 3, 3000)).toEqual({});
    expect(promotionSettingsProblems({ ...SETTINGS, budgetCents: 100_000_000 })).toEqual({});
    for (const budgetCents of [0, 99, 100_000_001, 12.5]) {
      expect(promotionSettingsProblems({ ...SETTINGS, budgetCents })).toEqual({ budgetCents: [TEXT.budgetCents] });
    }
    expect(promotionSettingsProblems({ ...SETTINGS, kind: 'free-rx-line', amountCents: 0, appliesToLines: 'rx', budgetCents: 5000 })).toEqual({ budgetCents: [TEXT.budgetCents] });
    expect(promotionSettingsProblems({ ...SETTINGS, budgetCents: 2000 }, 3, 3000, (cents) => `$${cents / 100}`)).toEqual({
      budgetCents: ['Claims held already take $30 off: the budget cannot be lower.'],
    });
  });
});
