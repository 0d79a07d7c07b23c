import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatSlotTime, formatTimeWindow } from '@app/domain/scheduling';
import { visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listAvailableSlots } from './available-slots.service';
import { bookConsultation } from './booking.service';
import { addAvailability, allSlots, patientWithVisit } from '../../test/kits/scheduling-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  // 09:00–09:30 New York time on the weekdays either side of both 2026-27 changes.
  for (const day of [
    '2026-10-30',
    '2026-11-02',
    '2027-03-12',
    '2027-03-15',
    '2027-11-05',
    '2027-11-08',
  ]) {
    await addAvailability(t, { from: day, to: day, start: '09:00', end: '09:30' });
  }
});
afterAll(() => t.close());

const NY = 'America/New_York';
const s = (iso: string) => Date.parse(iso) / 1000;

describe('slots across daylight-saving changes (HTTP, future changes)', () => {
  it('keeps 09:00 local at 09:00 and days on local midnight on both sides of 2027-03-14 and 2027-11-07', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const { data } = (await client.get(`/api/consultations/${uuid}/available-slots?timezone=${NY}`))
      .body;
    expect(Object.keys(data.timeSlots)).toEqual(
      [
        '2027-03-12T05:00:00Z',
        '2027-03-15T04:00:00Z',
        '2027-11-05T04:00:00Z',
        '2027-11-08T05:00:00Z',
      ].map((iso) => String(s(iso))),
    );
    const firstOfEachDay = Object.values(data.timeSlots).map(
      (slots) => (slots as { timestamp: number }[])[0]!.timestamp,
    );
    expect(firstOfEachDay).toEqual([
      s('2027-03-12T14:00:00Z'),
      s('2027-03-15T13:00:00Z'),
      s('2027-11-05T13:00:00Z'),
      s('2027-11-08T14:00:00Z'),
    ]);
    expect(firstOfEachDay.map((timestamp) => formatSlotTime(timestamp, NY))).toEqual([
      '9:00 AM',
      '9:00 AM',
      '9:00 AM',
      '9:00 AM',
    ]);
  });

  it('shows the booked window in standard and in daylight time', async () => {
    const before = await patientWithVisit(t);
    const after = await patientWithVisit(t);
    const slots = allSlots(
      (await before.client.get(`/api/consultations/${before.uuid}/available-slots?timezone=${NY}`))
        .body,
    );
    const friday = slots.find((slot) => slot.timestamp === s('2027-03-12T14:00:00Z'))!;
    const monday = slots.find((slot) => slot.timestamp === s('2027-03-15T13:00:00Z'))!;
    const standard = (
      await before.client.post(`/api/consultations/${before.uuid}?timezone=${NY}`, {
        brand: 1,
        appointmentTimeSlotId: friday.id,
      })
    ).body.data;
    const daylight = (
      await after.client.post(`/api/consultations/${after.uuid}?timezone=${NY}`, {
        brand: 1,
        appointmentTimeSlotId: monday.id,
      })
    ).body.data;
    expect(standard.scheduledAtDateTimestamp).toBe(s('2027-03-12T05:00:00Z'));
    expect(daylight.scheduledAtDateTimestamp).toBe(s('2027-03-15T04:00:00Z'));
    expect(formatTimeWindow(standard.scheduledAtTimestamp, NY)).toBe('9:00 AM – 9:15 AM EST');
    expect(formatTimeWindow(daylight.scheduledAtTimestamp, NY)).toBe('9:00 AM – 9:15 AM EDT');
    // The same booking seen from Los Angeles: 6:00 AM, on that zone's day.
    const fromLa = (
      await after.client.get(`/api/consultations/${after.uuid}?timezone=America/Los_Angeles`)
    ).body.data;
    expect(fromLa).toMatchObject({
      timezone: 'America/Los_Angeles',
      scheduledAtDateTimestamp: s('2027-03-15T07:00:00Z'),
    });
    expect(formatTimeWindow(fromLa.scheduledAtTimestamp, 'America/Los_Angeles')).toBe(
      '6:00 AM – 6:15 AM PDT',
    );
  });
});

describe('the autumn 2026 change (service, with the clock set before it)', () => {
  it('buckets and books 09:00 slots on both sides of 2026-11-01', async () => {
    const { uuid } = await patientWithVisit(t);
    const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, uuid));
    const now = new Date('2026-10-25T12:00:00Z');
    const settings = { languageBrandIds: [] };
    const request = {
      patientId: visit!.patientId,
      brandId: 1,
      visitUuid: uuid,
      timezone: NY,
      language: undefined,
      now,
    };
    const listed = await listAvailableSlots(t.handle.db, settings, request);
    const days = Object.keys(listed.timeSlots).slice(0, 2);
    expect(days).toEqual([String(s('2026-10-30T04:00:00Z')), String(s('2026-11-02T05:00:00Z'))]);
    const monday = listed.timeSlots[days[1]!]![0]!;
    expect(monday.timestamp).toBe(s('2026-11-02T14:00:00Z'));
    const booked = await bookConsultation(t.handle.db, settings, {
      ...request,
      input: { brand: 1, appointmentTimeSlotId: monday.id },
    });
    expect(booked.scheduledAtDateTimestamp).toBe(s('2026-11-02T05:00:00Z'));
    expect(formatTimeWindow(booked.scheduledAtTimestamp, NY)).toBe('9:00 AM – 9:15 AM EST');
  });

  it('lists nothing that has begun, on the real clock', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const slots = allSlots(
      (await client.get(`/api/consultations/${uuid}/available-slots?timezone=${NY}`)).body,
    );
    expect(slots.every((slot) => slot.timestamp * 1000 > Date.now())).toBe(true);
  });
});
