import { describe, expect, it } from 'vitest';
import { billInstant } from './box-schedule';
import { MAX_CHARGE_TRIES, nextTryAfterDecline, noticeInstant } from './renewal-rules';

const zone = 'America/Chicago';

describe('renewal rules', () => {
  it('sends the notice three days before the box bills, at the same local hour across a DST change', () => {
    // 2026-11-03 bills at 10:00 CST (16:00 UTC); three days before is 10:00 CDT (15:00 UTC).
    expect(new Date(noticeInstant('2026-11-03', zone)).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(new Date(billInstant('2026-11-03', zone)).toISOString()).toBe('2026-11-03T16:00:00.000Z');
  });

  it('retries a declined charge after 1, 3 and 5 days, then gives up', () => {
    const tries = [1, 2, 3].map((n) => new Date(nextTryAfterDecline('2027-01-10', zone, n)!).toISOString());
    expect(tries).toEqual(['2027-01-11T16:00:00.000Z', '2027-01-13T16:00:00.000Z', '2027-01-15T16:00:00.000Z']);
    expect(nextTryAfterDecline('2027-01-10', zone, MAX_CHARGE_TRIES)).toBeUndefined();
    expect(MAX_CHARGE_TRIES).toBe(4);
  });
});
