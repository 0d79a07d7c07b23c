import { describe, expect, it } from 'vitest';
import type { ProviderAvailability } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { toZonedDateTime, zonedDayOf } from '@app/domain/scheduling';
import { signedInProvider } from '../../test/kits/care-portal-test-kit';
import { patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { extendProviderHours } from '../scheduling';

// Issue 34 item 1 (ADR 171): a provider keeps their own hours in /care: weekly hours in their
// zone, date overrides and time off. Patients are offered exactly the slots those give; a change
// never cancels a booking, it lists it as a conflict; bad input changes nothing.

const t = suiteTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
const TEXT = STAFF_MESSAGES.careAvailability.errors;
const NEW_YORK = 'America/New_York';
const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]) => days.map((weekday) => ({ weekday, start, end }));

const saveWeekly = (client: TestClient, body: { timeZone: string; weekly: { weekday: number; start: string; end: string }[]; languages: string[] }) => client.put('/api/care/availability/weekly', body);
const availability = async (client: TestClient): Promise<ProviderAvailability> => (await client.get('/api/care/availability')).body.data;

interface SlotRow {
  id: number;
  starts_at: Date;
  withdrawn_at: Date | null;
}
const slotsOf = async (providerId: number): Promise<SlotRow[]> =>
  (await t.handle.pool.query<SlotRow>('select id, starts_at, withdrawn_at from appointment_time_slots where provider_id = $1 order by starts_at', [providerId])).rows;
const offered = async (providerId: number) => (await slotsOf(providerId)).filter((slot) => slot.withdrawn_at === null);
const localOf = (instant: Date, zone: string) => {
  const parts = toZonedDateTime(instant.getTime(), zone);
  return { weekday: new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay(), minute: parts.hour * 60 + parts.minute };
};
/** The app's simulated clock, read and moved by a visitor's client (the development routes are theirs). */
const clock = () => new TestClient(t.app);
const clockNow = async () => new Date((await clock().get('/api/dev/clock')).body.data.now);

/** A provider licensed in CA, signed in, keeping Monday–Friday 09:00–12:00 New York time. */
async function providerWithHours() {
  const { client, member } = await signedInProvider(t, ['CA']);
  const saved = await saveWeekly(client, { timeZone: NEW_YORK, weekly: weekdays('09:00', '12:00'), languages: ['en'] });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { client, providerId: member.providerId!, view: saved.body.data as ProviderAvailability };
}

describe('a provider’s own hours', () => {
  it('starts with no hours of their own, their licences shown read only', async () => {
    const { client } = await signedInProvider(t, ['CA', 'NY']);
    expect(await availability(client)).toMatchObject({ timeZone: null, weekly: [], licensedStates: ['CA', 'NY'], conflicts: [] });
    // Overrides and time off change weekly hours: none yet.
    const early = await client.put('/api/care/availability/overrides/2099-01-05', { hours: [] });
    expect(early.body.message).toBe(TEXT.notSetUp);
  });

  it('offers exactly the slots of the weekly hours, in the provider’s zone, up to the horizon', async () => {
    const { client, providerId, view } = await providerWithHours();
    expect(view).toMatchObject({ timeZone: NEW_YORK, languages: ['en'], horizonDays: 60 });
    const slots = await offered(providerId);
    // About 8½ weeks of 5 days of 12 quarter hours.
    expect(slots.length).toBeGreaterThanOrEqual(40 * 12);
    for (const slot of slots) {
      const local = localOf(slot.starts_at, NEW_YORK);
      expect([1, 2, 3, 4, 5]).toContain(local.weekday);
      expect(local.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(local.minute).toBeLessThanOrEqual(11 * 60 + 45);
    }
    // Shorter hours withdraw what they no longer give; the same hours again add nothing twice.
    await saveWeekly(client, { timeZone: NEW_YORK, weekly: weekdays('09:00', '10:00'), languages: ['en', 'es'] });
    expect((await offered(providerId)).length * 3).toBe(slots.length);
    await saveWeekly(client, { timeZone: NEW_YORK, weekly: weekdays('09:00', '12:00'), languages: ['en'] });
    expect((await offered(providerId)).map((slot) => slot.id)).toEqual(slots.map((slot) => slot.id));
  });

  it('never cancels a booking its new hours leave out: it shows as a conflict, and no one else can book the day', async () => {
    const { client, providerId } = await providerWithHours();
    const now = await clockNow();
    const [target] = (await offered(providerId)).filter((slot) => slot.starts_at.getTime() > now.getTime() + 2 * 86_400_000);
    const booker = await patientWithVisit(t, { state: 'CA' });
    await booker.client.get('/api/auth/csrf');
    const booked = await booker.client.post(`/api/consultations/${booker.uuid}`, { brand: 1, appointmentTimeSlotId: target!.id });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const day = zonedDayOf(target!.starts_at.getTime(), NEW_YORK);
    const off = await client.put(`/api/care/availability/overrides/${day}`, { hours: [] });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.overrides).toEqual([{ day, hours: [] }]);
    expect(off.body.data.conflicts).toEqual([{ consultationId: expect.any(Number), startsAt: target!.starts_at.toISOString() }]);
    const live = await t.handle.pool.query('select cancelled_at from consultations where time_slot_id = $1', [target!.id]);
    expect(live.rows).toEqual([{ cancelled_at: null }]);
    expect((await offered(providerId)).some((slot) => zonedDayOf(slot.starts_at.getTime(), NEW_YORK) === day)).toBe(false);

    // A patient who listed the day before the change cannot book a withdrawn time.
    const sameDay = (await slotsOf(providerId)).find((slot) => zonedDayOf(slot.starts_at.getTime(), NEW_YORK) === day && slot.id !== target!.id)!;
    const late = await patientWithVisit(t, { state: 'CA' });
    await late.client.get('/api/auth/csrf');
    const refused = await late.client.post(`/api/consultations/${late.uuid}`, { brand: 1, appointmentTimeSlotId: sameDay.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.scheduling.slotTaken);

    // The day given back: the conflict goes, the times are offered again.
    const back = await client.delete(`/api/care/availability/overrides/${day}`);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.conflicts).toEqual([]);
    expect((await offered(providerId)).some((slot) => slot.id === sameDay.id)).toBe(true);
  });

  it('takes time off and gives it back', async () => {
    const { client, providerId } = await providerWithHours();
    const before = (await offered(providerId)).length;
    const today = (await availability(client)).today;
    const from = addDays(today, 7);
    const to = addDays(today, 13);
    const added = await client.post('/api/care/availability/time-off', { from, to });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [timeOff] = added.body.data.timeOff;
    expect(timeOff).toMatchObject({ from, to });
    const during = await offered(providerId);
    expect(during.length).toBe(before - 5 * 12);
    expect(during.some((slot) => { const day = zonedDayOf(slot.starts_at.getTime(), NEW_YORK); return from <= day && day <= to; })).toBe(false);
    expect((await client.delete(`/api/care/availability/time-off/${timeOff.id}`)).status).toBe(200);
    expect((await offered(providerId)).length).toBe(before);
    expect((await client.delete(`/api/care/availability/time-off/${timeOff.id}`)).status).toBe(404);
  });

  it('refuses overlapping hours, a bad zone, no language, days in the past and time off backwards, changing nothing', async () => {
    const { client, providerId } = await providerWithHours();
    const slots = (await offered(providerId)).map((slot) => slot.id);
    const today = (await availability(client)).today;
    const overlap = await saveWeekly(client, { timeZone: 'Mars/Olympus', weekly: [...weekdays('09:00', '12:00'), { weekday: 1, start: '11:00', end: '13:00' }, { weekday: 3, start: '09:10', end: '10:00' }], languages: [] });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ timeZone: [TEXT.timeZone], 'weekly.1': [TEXT.weekly.overlap], 'weekly.3': [TEXT.weekly.quarter], languages: [TEXT.languages] });
    expect((await client.put(`/api/care/availability/overrides/${addDays(today, -1)}`, { hours: [] })).body.errors).toEqual({ day: [TEXT.day.past] });
    expect((await client.put(`/api/care/availability/overrides/${addDays(today, 3)}`, { hours: [{ start: '12:00', end: '09:00' }] })).body.errors).toEqual({ hours: [TEXT.weekly.order] });
    expect((await client.put('/api/care/availability/overrides/not-a-day', { hours: [] })).body.errors).toEqual({ day: [TEXT.day.date] });
    expect((await client.post('/api/care/availability/time-off', { from: addDays(today, -3), to: addDays(today, 2) })).body.errors).toEqual({ from: [TEXT.day.past] });
    expect((await client.post('/api/care/availability/time-off', { from: addDays(today, 5), to: addDays(today, 2) })).body.errors).toEqual({ to: [TEXT.day.order] });
    expect((await client.delete('/api/care/availability/overrides/not-a-day')).status).toBe(404);
    const after = await availability(client);
    expect(after).toMatchObject({ timeZone: NEW_YORK, weekly: weekdays('09:00', '12:00'), overrides: [], timeOff: [], languages: ['en'] });
    expect((await offered(providerId)).map((slot) => slot.id)).toEqual(slots);
  });

  it('keeps 09:00 at 09:00 local across both daylight-saving changes in two zones, the hourly pass extending the slots', async () => {
    const berlin = await signedInProvider(t, ['CA']);
    const newYork = await signedInProvider(t, ['CA']);
    // To 1 March 2027: the horizon then holds New York's change (14 March) and Berlin's (28 March).
    await advanceTo('2027-03-01T12:00:00Z');
    for (const [provider, timeZone] of [[newYork, NEW_YORK], [berlin, 'Europe/Berlin']] as const) {
      const saved = await saveWeekly(provider.client, { timeZone, weekly: weekdays('09:00', '09:15', [0, 1, 2, 3, 4, 5, 6]), languages: ['en'] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const utcOf = async (providerId: number, zone: string, day: string) =>
      (await offered(providerId)).filter((slot) => zonedDayOf(slot.starts_at.getTime(), zone) === day).map((slot) => slot.starts_at.toISOString());
    expect(await utcOf(newYork.member.providerId!, NEW_YORK, '2027-03-13')).toEqual(['2027-03-13T14:00:00.000Z']);
    expect(await utcOf(newYork.member.providerId!, NEW_YORK, '2027-03-15')).toEqual(['2027-03-15T13:00:00.000Z']);
    expect(await utcOf(berlin.member.providerId!, 'Europe/Berlin', '2027-03-27')).toEqual(['2027-03-27T08:00:00.000Z']);
    expect(await utcOf(berlin.member.providerId!, 'Europe/Berlin', '2027-03-29')).toEqual(['2027-03-29T07:00:00.000Z']);

    // To 20 October 2027 with no save meanwhile: the housekeeping pass brings the slots up to the horizon.
    await advanceTo('2027-10-20T12:00:00Z');
    expect(await extendProviderHours(t.handle.db, await clockNow())).toBeGreaterThanOrEqual(2);
    expect(await utcOf(berlin.member.providerId!, 'Europe/Berlin', '2027-10-30')).toEqual(['2027-10-30T07:00:00.000Z']);
    expect(await utcOf(berlin.member.providerId!, 'Europe/Berlin', '2027-11-01')).toEqual(['2027-11-01T08:00:00.000Z']);
    expect(await utcOf(newYork.member.providerId!, NEW_YORK, '2027-11-06')).toEqual(['2027-11-06T13:00:00.000Z']);
    expect(await utcOf(newYork.member.providerId!, NEW_YORK, '2027-11-08')).toEqual(['2027-11-08T14:00:00.000Z']);
  });
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function advanceTo(iso: string): Promise<void> {
  const client = clock();
  await client.get('/api/auth/csrf');
  const now = await clockNow();
  const hours = Math.floor((Date.parse(iso) - now.getTime()) / 3_600_000);
  expect(hours).toBeGreaterThan(0);
  const moved = await client.post('/api/dev/clock/advance', { days: Math.floor(hours / 24), hours: hours % 24 });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}
