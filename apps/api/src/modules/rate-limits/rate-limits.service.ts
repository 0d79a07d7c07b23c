import type { Db } from '../../db/client';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import { deleteCounters, deleteExpiredCounters, incrementCounter, readCounter } from './rate-limits.repository';

export interface RateLimit {
  key: string;
  max: number;
  windowMinutes: number;
  /** What a refusal says; the log-in limits' text when not given. */
  message?: string;
}

function windowStartOf(now: Date, windowMinutes: number): Date {
  const size = windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Throws 429 when the key already used its attempts in the current window. */
export async function assertUnderLimit(db: Db, limit: RateLimit, now = new Date()): Promise<void> {
  const count = await readCounter(db, limit.key, windowStartOf(now, limit.windowMinutes));
  if (count >= limit.max) {
    throw new AppError('RATE_LIMITED', limit.message ?? MESSAGES.account.tooManyAttempts);
  }
}

/** Counts one attempt; throws 429 when this attempt goes past the limit. */
export async function consumeAttempt(db: Db, limit: RateLimit, now = new Date()): Promise<void> {
  const count = await incrementCounter(db, limit.key, windowStartOf(now, limit.windowMinutes));
  if (count > limit.max) {
    throw new AppError('RATE_LIMITED', limit.message ?? MESSAGES.account.tooManyAttempts);
  }
}

/** Counts one attempt without refusing it (failures are counted after the fact). */
export async function recordAttempt(db: Db, limit: RateLimit, now = new Date()): Promise<void> {
  await incrementCounter(db, limit.key, windowStartOf(now, limit.windowMinutes));
}

/**
 * Marks a one-time thing (e.g. an emailed link's nonce) used; true only for the first call. The
 * mark's window starts at `until`, so housekeeping keeps it until a day after the thing expired.
 */
export async function claimOnce(db: Db, key: string, until: Date): Promise<boolean> {
  return (await incrementCounter(db, key, until)) === 1;
}

/** Clears a key, e.g. after the attempt it guarded succeeded. */
export async function resetLimit(db: Db, key: string): Promise<void> {
  await deleteCounters(db, key);
}

/** No window is longer than a day, so counters older than that can go. */
export async function purgeExpiredCounters(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredCounters(db, new Date(now.getTime() - 24 * 3_600_000));
}
