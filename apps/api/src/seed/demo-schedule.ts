import { US_STATE_CODES } from '@app/domain/constants';
import { calendarDateOf } from '@app/domain/validation';
import { addCalendarDays } from '@app/domain/scheduling';
import type { Db } from '../db/client';
import { addProviderAvailability } from '../modules/scheduling';

/** The West Coast and its neighbours: the one demo provider licensed in a few states only. */
const WESTERN_STATES = ['AK', 'AZ', 'CA', 'HI', 'NV', 'OR', 'WA'] as const;

/**
 * Invented providers, each in their own zone, so the demo shows times from several zones. Three
 * are licensed in every state; Dr. Fischer only in the West (ADR 115), so a patient in New York
 * is offered no time from 7 PM Eastern on (her last hours), and one in California is.
 */
export const DEMO_PROVIDERS = [
  { name: 'Dr. Maya Okafor', timeZone: 'America/New_York', languages: ['en', 'es'], licensedStates: US_STATE_CODES },
  { name: 'Dr. Daniel Reyes', timeZone: 'America/Chicago', languages: ['en', 'es'], licensedStates: US_STATE_CODES },
  { name: 'Dr. Priya Raman', timeZone: 'America/Denver', languages: ['en'], licensedStates: US_STATE_CODES },
  { name: 'Dr. Lena Fischer', timeZone: 'America/Los_Angeles', languages: ['en'], licensedStates: WESTERN_STATES },
] as const;

export const DEMO_SCHEDULE_DAYS = 14;
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

const isoDate = (day: { year: number; month: number; day: number }) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * Gives each demo provider their licences and 15-minute slots, 09:00 to 17:00 on weekdays in
 * their zone, from today through the next 14 days. Idempotent; an app started again days later
 * tops the schedule up to 14 days ahead and leaves existing slots and bookings as they are. A
 * provider with no licence (one created after migration 0016, before the seed licensed them) is
 * licensed on the next start; one with licences keeps them, as an operator may have changed them.
 */
export async function seedDemoSchedule(db: Db, now = new Date()): Promise<void> {
  // In parallel: on a warm start this is three indexed statements per provider, on the boot path.
  await Promise.all(
    DEMO_PROVIDERS.map((provider) => {
      const today = calendarDateOf(now, provider.timeZone);
      return addProviderAvailability(
        db,
        {
          providerName: provider.name,
          from: isoDate(today),
          to: isoDate(addCalendarDays(today, DEMO_SCHEDULE_DAYS - 1)),
          start: '09:00',
          end: '17:00',
          timeZone: provider.timeZone,
          languages: provider.languages,
          weekdays: MONDAY_TO_FRIDAY,
          licensedStates: provider.licensedStates,
        },
        { isTopUp: true },
      );
    }),
  );
}
