import type { Db } from '../../db/client';
import { rateLimitedError } from '../../errors';
import { advanceMarkIfReached, decrementCounter, incrementCounter, raiseMark, readCounter } from './rate-limits.repository';

/** How the failed guesses on one budget (an account, or one known device of it) are slowed, then refused (ADR 134). */
export interface GuessSchedule {
  /** Failures in a window that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past them; each further failure doubles it… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** Failures per window; past them every attempt is refused until the window ends. */
  maxFailures: number;
  /** At most a day: housekeeping drops counters whose window began more than a day ago. */
  windowMinutes: number;
}

export interface GuessBudget {
  /** The budget's own key, e.g. an account's or a known device's. */
  key: string;
  schedule: GuessSchedule;
  /** What a refusal says while a wait runs (given the seconds left)… */
  slowedMessage: (waitSeconds: number) => string;
  /** …and once the window's failures are used up. */
  exhaustedMessage: string;
}

/** A guess let through: it stays counted as a failure unless `forgive` takes it back. */
export interface GuessClaim {
  forgive: () => Promise<void>;
}

/** The wait, after the previous attempt, before the attempt that follows `failures` failures. */
export function delayAfter(failures: number, schedule: GuessSchedule): number {
  if (failures < schedule.freeFailures) {
    return 0;
  }
  // Capped exponent: past about 30 doublings every schedule is at its maximum anyway.
  const doublings = Math.min(failures - schedule.freeFailures, 30);
  return Math.min(schedule.maxDelayMs, schedule.firstDelayMs * 2 ** doublings);
}

/**
 * Lets one guess through on a budget, or throws 429 with `Retry-After`. Two rows per budget and
 * window, both in `rate_limit_counters` so every API process sees them: the failures (counted
 * ahead, atomically, so a burst cannot pass the free failures or the window's maximum together)
 * and the pace mark, the moment before which the next attempt may not start (moved by one
 * conditional upsert, so of attempts racing for it exactly one wins). A refused attempt is taken
 * back: it checked nothing, so it is no failure. The refusal comes before any password is looked
 * at, so the right and a wrong password get the same answer in the same time.
 */
export async function claimGuess(db: Db, budget: GuessBudget, now = new Date()): Promise<GuessClaim> {
  const { schedule } = budget;
  const windowMs = schedule.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const at = now.getTime() - windowStart.getTime();
  const failuresKey = `${budget.key}:failures`;
  const paceKey = `${budget.key}:pace`;
  const giveBack = () => decrementCounter(db, failuresKey, windowStart);

  const attempt = await incrementCounter(db, failuresKey, windowStart);
  if (attempt > schedule.maxFailures) {
    await giveBack();
    throw rateLimitedError(budget.exhaustedMessage, windowMs - at);
  }
  const next = at + delayAfter(attempt, schedule);
  if (delayAfter(attempt - 1, schedule) === 0) {
    // A free attempt waits for nothing; the last free one sets the first wait.
    if (next > at) {
      await raiseMark(db, paceKey, windowStart, next);
    }
  } else if (!(await advanceMarkIfReached(db, paceKey, windowStart, at, next))) {
    await giveBack();
    const waitMs = (await readCounter(db, paceKey, windowStart)) - at;
    throw rateLimitedError(budget.slowedMessage(Math.max(1, Math.ceil(waitMs / 1000))), waitMs);
  }
  return { forgive: giveBack };
}
