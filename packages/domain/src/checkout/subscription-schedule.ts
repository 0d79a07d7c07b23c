/** 001 §1, §9: the trial is free for 30 days; then a box every 60 days (or 30 for small bottles). */
export const TRIAL_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * When a new subscription first bills: when its trial ends, or one cadence after a subscription's
 * first box was paid today.
 */
export function firstRenewalAt(activatedAt: Date, schedule: { trialDays: number | null; cadenceDays: number }): Date {
  const days = schedule.trialDays ?? schedule.cadenceDays;
  return new Date(activatedAt.getTime() + days * DAY_MS);
}
