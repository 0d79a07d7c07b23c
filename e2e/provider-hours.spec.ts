import { writtenCalendarDate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatConsultationDate, formatTimeWindow } from '@app/domain/scheduling';
import { createTestProvider, reviewablePatient, staffPage } from './care-team-fixtures';
import { brandUrl, expect, pageApi, snap, test } from './fixtures';
import { NARROW_VIEWPORT, overflowingElements } from './overflow-check';

// Issue 34 item 1 (ADR 171): a provider keeps their own hours at /care/availability. Each test
// makes its own provider (care-team-fixtures.ts), so the hours, time off and overrides it sets are
// that provider's alone, whatever runs beside it.

const TEXT = STAFF_MESSAGES.careAvailability;
const ZONE = 'America/New_York';
const WORKING_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const DAY_MS = 86_400_000;
const OREGON = { address1: '800 SW Broadway', city: 'Portland', state: 'OR', zipcode: '97205' };

/** `YYYY-MM-DD` some days from now: far enough ahead to be a future day in every zone. */
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A day as the page writes it for staff ("Mar 3, 2028"). */
const words = (day: string) => writtenCalendarDate('staff', day);

test('a new provider sets weekday mornings in New York, adds time off, and sets and removes a day off', async ({
  browser,
}) => {
  // Licensed where no spec signs patients up: the hours it saves give slots no patient books.
  const provider = await createTestProvider(['VT']);
  const care = await staffPage(browser, provider, 'Review queue');
  await care
    .getByRole('navigation', { name: 'Care team pages' })
    .getByRole('link', { name: TEXT.heading })
    .click();
  await expect(care).toHaveURL(/\/care\/availability$/);
  await expect(care.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  await expect(care.getByText(TEXT.notSetUp)).toBeVisible();
  await expect(care.getByText(TEXT.conflictsNone)).toBeVisible();
  await expect(
    care.getByRole('region', { name: TEXT.licensedHeading }).getByRole('listitem'),
  ).toHaveText('Vermont (VT)');

  const weekly = care.getByRole('form', { name: TEXT.weeklyHeading });
  await weekly.getByLabel(TEXT.timeZone).selectOption(ZONE);
  for (const day of WORKING_DAYS) {
    const hours = weekly.getByRole('group', { name: day, exact: true });
    await expect(hours.getByText(TEXT.unavailable)).toBeVisible();
    await hours.getByRole('button', { name: `Add hours on ${day}` }).click();
    await hours.getByLabel(`${day}: from`, { exact: true }).fill('09:00');
    await hours.getByLabel(`${day}: until`, { exact: true }).fill('12:00');
  }
  await weekly
    .getByRole('group', { name: TEXT.languages })
    .getByLabel('English', { exact: true })
    .check();
  await weekly.getByRole('button', { name: TEXT.saveWeekly }).click();
  await expect(weekly.getByRole('status')).toHaveText(TEXT.weeklySaved);
  await expect(care.getByText(TEXT.notSetUp)).toHaveCount(0);
  await expect(weekly.getByRole('button', { name: 'Remove 09:00–12:00 on Friday' })).toBeVisible();
  await expect(
    weekly.getByRole('group', { name: 'Saturday', exact: true }).getByText(TEXT.unavailable),
  ).toBeVisible();

  const timeOff = care.getByRole('region', { name: TEXT.timeOffHeading });
  const [firstOff, lastOff] = [daysAhead(20), daysAhead(22)];
  await timeOff.getByLabel(TEXT.timeOffFrom).fill(firstOff);
  await timeOff.getByLabel(TEXT.timeOffTo).fill(lastOff);
  await timeOff.getByRole('button', { name: TEXT.addTimeOff }).click();
  await expect(timeOff.getByRole('status')).toHaveText(
    `Time off from ${words(firstOff)} to ${words(lastOff)} is saved.`,
  );
  await expect(timeOff.getByRole('listitem')).toHaveText(
    new RegExp(`^${words(firstOff)} – ${words(lastOff)}`),
  );
  await expect(
    timeOff.getByRole('button', {
      name: `Remove the time off from ${words(firstOff)} to ${words(lastOff)}`,
    }),
  ).toBeVisible();

  const overrides = care.getByRole('region', { name: TEXT.overridesHeading });
  const dayOff = daysAhead(30);
  await overrides.getByLabel(TEXT.overrideDay, { exact: true }).fill(dayOff);
  await overrides.getByLabel(TEXT.overrideUnavailable).check();
  await overrides.getByRole('button', { name: TEXT.saveOverride }).click();
  await expect(overrides.getByRole('status')).toHaveText(
    `Your hours on ${words(dayOff)} are saved.`,
  );
  await expect(overrides.getByRole('listitem')).toContainText(
    `${words(dayOff)}: ${TEXT.overrideUnavailable}`,
  );
  await snap(care, 'care-hours');

  // What was saved is what the server keeps.
  await care.reload();
  await expect(weekly.getByLabel(TEXT.timeZone)).toHaveValue(ZONE);
  await expect(weekly.getByLabel('Monday: from', { exact: true })).toHaveValue('09:00');
  await expect(weekly.getByLabel('Monday: until', { exact: true })).toHaveValue('12:00');
  await expect(timeOff.getByRole('listitem')).toHaveCount(1);

  await overrides.getByRole('button', { name: `Remove the override of ${words(dayOff)}` }).click();
  await expect(overrides.getByRole('status')).toHaveText(
    `${words(dayOff)} follows your weekly hours again.`,
  );
  await expect(overrides.getByText(TEXT.overridesEmpty)).toBeVisible();
  await expect(overrides.getByRole('heading', { name: TEXT.overridesHeading })).toBeFocused();

  // On a phone the page is one column that nothing sticks out of.
  await care.setViewportSize(NARROW_VIEWPORT);
  await expect(weekly.getByRole('button', { name: TEXT.saveWeekly })).toBeVisible();
  expect(await care.evaluate(overflowingElements)).toEqual([]);
  await snap(care, 'care-hours-320');
});

test('a booked consultation that new hours leave out stays booked and is listed under Conflicts, in the provider’s zone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Oregon, as care-portal.spec.ts: the patient books the test provider's own slot (01:00–13:00 UTC,
  // never within 09:00–12:00 in New York).
  const provider = await createTestProvider(['OR'], { isBookable: true });
  const patient = await reviewablePatient(page, { address: OREGON, provider });
  const startsAt = patient.consultationAt!;
  const care = await staffPage(browser, provider, 'Review queue');
  const weekly = WORKING_DAYS.map((_, index) => ({
    weekday: index + 1,
    start: '09:00',
    end: '12:00',
  }));
  const saved = await pageApi(care, 'PUT', '/api/care/availability/weekly', {
    timeZone: ZONE,
    weekly,
    languages: ['en'],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  await care.goto(brandUrl('main', '/care/availability'));
  const conflicts = care.getByRole('region', { name: TEXT.conflictsHeading });
  await expect(conflicts.getByText(TEXT.conflictsIntro)).toBeVisible();
  // Other tests' Oregon patients may book this provider's other slots: this one is among those listed.
  const seconds = startsAt / 1000;
  await expect(
    conflicts.getByRole('listitem').filter({
      hasText: `${formatConsultationDate(seconds, ZONE)}, ${formatTimeWindow(seconds, ZONE)}`,
    }),
  ).toBeVisible();
  await snap(care, 'care-hours-conflicts');
});
