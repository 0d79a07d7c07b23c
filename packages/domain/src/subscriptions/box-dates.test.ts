import { describe, expect, it } from 'vitest';
import { formatBillDate, formatChangeCutoff } from './box-dates';

describe('box dates', () => {
  it('reads the bill date and the cutoff in the patient zone, across a DST change', () => {
    expect(formatBillDate('2026-11-03', 'America/Los_Angeles')).toBe('Tuesday, November 3, 2026');
    // Daylight time ends at 2:00 on November 1, so the 10:00 cutoff that day is in standard time.
    expect(formatChangeCutoff('2026-11-03', 'America/Los_Angeles')).toBe('Sunday, November 1, 2026 at 10:00 AM PST');
    expect(formatChangeCutoff('2026-03-10', 'America/New_York')).toBe('Sunday, March 8, 2026 at 10:00 AM EDT');
  });
});
