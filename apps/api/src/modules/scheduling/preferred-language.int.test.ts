import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { AGENCY_HOST, addEnglishAndBilingualProviders, allSlots, patientWithVisit, slotIdOf } from '../../test/kits/scheduling-test-kit';

let t: TestApp;
let englishProviderId: number;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  englishProviderId = await addEnglishAndBilingualProviders(t);
});
afterAll(() => t.close());

const NY = 'America/New_York';
const slotsUrl = (uuid: string, query = `timezone=${NY}`) =>
  `/api/consultations/${uuid}/available-slots?${query}`;

const slotIdAt = (iso: string) => slotIdOf(t, englishProviderId, iso);

describe('preferred language (flag on for the agency brand by default)', () => {
  it('offers the languages of free providers and lists the slots of those who speak the chosen one', async () => {
    const { client, uuid } = await patientWithVisit(t, { host: AGENCY_HOST });
    const english = (await client.get(slotsUrl(uuid))).body.data;
    expect(english).toMatchObject({ isPreferredLanguageEnabled: true, languages: ['en', 'es'] });
    const spanish = await client.get(slotsUrl(uuid, `timezone=${NY}&language=es`));
    const times = allSlots(spanish.body).map((slot) => slot.timestamp);
    expect(times.length).toBeGreaterThan(0);
    // Dr. Bilingual works 09:00–11:00 only.
    expect(Math.max(...times)).toBeLessThan(Date.parse('2027-02-03T16:00:00Z') / 1000);
  });

  it('lists no days when no free provider speaks the language (the "all full" answer)', async () => {
    const { client, uuid } = await patientWithVisit(t, { host: AGENCY_HOST });
    const response = await client.get(slotsUrl(uuid, `timezone=${NY}&language=fr`));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ timeSlots: {}, languages: ['en', 'es'] });
  });

  it('requires a language, refuses one the provider does not speak, and stores the chosen one', async () => {
    const { client, uuid } = await patientWithVisit(t, { host: AGENCY_HOST });
    const englishOnly = await slotIdAt('2027-02-02T14:15:00Z');
    const missing = await client.post(`/api/consultations/${uuid}`, {
      brand: 2,
      appointmentTimeSlotId: englishOnly,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      preferredLanguage: ['The preferred language field is required.'],
    });
    const unspoken = await client.post(`/api/consultations/${uuid}`, {
      brand: 2,
      appointmentTimeSlotId: englishOnly,
      preferredLanguage: 'es',
    });
    expect(unspoken.status).toBe(422);
    const spanishSlot = allSlots(
      (await client.get(slotsUrl(uuid, `timezone=${NY}&language=es`))).body,
    )[0]!;
    const booked = await client.post(`/api/consultations/${uuid}`, {
      brand: 2,
      appointmentTimeSlotId: spanishSlot.id,
      preferredLanguage: 'es',
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.preferredLanguage).toBe('es');
    expect((await client.get(`/api/live-consultations/${uuid}/provider`)).body.data.name).toBe(
      'Dr. Bilingual',
    );
  });
});
