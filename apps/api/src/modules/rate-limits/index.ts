// The rate-limits module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { claimGuess } from './guessing-limits.service';
export type { GuessBudget, GuessSchedule } from './guessing-limits.service';
export { assertUnderLimit, claimOnce, consumeAttempt, purgeExpiredCounters, resetLimit } from './rate-limits.service';
export type { RateLimit } from './rate-limits.service';
