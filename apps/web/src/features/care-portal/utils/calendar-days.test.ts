import { describe, expect, it } from 'vitest';
import { groupByDay, languageName, timeOfDay } from './calendar-days';

describe('groupByDay', () => {
  const at = (startsAt: string) => ({ startsAt });

  it('groups consultations by the day they fall on in the zone, days and times in order', () => {
    // 02:30 UTC on the 2nd is still the 1st in New York.
    const days = groupByDay([at('2026-12-02T15:00:00.000Z'), at('2026-12-02T02:30:00.000Z'), at('2026-12-01T14:00:00.000Z')], 'America/New_York');
    expect(days.map((day) => [day.key, day.label, day.entries.map((entry) => entry.startsAt)])).toEqual([
      ['2026-12-01', 'Tuesday, December 1', ['2026-12-01T14:00:00.000Z', '2026-12-02T02:30:00.000Z']],
      ['2026-12-02', 'Wednesday, December 2', ['2026-12-02T15:00:00.000Z']],
    ]);
  });

  it('reads the same instants differently in another zone', () => {
    const days = groupByDay([at('2026-12-02T02:30:00.000Z')], 'Europe/Berlin');
    expect(days.map((day) => day.key)).toEqual(['2026-12-02']);
    expect(timeOfDay('2026-12-02T02:30:00.000Z', 'Europe/Berlin')).toBe('3:30 AM');
  });
});

describe('names', () => {
  it('names a language in words', () => {
    expect(languageName('es')).toBe('Spanish');
  });
});
