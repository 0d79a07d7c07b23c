import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { consultations, patients } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries } from '../../test/query-counter';
import { AGENCY_HOST, addAvailability, allSlots, patientWithVisit, slotIdOf } from '../../test/kits/scheduling-test-kit';

// ADR 115: a patient is offered, and can book, only slots of providers licensed in their state.

let t: TestApp;
let californiaId: number;
let newYorkId: number;
const DAY = '2027-05-04';
const NY = 'America/New_York';

beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  // Different hours, so each listed time tells whose slot it is: 09:00–10:00 and 13:00–14:00 New York time.
  californiaId = (await addAvailability(t, { providerName: 'Dr. West', from: DAY, to: DAY, licensedStates: ['CA', 'OR'], languages: ['en', 'es'] })).providerId;
  newYorkId = (await addAvailability(t, { providerName: 'Dr. East', from: DAY, to: DAY, start: '13:00', end: '14:00', licensedStates: ['NY'] })).providerId;
});
afterAll(() => t.close());

const slotsUrl = (uuid: string, query = '') => `/api/consultations/${uuid}/available-slots?timezone=${NY}${query}`;
const listedTimes = async (client: { get: (url: string) => Promise<{ body: unknown }> }, uuid: string) =>
  allSlots((await client.get(slotsUrl(uuid))).body as Parameters<typeof allSlots>[0]).map((slot) => new Date(slot.timestamp * 1000).toISOString());
const liveBookings = async () => (await t.handle.db.select({ n: count() }).from(consultations).where(isNull(consultations.cancelledAt)))[0]?.n ?? 0;

describe('licensure-aware slots', () => {
  it("lists only the slots of providers licensed in the patient's state", async () => {
    const west = await patientWithVisit(t, { state: 'CA' });
    const westTimes = await listedTimes(west.client, west.uuid);
    expect(westTimes).toEqual(['2027-05-04T13:00:00.000Z', '2027-05-04T13:15:00.000Z', '2027-05-04T13:30:00.000Z', '2027-05-04T13:45:00.000Z']);

    const east = await patientWithVisit(t, { state: 'NY' });
    const eastTimes = await listedTimes(east.client, east.uuid);
    expect(eastTimes).toEqual(['2027-05-04T17:00:00.000Z', '2027-05-04T17:15:00.000Z', '2027-05-04T17:30:00.000Z', '2027-05-04T17:45:00.000Z']);

    // Nobody is licensed in Texas: the booking screen's "all full" answer.
    const texas = await patientWithVisit(t, { state: 'TX' });
    expect((await texas.client.get(slotsUrl(texas.uuid))).body.data.timeSlots).toEqual({});
  });

  it('offers only the languages of providers licensed in the state', async () => {
    const west = await patientWithVisit(t, { state: 'CA', host: AGENCY_HOST });
    expect((await west.client.get(slotsUrl(west.uuid))).body.data.languages).toEqual(['en', 'es']);
    const east = await patientWithVisit(t, { state: 'NY', host: AGENCY_HOST });
    expect((await east.client.get(slotsUrl(east.uuid))).body.data.languages).toEqual(['en']);
    expect((await east.client.get(slotsUrl(east.uuid, '&language=es'))).body.data.timeSlots).toEqual({});
  });

  it('lists in one statement for the slots, whatever the number of providers and licences', async () => {
    const { client, uuid } = await patientWithVisit(t, { state: 'NY' });
    const before = await countQueries(() => client.get(slotsUrl(uuid)));
    for (const n of [1, 2, 3]) {
      await addAvailability(t, { providerName: `Dr. Extra ${n}`, from: DAY, to: DAY, start: '15:00', end: '16:00', licensedStates: ['NY', 'NJ'] });
    }
    const after = await countQueries(() => client.get(slotsUrl(uuid)));
    expect(after.result.status).toBe(200);
    expect(after.queries.length).toBe(before.queries.length);
    // The session read also joins a staff member's licences; the slots' statement is the one on the slots.
    const slotReads = after.queries.filter((text) => text.includes('provider_licences') && text.includes('appointment_time_slots'));
    expect(slotReads).toHaveLength(1);
  });
});

describe('licensure-aware booking', () => {
  it("refuses a forged slot id of a provider not licensed in the patient's state, booking nothing", async () => {
    const { client, uuid } = await patientWithVisit(t, { state: 'NY' });
    const before = await liveBookings();
    const forged = await slotIdOf(t, californiaId, `${DAY}T13:30:00Z`);
    const refused = await client.post(`/api/consultations/${uuid}?timezone=${NY}`, { brand: 1, appointmentTimeSlotId: forged });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ appointmentTimeSlotId: [MESSAGES.licensedBooking.notLicensed] });
    expect(await liveBookings()).toBe(before);
    expect((await client.get(`/api/consultations/${uuid}?timezone=${NY}`)).body.data).toBeNull();

    // The same patient books a licensed provider's slot.
    const licensed = await slotIdOf(t, newYorkId, `${DAY}T17:30:00Z`);
    const booked = await client.post(`/api/consultations/${uuid}?timezone=${NY}`, { brand: 1, appointmentTimeSlotId: licensed });
    expect(booked.status).toBe(200);
    expect(await liveBookings()).toBe(before + 1);
  });

  it('offers nothing to a patient whose state is unknown and refuses their booking with the reason', async () => {
    const { client, uuid } = await patientWithVisit(t, { state: 'NY' });
    const me = await client.get('/api/patient');
    await t.handle.db.update(patients).set({ state: null }).where(eq(patients.id, me.body.data.id as number));
    expect((await client.get(slotsUrl(uuid))).body.data.timeSlots).toEqual({});
    const slot = await slotIdOf(t, newYorkId, `${DAY}T17:45:00Z`);
    const refused = await client.post(`/api/consultations/${uuid}?timezone=${NY}`, { brand: 1, appointmentTimeSlotId: slot });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ appointmentTimeSlotId: [MESSAGES.licensedBooking.stateUnknown] });
  });
});
