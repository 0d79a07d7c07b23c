import type { GuessBudget, GuessSchedule } from '../rate-limits';

export interface SignInBudgetTexts {
  slowedMessage: (waitSeconds: number) => string;
  exhaustedMessage: string;
}

/**
 * The budget a sign-in attempt is counted on (ADR 134): a known device's own, or else the
 * account's, shared by every device it does not know, whatever their addresses. Either way keyed
 * by the account, never by the address, so spreading guesses over many addresses gains nothing.
 */
export function signInBudgetOf(account: string, deviceId: string | undefined, schedule: GuessSchedule, texts: SignInBudgetTexts): GuessBudget {
  const key = deviceId ? `sign-in:device:${account}:${deviceId}` : `sign-in:account:${account}`;
  return { key, schedule, ...texts };
}

const FIRST_DELAY_MS = 1_000;
/** The longest wait between two attempts: at it, 100 failures take about 14 hours. */
const MAX_DELAY_MS = 10 * 60_000;

/** The schedule of every sign-in budget, patients' and the care team's, from the LOGIN_ACCOUNT_* settings (ADR 134). */
export function signInGuessScheduleOf(env: { LOGIN_ACCOUNT_FREE_FAILURES: number; LOGIN_ACCOUNT_FAILURE_CEILING: number; LOGIN_ACCOUNT_CEILING_HOURS: number }): GuessSchedule {
  return {
    freeFailures: env.LOGIN_ACCOUNT_FREE_FAILURES,
    firstDelayMs: FIRST_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    maxFailures: env.LOGIN_ACCOUNT_FAILURE_CEILING,
    windowMinutes: env.LOGIN_ACCOUNT_CEILING_HOURS * 60,
  };
}
