import { describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import {
  localInputValue,
  promotionFormProblems,
  promotionFormValues,
  promotionSettingsOf,
  withKind,
} from './promotion-form';

const ERRORS = STAFF_MESSAGES.adminPromotionForm.errors;
const SKIN5: AdminPromotion = {
  id: 3,
  brandId: 2,
  brandName: 'Marlow & Finch',
  code: 'SKIN5',
  titleText: '$5 off',
  altText: '$5 off, for the first 50 patients',
  kind: 'amount',
  amountCents: 500,
  percentOff: null,
  appliesToLines: 'box',
  appliesTo: 'skin',
  validFrom: '2027-03-01T09:30:00.000Z',
  validUntil: null,
  maxUses: 50,
  oncePerPatient: false,
  useCount: 12,
  budgetCents: 10000,
  givenCents: 6000,
  pausedAt: null,
  status: 'live',
};

describe('the promotion form', () => {
  it('starts from the code’s settings and sends them back unchanged', () => {
    const values = promotionFormValues(SKIN5, new Date());
    expect(values).toMatchObject({
      code: 'SKIN5',
      brandId: '2',
      amount: '5.00',
      appliesTo: 'skin',
      maxUses: '50',
      budget: '100.00',
      validUntil: '',
    });
    expect(promotionSettingsOf(values)).toEqual({
      titleText: '$5 off',
      altText: SKIN5.altText,
      kind: 'amount',
      amountCents: 500,
      percentOff: null,
      appliesToLines: 'box',
      appliesTo: 'skin',
      validFrom: SKIN5.validFrom,
      validUntil: null,
      maxUses: 50,
      oncePerPatient: false,
      budgetCents: 10000,
    });
  });

  it('writes and reads times in the browser’s zone', () => {
    const local = localInputValue('2027-03-01T09:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).toISOString()).toBe('2027-03-01T09:30:00.000Z');
  });

  it('starts a new code now, with no end and no limit, and asks for its spelling and brand', () => {
    const values = promotionFormValues(undefined, new Date('2027-03-01T09:30:00.000Z'));
    expect(values).toMatchObject({ code: '', brandId: '', validUntil: '', maxUses: '' });
    expect(
      promotionFormProblems(
        { ...values, titleText: '$10 off', altText: 'Ten off', amount: '10' },
        true,
      ),
    ).toEqual({ code: [ERRORS.code], brandId: [ERRORS.brand] });
  });

  it('names the amount field for an amount it cannot read, and a limit below the claims held', () => {
    const values = promotionFormValues(SKIN5, new Date());
    expect(
      promotionFormProblems({ ...values, amount: 'five', maxUses: '10' }, false, SKIN5),
    ).toEqual({
      amount: [ERRORS.amountCents],
      maxUses: ['12 patients hold a claim already: the limit cannot be lower.'],
    });
    expect(promotionFormProblems({ ...values, maxUses: 'lots' }, false, SKIN5)).toEqual({
      maxUses: [ERRORS.maxUses],
    });
    expect(promotionFormProblems(withKind(values, 'free-rx-line'), false, SKIN5)).toEqual({});
  });

  it('sends a percentage and no amount for a percent code, and names the field it cannot read', () => {
    const values = withKind(
      { ...promotionFormValues(SKIN5, new Date()), appliesToLines: 'otc' },
      'percent',
    );
    expect(promotionSettingsOf({ ...values, percentOff: '25' })).toMatchObject({
      kind: 'percent',
      amountCents: 0,
      percentOff: 25,
      appliesToLines: 'otc',
      budgetCents: 10000,
    });
    expect(promotionFormProblems({ ...values, percentOff: '25' }, false, SKIN5)).toEqual({});
    for (const percentOff of ['', '0', '101', '12.5', 'ten']) {
      expect(promotionFormProblems({ ...values, percentOff }, false, SKIN5)).toEqual({
        percentOff: [ERRORS.percentOff],
      });
    }
    // Back to an amount, the percentage typed is not sent.
    expect(promotionSettingsOf(withKind({ ...values, percentOff: '25' }, 'amount'))).toMatchObject({
      kind: 'amount',
      amountCents: 500,
      percentOff: null,
      appliesToLines: 'otc',
    });
  });

  it('takes a free prescription off the prescriptions, and the kind’s lines once it is none', () => {
    const values = { ...promotionFormValues(SKIN5, new Date()), appliesToLines: 'otc' as const };
    const free = withKind(values, 'free-rx-line');
    expect(free.appliesToLines).toBe('rx');
    expect(withKind(free, 'percent').appliesToLines).toBe('box');
    expect(withKind(values, 'percent').appliesToLines).toBe('otc');
    expect(promotionFormValues(undefined, new Date()).appliesToLines).toBe('box');
    expect(
      promotionFormValues(
        { ...SKIN5, kind: 'percent', amountCents: 0, percentOff: 15 },
        new Date(),
      ),
    ).toMatchObject({ kind: 'percent', amount: '', percentOff: '15' });
  });

  it('names the budget field for a budget below what the claims take off or below a dollar', () => {
    const values = promotionFormValues(SKIN5, new Date());
    expect(promotionFormProblems({ ...values, budget: '50' }, false, SKIN5)).toEqual({
      budget: ['Claims held already take $60.00 off: the budget cannot be lower.'],
    });
    expect(promotionFormProblems({ ...values, budget: '0.5' }, false, SKIN5)).toEqual({
      budget: [ERRORS.budgetCents],
    });
    // Switched to a free prescription, the hidden budget is not sent.
    expect(promotionSettingsOf({ ...values, kind: 'free-rx-line' }).budgetCents).toBeNull();
    expect(promotionSettingsOf({ ...values, budget: '' }).budgetCents).toBeNull();
  });
});
