import { describe, expect, it } from 'vitest';
import { addDays, billInstant, upcomingBillDates } from '@app/domain/subscriptions';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { TEST_CARDS } from '../../test/kits/checkout-test-kit';
import { AGENCY_HOST } from '../../test/kits/selection-test-kit';
import {
  emailsOf,
  liveDays,
  moveClock,
  ordersOfSubscription,
  patientIdOf,
  renewalChargesOf,
  shipmentsOfPatient,
  subscriptionOf,
  trialPatient,
  useCard,
} from '../../test/kits/subscription-test-kit';

describe('a subscription over a year of the simulated clock', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  it('bills the trial, then a full-size box every 60 days: exactly the expected orders, charges, shipments and emails in 360 days', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const startedAt = (await t.adapters.clock.now()).getTime();
    await liveDays(t, jobs, 360);
    const end = (await t.adapters.clock.now()).getTime();

    // Every box whose 10:00-local bill time has come, from the trial's end on, and nothing else.
    const due = upcomingBillDates(subscription.nextBillDate, 60, 10).filter((date) => billInstant(date, subscription.timeZone) <= end);
    expect(due.length).toBe(6);
    const placed = await ordersOfSubscription(t, subscription.id);
    expect(placed.map((order) => order.kind)).toEqual(['trial', ...due.map(() => 'renewal')]);
    const charges = await renewalChargesOf(t, subscription.id);
    expect(charges.map((charge) => charge.idempotencyKey)).toEqual(due.map((_, index) => `ren_${subscription.id}_${index + 1}_1`));
    expect(charges.every((charge) => charge.status === 'succeeded' && charge.amountCents > 0)).toBe(true);

    // Each renewal billed on its own date, never before its 10:00 local time, whatever daylight saving did meanwhile.
    const history = (await patient.client.get(`/api/patient/subscriptions/${subscription.id}/history`)).body.data as { kind: string; at: string; details: Record<string, unknown> }[];
    const billed = history.filter((event) => event.kind === 'billed').reverse();
    expect(billed.map((event) => event.details.cycle)).toEqual([1, 2, 3, 4, 5, 6]);
    billed.forEach((event, index) => {
      const billsAt = billInstant(due[index]!, subscription.timeZone);
      expect(Date.parse(event.at)).toBeGreaterThanOrEqual(billsAt);
      expect(Date.parse(event.at) - billsAt).toBeLessThan(86_400_000);
    });

    const parcels = await shipmentsOfPatient(t, patientId);
    expect(parcels).toHaveLength(7);
    expect(parcels.every((parcel) => parcel.status === 'delivered' && parcel.trackingNumber?.startsWith('9400SIM'))).toBe(true);

    const sent = await emailsOf(t, patientId);
    const count = (template: string) => sent.filter((email) => email.template === template).length;
    expect(count('subscription-bills-soon')).toBe(6);
    // The trial's order and each renewal are confirmed.
    expect(count('subscription-box-paid')).toBe(7);
    expect(count('shipment-shipped')).toBe(7);
    expect(count('shipment-delivered')).toBe(7);
    expect(count('subscription-payment-failed')).toBe(0);
    // Each confirmation carries the next box as a calendar event at 10:00 in the patient's zone.
    const confirmations = sent.filter((email) => email.template === 'subscription-box-paid');
    confirmations.forEach((email, index) => {
      const nextDate = upcomingBillDates(subscription.nextBillDate, 60, 8)[index]!.replaceAll('-', '');
      expect(email.attachments[0]?.content).toContain(`DTSTART;TZID=${subscription.timeZone}:${nextDate}T100000`);
    });

    const after = await subscriptionOf(patient);
    expect(after).toMatchObject({ status: 'active', nextBillDate: upcomingBillDates(subscription.nextBillDate, 60, 7)[6] });
    // The simulated clock moved 360 days (plus the real seconds the test took).
    expect(end - startedAt - 360 * 86_400_000).toBeGreaterThanOrEqual(0);
  }, 240_000);
});

describe('declined renewals', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  it('retries after 1, 3 and 5 days, tells the patient each time, pauses after the last, and a new card charges at once', async () => {
    const { patient, subscription } = await trialPatient(t, { host: AGENCY_HOST });
    const patientId = await patientIdOf(t, patient);
    expect(subscription.cadenceDays).toBe(30);
    await useCard(patient, TEST_CARDS.declinedOnCharge);
    const billsAt = billInstant(subscription.nextBillDate, subscription.timeZone);
    const now = (await t.adapters.clock.now()).getTime();
    await moveClock(t, jobs, Math.ceil((billsAt - now) / 3_600_000));

    const declined = await subscriptionOf(patient);
    expect(declined.status).toBe('trialing');
    expect(declined.paymentProblem).toMatchObject({ tries: 1, message: expect.stringContaining('declined') });
    expect(Date.parse(declined.paymentProblem!.nextTryAt!)).toBe(billInstant(addDays(subscription.nextBillDate, 1), subscription.timeZone));

    await liveDays(t, jobs, 5);
    const paused = await subscriptionOf(patient);
    expect(paused).toMatchObject({ status: 'paused', pauseReason: 'payment-failed', paymentProblem: { tries: 4, nextTryAt: null } });
    expect(await renewalChargesOf(t, subscription.id)).toEqual([]);
    expect((await emailsOf(t, patientId, 'subscription-payment-failed')).length).toBe(3);
    const [pausedEmail] = await emailsOf(t, patientId, 'subscription-paused-payment-failed');
    expect(pausedEmail?.subject).toContain('paused');

    // More days change nothing while paused.
    await liveDays(t, jobs, 3);
    expect((await ordersOfSubscription(t, subscription.id)).length).toBe(1);

    // The same declining card again: refused with the processor's words, still paused.
    const again = await patient.client.post(`/api/patient/subscriptions/${subscription.id}/retry-payment`, {});
    expect(again.status).toBe(402);
    expect((await subscriptionOf(patient)).status).toBe('paused');

    await useCard(patient, TEST_CARDS.success);
    const retried = await patient.client.post(`/api/patient/subscriptions/${subscription.id}/retry-payment`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'active', paymentProblem: null });
    const charges = await renewalChargesOf(t, subscription.id);
    expect(charges).toHaveLength(1);
    expect((await ordersOfSubscription(t, subscription.id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);

    // Nothing left to retry.
    expect((await patient.client.post(`/api/patient/subscriptions/${subscription.id}/retry-payment`, {})).status).toBe(422);
  }, 120_000);
});
