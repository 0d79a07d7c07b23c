import { describe, expect, it } from 'vitest';
import {
  formatConsultationDate,
  formatSlotDay,
  formatSlotTime,
  formatTimeWindow,
  formatTimeZoneName,
} from './consultation-format';

const NY = 'America/New_York';
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('consultation formatting', () => {
  it('writes the window with the zone name of each side of the autumn change', () => {
    expect(formatTimeWindow(seconds('2026-10-30T13:00:00Z'), NY)).toBe('9:00 AM – 9:15 AM EDT');
    expect(formatTimeWindow(seconds('2026-11-02T14:00:00Z'), NY)).toBe('9:00 AM – 9:15 AM EST');
    expect(formatTimeWindow(seconds('2027-03-15T13:00:00Z'), NY)).toBe('9:00 AM – 9:15 AM EDT');
  });

  it('writes days and times in the patient zone', () => {
    expect(formatSlotDay(seconds('2026-11-01T04:00:00Z'), NY)).toBe('Sunday, November 1');
    expect(formatConsultationDate(seconds('2026-12-01T14:00:00Z'), NY)).toBe(
      'Tuesday, December 1, 2026',
    );
    expect(formatSlotTime(seconds('2026-11-02T04:45:00Z'), NY)).toBe('11:45 PM');
    expect(formatSlotTime(seconds('2026-11-02T04:45:00Z'), 'America/Los_Angeles')).toBe('8:45 PM');
  });

  it('names the zone without standard or daylight', () => {
    expect(formatTimeZoneName(NY, Date.parse('2026-07-01T12:00:00Z'))).toBe('Eastern Time');
    expect(formatTimeZoneName(NY, Date.parse('2026-12-01T12:00:00Z'))).toBe('Eastern Time');
  });
});
