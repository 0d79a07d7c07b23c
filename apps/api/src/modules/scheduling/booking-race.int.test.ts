import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { consultations, visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addAvailability, allSlots, patientWithVisit } from '../../test/kits/scheduling-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  await addAvailability(t, { from: '2027-04-05', to: '2027-04-05' });
});
afterAll(() => t.close());

const liveBookingsOf = (column: 'timeSlotId' | 'visitId', id: number) =>
  t.handle.db
    .select()
    .from(consultations)
    .where(and(eq(consultations[column], id), isNull(consultations.cancelledAt)));

describe('racing for one slot', () => {
  it('gives 20 patients booking the same slot at once exactly one booking and 19 clear conflicts', async () => {
    const patients = [];
    for (let i = 0; i < 20; i += 1) {
      patients.push(await patientWithVisit(t));
    }
    const [first] = allSlots(
      (await patients[0]!.client.get(`/api/consultations/${patients[0]!.uuid}/available-slots`))
        .body,
    );
    // Each client fetches its CSRF token first, so the bookings themselves start together.
    await Promise.all(patients.map(({ client }) => client.get('/api/auth/csrf')));

    const responses = await Promise.all(
      patients.map(({ client, uuid }) =>
        client.post(`/api/consultations/${uuid}`, { brand: 1, appointmentTimeSlotId: first!.id }),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ code: 'CONFLICT', message: MESSAGES.scheduling.slotTaken });
    }
    expect(await liveBookingsOf('timeSlotId', first!.id)).toHaveLength(1);
    const winner = patients[responses.findIndex((response) => response.status === 200)]!;
    expect(
      (await winner.client.get(`/api/consultations/${winner.uuid}`)).body.data.scheduledAtTimestamp,
    ).toBe(first!.timestamp);
  });

  it('leaves a visit booking several slots at once with one live booking', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const slots = allSlots(
      (await client.get(`/api/consultations/${uuid}/available-slots`)).body,
    ).slice(0, 3);
    await client.get('/api/auth/csrf');
    const responses = await Promise.all(
      slots.map((slot) =>
        client.post(`/api/consultations/${uuid}`, { brand: 1, appointmentTimeSlotId: slot.id }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const [visit] = await t.handle.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.uuid, uuid));
    expect(await liveBookingsOf('visitId', visit!.id)).toHaveLength(1);
  });
});
