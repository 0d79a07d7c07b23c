import { describe, expect, it } from 'vitest';
import { writtenCalendarDate, writtenDay, writtenTime } from './written-dates';

const AFTERNOON = '2028-03-03T21:05:00Z';

describe('written dates', () => {
  it('writes a day in words for patients and compactly for staff, in the reader zone', () => {
    expect(writtenDay('patient', AFTERNOON, 'America/New_York')).toBe('March 3, 2028');
    expect(writtenDay('staff', AFTERNOON, 'America/New_York')).toBe('Mar 3, 2028');
    // Late evening in New York is already the next day in Tokyo.
    expect(writtenDay('patient', '2028-03-04T02:00:00Z', 'America/New_York')).toBe('March 3, 2028');
    expect(writtenDay('patient', '2028-03-04T02:00:00Z', 'Asia/Tokyo')).toBe('March 4, 2028');
  });

  it('writes a time with its zone, joined as each reader reads it', () => {
    expect(writtenTime('patient', AFTERNOON, 'America/New_York')).toBe('March 3, 2028 at 4:05 PM EST');
    expect(writtenTime('staff', AFTERNOON, 'America/New_York')).toBe('Mar 3, 2028, 4:05 PM EST');
    expect(writtenTime('staff', Date.parse('2027-07-10T18:05:00Z'), 'America/Los_Angeles')).toBe('Jul 10, 2027, 11:05 AM PDT');
  });

  it('writes a calendar date as the day it names in any zone', () => {
    expect(writtenCalendarDate('staff', '1992-11-23')).toBe('Nov 23, 1992');
    expect(writtenCalendarDate('patient', '1992-11-23')).toBe('November 23, 1992');
    expect(writtenCalendarDate('staff', '2000-01-01')).toBe('Jan 1, 2000');
  });
});
