import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { CardCopy } from '@app/domain/selection';
import {
  cardCopyChangeText,
  cardCopyFormProblems,
  cardCopyFormValues,
  cardCopyToSend,
} from './card-copy-form';

const TEXT = STAFF_MESSAGES.adminCardCopy;
const COPY: CardCopy = {
  name: 'Custom Formula',
  bodyDescription: 'Your prescription cream.',
  claim: { short: 'Results in 8 weeks*', disclaimer: '*In a study.' },
  tagline: 'Made for you',
  description: 'Mixed for your skin.',
};

describe('the product copy form', () => {
  it('sends the copy as it came, trimmed, and no claim once unticked, keeping its texts meanwhile', () => {
    const values = cardCopyFormValues(COPY);
    expect(cardCopyToSend(values)).toEqual(COPY);
    expect(cardCopyToSend({ ...values, name: '  Custom Cream ' }).name).toBe('Custom Cream');
    const unticked = { ...values, hasClaim: false };
    expect(cardCopyToSend(unticked).claim).toBeNull();
    expect(cardCopyToSend({ ...unticked, hasClaim: true }).claim).toEqual(COPY.claim);
    expect(cardCopyFormValues({ ...COPY, claim: null })).toMatchObject({
      hasClaim: false,
      'claim.short': '',
      'claim.disclaimer': '',
    });
  });

  it("checks the claim's texts only while it is shown", () => {
    const values = { ...cardCopyFormValues(COPY), 'claim.disclaimer': '' };
    expect(cardCopyFormProblems(values)).toEqual({
      'claim.disclaimer': [TEXT.errors.claimDisclaimer],
    });
    expect(cardCopyFormProblems({ ...values, hasClaim: false })).toEqual({});
    expect(cardCopyFormProblems({ ...values, hasClaim: false, name: '' })).toEqual({
      name: [TEXT.errors.name],
    });
  });

  it('says a card is as released until an admin changes it', () => {
    expect(cardCopyChangeText({ changedAt: null, reason: null })).toBe(TEXT.asReleased);
    expect(
      cardCopyChangeText({ changedAt: '2026-11-20T15:00:00.000Z', reason: 'Spring names' }),
    ).toMatch(/^Nov 20, 2026, .+: Spring names$/);
  });
});
