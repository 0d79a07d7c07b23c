import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS, firstRenewalAt } from './subscription-schedule';

describe('firstRenewalAt', () => {
  const activated = new Date('2026-11-24T15:00:00Z');

  it('bills a trial when its 30 days end', () => {
    expect(firstRenewalAt(activated, { trialDays: TRIAL_DAYS, cadenceDays: 60 }).toISOString()).toBe('2026-12-24T15:00:00.000Z');
  });

  it('bills a subscription one cadence after its first box: 60 days, or 30 for small bottles', () => {
    expect(firstRenewalAt(activated, { trialDays: null, cadenceDays: 60 }).toISOString()).toBe('2027-01-23T15:00:00.000Z');
    expect(firstRenewalAt(activated, { trialDays: null, cadenceDays: 30 }).toISOString()).toBe('2026-12-24T15:00:00.000Z');
  });
});
