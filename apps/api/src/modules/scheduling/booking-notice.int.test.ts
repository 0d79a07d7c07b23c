import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_BOOKING_NOTICE_MINUTES } from '@app/domain/constants';
import { providers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertSlots } from './providers.repository';
import { allSlots, licenseProvider, patientWithVisit, slotIdOf } from '../../test/kits/scheduling-test-kit';

let t: TestApp;
let providerId: number;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  const [provider] = await t.handle.db
    .insert(providers)
    .values({ name: 'Dr. Soon', isActive: true })
    .returning();
  providerId = provider!.id;
  await licenseProvider(t, providerId);
});
afterAll(() => t.close());

const minutesFromNow = (minutes: number) =>
  new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000);

describe('booking notice', () => {
  it(`offers only slots that start at least ${CONSULTATION_BOOKING_NOTICE_MINUTES} minutes from now, but still books a listed one until it begins`, async () => {
    const soon = minutesFromNow(CONSULTATION_BOOKING_NOTICE_MINUTES - 5);
    const later = minutesFromNow(CONSULTATION_BOOKING_NOTICE_MINUTES + 10);
    await insertSlots(t.handle.db, providerId, [soon, later]);
    const { client, uuid } = await patientWithVisit(t);

    const listed = await client.get(`/api/consultations/${uuid}/available-slots?timezone=America/New_York`);
    expect(listed.status).toBe(200);
    expect(allSlots(listed.body).map((slot) => slot.timestamp)).toEqual([later.getTime() / 1000]);

    // A patient who loaded the times a while ago may still take one that is now close.
    const booked = await client.post(`/api/consultations/${uuid}`, {
      brand: 1,
      appointmentTimeSlotId: await slotIdOf(t, providerId, soon.toISOString()),
    });
    expect(booked.status).toBe(200);
  });
});
