import { describe, expect, it } from 'vitest';
import { billInstant } from '@app/domain/subscriptions';
import { calendarInvite } from './calendar-invite';

describe('calendarInvite', () => {
  it('writes the event at its local time in the patient zone, with that zone, on either side of a DST change', () => {
    for (const [date, offset] of [['2027-01-12', '-0800'], ['2027-07-12', '-0700']] as const) {
      const file = calendarInvite({
        uid: `box-1-${date}@teleskin.example`,
        startsAt: billInstant(date, 'America/Los_Angeles'),
        minutes: 15,
        timeZone: 'America/Los_Angeles',
        summary: 'Your next box bills',
        description: 'Changes close two days before.',
        brandName: 'Teleskin',
        stamp: new Date('2026-11-25T00:00:00Z'),
      });
      expect(file).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8' });
      const compact = date.replaceAll('-', '');
      expect(file.content).toContain(`DTSTART;TZID=America/Los_Angeles:${compact}T100000`);
      expect(file.content).toContain(`DTEND;TZID=America/Los_Angeles:${compact}T101500`);
      expect(file.content).toContain('BEGIN:VTIMEZONE');
      expect(file.content).toContain(`TZOFFSETTO:${offset}`);
      expect(file.content).toContain(`UID:box-1-${date}@teleskin.example`);
    }
  });
});
