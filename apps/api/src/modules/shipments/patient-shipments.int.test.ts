import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentView } from '@app/domain/contracts';
import { orderLines } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries } from '../../test/query-counter';
import { TestClient } from '../../test/test-client';
import type { Clock } from '../clock/clock';
import { sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { advanceShipments } from './shipments.service';

// Issue 13 item 4 (ADR 112): the shipments page's data: the patient's own parcels, newest order
// first, with what each box held and where it is, in two statements whatever the count.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
/** A clock of this test's own, so the shared simulated clock stays where it is. */
const clockAt = (offsetDays: number): Clock => ({ isSimulated: true, now: async () => new Date(Date.now() + offsetDays * DAY_MS) });

async function shipmentsOf(client: TestClient): Promise<ShipmentView[]> {
  const response = await client.get('/api/patient/shipments');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ShipmentView[];
}

async function paidPatient(): Promise<SellingPatient> {
  const patient = await patientAtCheckout(t);
  const paid = await activate(patient, 'trial');
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return patient;
}

describe('GET /api/patient/shipments', () => {
  it('is empty before any order', async () => {
    const patient = await sellingPatient(t);
    expect(await shipmentsOf(patient.client)).toEqual([]);
  });

  it('shows a paid box being prepared, then at the pharmacy, shipped with its tracking number and delivered', async () => {
    const patient = await paidPatient();
    const [pending] = await shipmentsOf(patient.client);
    expect(pending).toMatchObject({ status: 'pending', trackingNumber: null, shippedAt: null, deliveredAt: null });
    const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, pending!.orderId));
    expect(pending!.lines).toContainEqual({ name: line!.name, isRx: line!.isRx });

    await advanceShipments({ db: t.handle.db, fulfilment: t.adapters.fulfilment, clock: clockAt(0) });
    expect((await shipmentsOf(patient.client))[0]).toMatchObject({ status: 'submitted', trackingNumber: null });

    await advanceShipments({ db: t.handle.db, fulfilment: t.adapters.fulfilment, clock: clockAt(3) });
    const [shipped] = await shipmentsOf(patient.client);
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: expect.stringMatching(/^9400SIM/), deliveredAt: null });
    expect(Date.parse(shipped!.shippedAt!)).toBeGreaterThan(Date.parse(shipped!.orderedAt));

    await advanceShipments({ db: t.handle.db, fulfilment: t.adapters.fulfilment, clock: clockAt(6) });
    const [delivered] = await shipmentsOf(patient.client);
    expect(delivered).toMatchObject({ status: 'delivered', trackingNumber: shipped!.trackingNumber, shippedAt: shipped!.shippedAt });
    expect(Date.parse(delivered!.deliveredAt!)).toBeGreaterThan(Date.parse(shipped!.shippedAt!));
  });

  it("shows only the patient's own parcels, in a fixed number of statements", async () => {
    const patient = await paidPatient();
    const other = await paidPatient();
    const own = await shipmentsOf(patient.client);
    const others = await shipmentsOf(other.client);
    expect(own).toHaveLength(1);
    expect(others).toHaveLength(1);
    expect(own[0]!.id).not.toBe(others[0]!.id);

    const { queries } = await countQueries(() => patient.client.get('/api/patient/shipments'));
    // The session (one statement, ADR 076), the parcels with their orders, then all their lines.
    expect(queries).toHaveLength(3);
  });

  it('needs a signed-in patient', async () => {
    expect((await new TestClient(t.app).get('/api/patient/shipments')).status).toBe(401);
  });
});
