import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far the simulated clock runs ahead of the real one (ADR 110). One row; every process reads
 * it, so moving the clock moves it for all of them. Only the simulated clock adapter reads it:
 * production's clock is the system's.
 */
export const simulatedClock = pgTable(
  'simulated_clock',
  {
    id: integer().primaryKey().default(1),
    offsetMs: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('simulated_clock_one_row', sql`${table.id} = 1`), check('simulated_clock_forward_only', sql`${table.offsetMs} >= 0`)],
);
