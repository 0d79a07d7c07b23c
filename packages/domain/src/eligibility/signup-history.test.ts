import { describe, expect, it } from 'vitest';
import { isOtcSignupAccount, signupHistoryReason } from './signup-history';

const done = new Date('2026-10-01T10:00:00Z');

describe('signupHistoryReason', () => {
  it('says nothing for a patient with no finished visit', () => {
    expect(signupHistoryReason([], [1])).toBeUndefined();
    expect(signupHistoryReason([{ flow: 'skin-signup', completedAt: null }], [1])).toBeUndefined();
  });
  it('finds a finished sign-up or new treatment of the category asked', () => {
    expect(signupHistoryReason([{ flow: 'skin-signup', completedAt: done }], [1])).toBe('already_completed_sign_up');
    expect(signupHistoryReason([{ flow: 'agency-skin-signup', completedAt: done.toISOString() }], [1, 2])).toBe('already_completed_sign_up');
    expect(signupHistoryReason([{ flow: 'skin-signup', completedAt: done }, { flow: 'new-treatment-hair', completedAt: done }], [2])).toBe(
      'already_completed_sign_up',
    );
  });
  it('sends a patient signed up for another category to a new treatment', () => {
    expect(signupHistoryReason([{ flow: 'skin-signup', completedAt: done }], [2])).toBe('should_show_new_signup_flow');
    expect(signupHistoryReason([{ flow: 'hair-signup', completedAt: done }], [1])).toBe('should_show_new_signup_flow');
  });
  it('does not count renewals, or a flow it does not know, as a sign-up', () => {
    expect(signupHistoryReason([{ flow: 'resubscription', completedAt: done }], [2])).toBeUndefined();
    expect(signupHistoryReason([{ flow: 'retired-flow', completedAt: done }], [1])).toBeUndefined();
  });
});

describe('isOtcSignupAccount', () => {
  const shopAccount = { otcSignupAt: done };
  it('marks a storefront account until it completes a medical visit', () => {
    expect(isOtcSignupAccount(shopAccount, [])).toBe(true);
    expect(isOtcSignupAccount(shopAccount, [{ flow: 'skin-signup', completedAt: null }])).toBe(true);
    expect(isOtcSignupAccount(shopAccount, [{ flow: 'skin-signup', completedAt: done }])).toBe(false);
    expect(isOtcSignupAccount({ otcSignupAt: done.toISOString() }, [{ flow: 'hair-signup', completedAt: done }])).toBe(false);
  });
  it('never marks an account made by a visit’s registration', () => {
    expect(isOtcSignupAccount({ otcSignupAt: null }, [])).toBe(false);
  });
  it('does not count a finished visit of a flow outside the clinical flow table', () => {
    expect(isOtcSignupAccount(shopAccount, [{ flow: 'retired-flow', completedAt: done }])).toBe(true);
  });
});
