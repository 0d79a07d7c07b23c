import { SMS_SEND_WINDOW_MINUTES } from '@app/domain/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { assertUnderLimit, consumeAttempt, type RateLimit } from '../rate-limits';

const DAY_MINUTES = 24 * 60;

/** The short-window and daily limits of each key (each window size needs its own key). */
function limitsFor(keys: readonly string[], perWindow: number, perDay: number): RateLimit[] {
  return keys.flatMap((key) => [
    { key: `${key}:${SMS_SEND_WINDOW_MINUTES}m`, max: perWindow, windowMinutes: SMS_SEND_WINDOW_MINUTES },
    { key: `${key}:day`, max: perDay, windowMinutes: DAY_MINUTES },
  ]);
}

/**
 * Counts one send against every key (a phone number, an account…), or throws 429 with `message`.
 * All limits are checked before any is counted, so a refusal by one does not use up the others;
 * the counting itself is atomic, so parallel requests cannot slip past a limit together.
 */
export async function consumeSendAllowance(
  db: Db,
  keys: readonly string[],
  quota: { perWindow: number; perDay: number; message: string },
): Promise<void> {
  const limits = limitsFor(keys, quota.perWindow, quota.perDay);
  try {
    for (const limit of limits) {
      await assertUnderLimit(db, limit);
    }
    for (const limit of limits) {
      await consumeAttempt(db, limit);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw new AppError('RATE_LIMITED', quota.message);
    }
    throw error;
  }
}
