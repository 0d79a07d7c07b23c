import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries } from '../../test/query-counter';
import { patientIdOf, trialPatient } from '../../test/kits/subscription-test-kit';

// The dashboard's list of subscriptions (ADR 127): its statements do not grow with the boxes.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A second subscription of the patient, on a visit of its own, copied from the first with its items. */
async function copySubscription(patientId: number): Promise<void> {
  await t.handle.pool.query(
    `with visit as (
       insert into visits (patient_id, brand_id, flow, treatment_category)
       select patient_id, brand_id, 'hair-signup', 2 from subscriptions where patient_id = $1 limit 1 returning id),
     copied as (
       insert into subscriptions (patient_id, visit_id, brand_id, treatment_category, status, cadence_days, trial_ends_at,
         time_zone, next_bill_date, next_bill_at, cycle, payment_method_id)
       select s.patient_id, visit.id, s.brand_id, 2, s.status, s.cadence_days, s.trial_ends_at, s.time_zone,
         s.next_bill_date, s.next_bill_at, s.cycle, s.payment_method_id
         from subscriptions s, visit where s.patient_id = $1 limit 1 returning id)
     insert into subscription_items (subscription_id, item_id, name, is_rx, is_required, price_cents, position)
     select copied.id, i.item_id, i.name, i.is_rx, i.is_required, i.price_cents, i.position
       from subscription_items i join subscriptions s on s.id = i.subscription_id, copied
      where s.patient_id = $1 and s.treatment_category = 1`,
    [patientId],
  );
}

describe('GET /api/patient/subscriptions', () => {
  it('reads any number of boxes with their items, renewals and safety answers in the same statements', async () => {
    const { patient } = await trialPatient(t);
    const one = await countQueries(() => patient.client.get('/api/patient/subscriptions'));
    expect(one.result.body.data).toHaveLength(1);

    await copySubscription(await patientIdOf(t, patient));
    const two = await countQueries(() => patient.client.get('/api/patient/subscriptions'));
    expect(two.result.body.data).toHaveLength(2);
    expect(two.result.body.data.map((view: { treatmentCategory: number }) => view.treatmentCategory)).toEqual([2, 1]);
    expect(two.result.body.data[0].items).toEqual(two.result.body.data[1].items);
    // The session, the simulated clock (outside production), the boxes with their parts, the credit,
    // and the price changes that bear on the boxes (ADR 160).
    expect(two.queries).toHaveLength(5);
    expect(two.queries).toHaveLength(one.queries.length);
  });
});
