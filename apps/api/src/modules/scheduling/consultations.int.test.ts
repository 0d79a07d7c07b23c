import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { consultations, providers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';
import { insertSlots } from './providers.repository';
import { addEnglishAndBilingualProviders, allSlots, licenseProvider, patientWithVisit, slotIdOf } from '../../test/kits/scheduling-test-kit';

let t: TestApp;
let englishProviderId: number;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  englishProviderId = await addEnglishAndBilingualProviders(t);
  // A slot that has passed and one of an inactive provider: never listed.
  await insertSlots(t.handle.db, englishProviderId, [new Date('2026-01-05T14:00:00Z')]);
  const [inactive] = await t.handle.db
    .insert(providers)
    .values({ name: 'Dr. Away', isActive: false })
    .returning();
  await licenseProvider(t, inactive!.id);
  await insertSlots(t.handle.db, inactive!.id, [new Date('2027-02-01T20:00:00Z')]);
});
afterAll(() => t.close());

const NY = 'America/New_York';
const slotsUrl = (uuid: string, query = `timezone=${NY}`) =>
  `/api/consultations/${uuid}/available-slots?${query}`;
/** Live bookings in the whole database. */
const liveCount = async () =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(consultations)
      .where(isNull(consultations.cancelledAt))
  )[0]?.n ?? 0;

const slotIdAt = (iso: string) => slotIdOf(t, englishProviderId, iso);

describe('available slots', () => {
  it('lists future free slots once per time, by day in the given zone', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const response = await client.get(slotsUrl(uuid));
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({
      timezone: NY,
      languages: ['en'],
      isPreferredLanguageEnabled: false,
    });
    const feb1 = String(Date.parse('2027-02-01T05:00:00Z') / 1000);
    expect(Object.keys(data.timeSlots)).toEqual([
      feb1,
      String(Date.parse('2027-02-02T05:00:00Z') / 1000),
      String(Date.parse('2027-02-03T05:00:00Z') / 1000),
    ]);
    // 09:00–11:00 in quarter hours: eight times, the first four offered by both providers.
    expect(data.timeSlots[feb1].map((slot: { timestamp: number }) => slot.timestamp)).toEqual(
      [0, 15, 30, 45, 60, 75, 90, 105].map(
        (minutes) => Date.parse('2027-02-01T14:00:00Z') / 1000 + minutes * 60,
      ),
    );
    expect(allSlots(response.body)).toHaveLength(24);
  });

  it("falls back to the main zone of the patient's state", async () => {
    const { client, uuid } = await patientWithVisit(t, { state: 'CA' });
    const response = await client.get(`/api/consultations/${uuid}/available-slots`);
    expect(response.body.data.timezone).toBe('America/Los_Angeles');
    expect(Object.keys(response.body.data.timeSlots)[0]).toBe(
      String(Date.parse('2027-02-01T08:00:00Z') / 1000),
    );
  });

  it('refuses an unknown zone or language with 422', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const zone = await client.get(slotsUrl(uuid, 'timezone=Mars%2FOlympus'));
    expect(zone.status).toBe(422);
    expect(zone.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { timezone: ['The timezone field is invalid.'] },
    });
    const language = await client.get(slotsUrl(uuid, 'language=klingon'));
    expect(language.status).toBe(422);
  });

  it('answers 401 signed out, and 404 for a visit that is not the patient’s or has no consultation step', async () => {
    const { uuid } = await patientWithVisit(t);
    expect((await new TestClient(t.app).get(slotsUrl(uuid))).status).toBe(401);
    const other = await patientWithVisit(t);
    const foreign = await other.client.get(slotsUrl(uuid));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'NOT_FOUND', message: MESSAGES.form.notFound });
    expect((await other.client.get(slotsUrl('not-a-uuid'))).status).toBe(404);
    const survey = await patientWithVisit(t, { flow: 'medical-history-update' });
    expect((await survey.client.get(slotsUrl(survey.uuid))).status).toBe(404);
  });
});

describe('booking', () => {
  it('books a slot, shows it, marks the step done and stops listing it', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const slotId = await slotIdAt('2027-02-02T14:00:00Z');
    expect((await client.get(`/api/consultations/${uuid}?timezone=${NY}`)).body).toEqual({
      data: null,
    });
    const booked = await client.post(`/api/consultations/${uuid}?timezone=${NY}`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
      preferredLanguage: 'en',
    });
    expect(booked.status).toBe(200);
    const view = {
      scheduledAtDateTimestamp: Date.parse('2027-02-02T05:00:00Z') / 1000,
      scheduledAtTimestamp: Date.parse('2027-02-02T14:00:00Z') / 1000,
      preferredLanguage: 'en',
      timezone: NY,
      durationMinutes: 15,
    };
    expect(booked.body).toEqual({ data: view });
    expect((await client.get(`/api/consultations/${uuid}?timezone=${NY}`)).body).toEqual({
      data: view,
    });
    expect((await client.get(`/api/live-consultations/${uuid}/provider`)).body).toEqual({
      data: { name: 'Dr. English', profilePhotoUrl: null },
    });
    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(
      visit.progress.steps.find((s: { step: string }) => s.step === 'schedule-consultation').state,
    ).toBe('done');
    const listed = allSlots((await client.get(slotsUrl(uuid))).body);
    expect(listed.some((slot) => slot.id === slotId)).toBe(false);
  });

  it('replaces the visit’s booking when it books again, freeing the old slot', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const first = await slotIdAt('2027-02-03T14:00:00Z');
    const second = await slotIdAt('2027-02-03T14:15:00Z');
    await client.post(`/api/consultations/${uuid}`, { brand: 1, appointmentTimeSlotId: first });
    const again = await client.post(`/api/consultations/${uuid}`, {
      brand: 1,
      appointmentTimeSlotId: second,
    });
    expect(again.status).toBe(200);
    const rows = await t.handle.db
      .select()
      .from(consultations)
      .where(eq(consultations.timeSlotId, first));
    expect(rows.every((row) => row.cancelledAt !== null)).toBe(true);
    const live = await t.handle.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.timeSlotId, second), isNull(consultations.cancelledAt)));
    expect(live).toHaveLength(1);
    const other = await patientWithVisit(t);
    expect(
      (
        await other.client.post(`/api/consultations/${other.uuid}`, {
          brand: 1,
          appointmentTimeSlotId: first,
        })
      ).status,
    ).toBe(200);
  });

  it('answers 409 for a slot someone else holds and keeps both bookings as they were', async () => {
    const holder = await patientWithVisit(t);
    const late = await patientWithVisit(t);
    const slotId = await slotIdAt('2027-02-01T14:30:00Z');
    const mine = await slotIdAt('2027-02-01T14:45:00Z');
    await holder.client.post(`/api/consultations/${holder.uuid}`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
    });
    await late.client.post(`/api/consultations/${late.uuid}`, {
      brand: 1,
      appointmentTimeSlotId: mine,
    });
    const conflict = await late.client.post(`/api/consultations/${late.uuid}`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ code: 'CONFLICT', message: MESSAGES.scheduling.slotTaken });
    // The failed re-booking rolled back: the late patient keeps the slot they had.
    const kept = (await late.client.get(`/api/consultations/${late.uuid}`)).body.data;
    expect(kept.scheduledAtTimestamp).toBe(Date.parse('2027-02-01T14:45:00Z') / 1000);
  });

  it('answers 409 for a slot that has begun', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const past = await slotIdAt('2026-01-05T14:00:00Z');
    const response = await client.post(`/api/consultations/${uuid}`, {
      brand: 1,
      appointmentTimeSlotId: past,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.scheduling.slotTaken);
  });

  it('refuses bad input with 422 and books nothing', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const slotId = await slotIdAt('2027-02-03T14:30:00Z');
    const before = await liveCount();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ brand: 1 }, { appointmentTimeSlotId: ['The appointmentTimeSlotId field is invalid.'] }],
      [
        { brand: 1, appointmentTimeSlotId: 'seven' },
        { appointmentTimeSlotId: ['The appointmentTimeSlotId field is invalid.'] },
      ],
      [
        { brand: 1, appointmentTimeSlotId: 999_999 },
        { appointmentTimeSlotId: ['The time field is invalid.'] },
      ],
      [{ brand: 2, appointmentTimeSlotId: slotId }, { brand: ['The brand field is invalid.'] }],
      [
        { brand: 1, appointmentTimeSlotId: slotId, preferredLanguage: 'es' },
        { preferredLanguage: ['The preferred language field is invalid.'] },
      ],
      [[1, 2], { body: ['The body field is invalid.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post(`/api/consultations/${uuid}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await liveCount()).toBe(before);
    const zone = await client.post(`/api/consultations/${uuid}?timezone=Nowhere`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
    });
    expect(zone.status).toBe(422);
    expect(await liveCount()).toBe(before);
  });

  it("never books another patient's visit, nor tells them about it", async () => {
    const owner = await patientWithVisit(t);
    const intruder = await patientWithVisit(t);
    const slotId = await slotIdAt('2027-02-03T14:45:00Z');
    const before = await liveCount();
    const attempt = await intruder.client.post(`/api/consultations/${owner.uuid}`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
    });
    expect(attempt.status).toBe(404);
    expect(await liveCount()).toBe(before);
    await owner.client.post(`/api/consultations/${owner.uuid}`, {
      brand: 1,
      appointmentTimeSlotId: slotId,
    });
    expect((await intruder.client.get(`/api/consultations/${owner.uuid}`)).status).toBe(404);
    expect(
      (await intruder.client.get(`/api/live-consultations/${owner.uuid}/provider`)).status,
    ).toBe(404);
    expect(
      (await intruder.client.get(`/api/live-consultations/${intruder.uuid}/provider`)).status,
    ).toBe(404);
    const csrf = await intruder.client.post(
      `/api/consultations/${intruder.uuid}`,
      { brand: 1, appointmentTimeSlotId: slotId },
      { csrf: false },
    );
    expect(csrf.status).toBe(419);
  });
});
