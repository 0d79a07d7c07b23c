import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedClock } from '../../db/schema/index';

/**
 * What time it is for the rules that wait on time (ADR 110): shipments moving on, credits expiring.
 * Production runs on the system clock; development and the tests on a simulated clock that every
 * process reads from PostgreSQL, so moving it moves it for all of them.
 */
export interface Clock {
  now(): Promise<Date>;
  /** True for the simulated clock, which the development routes may move forward. */
  readonly isSimulated: boolean;
}

export function createSystemClock(): Clock {
  return { now: async () => new Date(), isSimulated: false };
}

/** The real time plus the stored offset: one primary-key read. */
export function createSimulatedClock(db: Db): Clock {
  return {
    isSimulated: true,
    now: async () => {
      const [row] = await db.select({ offsetMs: simulatedClock.offsetMs }).from(simulatedClock);
      return new Date(Date.now() + (row?.offsetMs ?? 0));
    },
  };
}

/** Moves the simulated clock forward by `ms` (it never goes back: what is done stays done). */
export async function advanceSimulatedClock(db: Db, ms: number): Promise<void> {
  await db
    .insert(simulatedClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({ target: simulatedClock.id, set: { offsetMs: sql`${simulatedClock.offsetMs} + ${ms}`, updatedAt: new Date() } });
}
