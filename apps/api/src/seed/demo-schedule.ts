import { calendarDateOf } from '@app/domain/validation/birthdate';
import { addCalendarDays } from '@app/domain/scheduling/slot-days';
import type { Db } from '../db/client';
import { addProviderAvailability } from '../modules/scheduling/availability.service';

/** Invented providers, each in their own zone, so the demo shows times from several zones. */
export const DEMO_PROVIDERS = [
  { name: 'Dr. Maya Okafor', timeZone: 'America/New_York', languages: ['en', 'es'] },
  { name: 'Dr. Daniel Reyes', timeZone: 'America/Chicago', languages: ['en', 'es'] },
  { name: 'Dr. Priya Raman', timeZone: 'America/Denver', languages: ['en'] },
  { name: 'Dr. Lena Fischer', timeZone: 'America/Los_Angeles', languages: ['en'] },
] as const;

export const DEMO_SCHEDULE_DAYS = 14;
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

const isoDate = (day: { year: number; month: number; day: number }) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * Gives each demo provider 15-minute slots, 09:00 to 17:00 on weekdays in their zone, from today
 * through the next 14 days. Idempotent; an app started again days later tops the schedule up to
 * 14 days ahead and leaves existing slots and bookings as they are.
 */
export async function seedDemoSchedule(db: Db, now = new Date()): Promise<void> {
  // In parallel: on a warm start this is two indexed reads per provider, on the boot path.
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
        },
        { isTopUp: true },
      );
    }),
  );
}
