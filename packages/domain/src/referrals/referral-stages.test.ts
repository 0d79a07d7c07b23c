import { describe, expect, it } from 'vitest';
import { mailboxOf, reachedStages, whyNotApplied, type ReferralFacts } from './referral-stages';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const invited: ReferralFacts = { status: 'invited', refusal: null, invitedAt: day(0), signedUpAt: null, firstPaidAt: null, reward: null };
const reward = { amountCents: 2000, remainingCents: 2000, appliedCents: 0, grantedAt: day(5), appliedAt: null, expiresAt: day(5 + 730) };

describe('referral stages', () => {
  it('follows a friend from the link to the credit applied', () => {
    const signedUp = { ...invited, status: 'signed-up' as const, signedUpAt: day(1) };
    const paid = { ...signedUp, status: 'first-box-paid' as const, firstPaidAt: day(2) };
    const rewarded = { ...paid, status: 'rewarded' as const, reward };
    const applied = { ...rewarded, reward: { ...reward, remainingCents: 0, appliedCents: 2000, appliedAt: day(40) } };
    expect(reachedStages(invited, day(3)).map((s) => s.stage)).toEqual(['invited']);
    expect(whyNotApplied(invited, day(3))).toEqual({ kind: 'waitingForSignUp' });
    expect(whyNotApplied(signedUp, day(3))).toEqual({ kind: 'waitingForFirstBox' });
    expect(whyNotApplied(paid, day(3))).toEqual({ kind: 'waitingForShipment' });
    expect(reachedStages(rewarded, day(6)).map((s) => s.stage)).toEqual(['invited', 'signed-up', 'first-box-paid', 'credit-earned']);
    expect(whyNotApplied(rewarded, day(6))).toEqual({ kind: 'waitingForInvoice' });
    expect(reachedStages(applied, day(41)).at(-1)).toEqual({ stage: 'credit-applied', at: day(40) });
    expect(whyNotApplied(applied, day(41))).toBeNull();
  });

  it('says what is left of a partly used credit, and when an unused one expired', () => {
    const partly = { ...invited, status: 'rewarded' as const, signedUpAt: day(1), firstPaidAt: day(2), reward: { ...reward, remainingCents: 500, appliedCents: 1500, appliedAt: day(40) } };
    expect(whyNotApplied(partly, day(41))).toEqual({ kind: 'partlyUsed', leftCents: 500 });
    expect(whyNotApplied(partly, day(5 + 730))).toEqual({ kind: 'expired', on: day(5 + 730) });
    expect(reachedStages(partly, day(800)).at(-1)).toEqual({ stage: 'credit-expired', at: day(735) });
  });

  it('names the reason of a refused referral', () => {
    const refused = { ...invited, status: 'refused' as const, refusal: 'sameCard' as const, signedUpAt: day(1), firstPaidAt: day(2) };
    expect(whyNotApplied(refused, day(3))).toEqual({ kind: 'refused', refusal: 'sameCard' });
    expect(reachedStages(refused, day(3)).at(-1)).toEqual({ stage: 'refused', at: day(2) });
  });
});

describe('mailboxOf', () => {
  it('tells one person by the mailbox, not by case, tags or ignored dots', () => {
    expect(mailboxOf('Jane.Doe+friend@GMail.com')).toBe(mailboxOf('janedoe@googlemail.com'));
    expect(mailboxOf('jane+x@example.org')).toBe('jane@example.org');
    expect(mailboxOf('jane.doe@example.org')).not.toBe(mailboxOf('janedoe@example.org'));
  });
});
