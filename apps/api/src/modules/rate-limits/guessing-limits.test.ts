import { describe, expect, it } from 'vitest';
import { delayAfter, type GuessSchedule } from './guessing-limits.service';

const schedule: GuessSchedule = { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 10_000, maxFailures: 100, windowMinutes: 1_440 };

describe('delayAfter', () => {
  it('costs no wait for the free failures, then doubles from the first delay up to the maximum', () => {
    const waits = Array.from({ length: 9 }, (_, failures) => delayAfter(failures, schedule));
    expect(waits).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('stays at the maximum however many failures there were', () => {
    expect(delayAfter(10_000, schedule)).toBe(10_000);
  });
});
