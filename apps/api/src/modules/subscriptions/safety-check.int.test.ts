import { describe, expect, it } from 'vitest';
import { addDays, billInstant, calendarDateIn, noticeInstant } from '@app/domain/subscriptions';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { emailsOf, moveClock, ordersOfSubscription, patientIdOf, renewalChargesOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';
import { withTransaction } from '../../db/transaction';
import { takeItemOff } from './subscriptions.service';
import { lockSubscription } from './subscriptions.repository';

const HOUR_MS = 3_600_000;
const NO = { pregnancy: false, newMedicines: false, irritation: false };

describe('the safety check before a box bills, the runway, and a provider declining an Rx', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  const hoursUntil = async (instant: number) => Math.ceil((instant - (await t.adapters.clock.now()).getTime()) / HOUR_MS);
  const path = (id: number) => `/api/patient/subscriptions/${id}/safety-check`;

  it('holds a box for the provider when an answer is yes: nothing billed or sent', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const blank = (await patient.client.get(path(subscription.id))).body.data;
    expect(blank).toMatchObject({ answers: null, isFlagged: false, canAnswer: true });
    expect(blank.questions).toHaveLength(3);

    // The 3-day notice links to the questions.
    await moveClock(t, jobs, await hoursUntil(noticeInstant(subscription.nextBillDate, subscription.timeZone)));
    const [notice] = await emailsOf(t, patientId, 'subscription-bills-soon');
    expect(notice!.body).toContain(`/dashboard/safety-check/${subscription.id}`);

    expect((await patient.client.request('PUT', path(subscription.id), { answers: { pregnancy: true } })).status).toBe(422);
    const answered = await patient.client.request('PUT', path(subscription.id), { answers: { ...NO, newMedicines: true } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ isFlagged: true, answers: { newMedicines: true } });
    expect((await subscriptionOf(patient)).safetyCheck).toEqual({ answered: true, isFlagged: true });

    await moveClock(t, jobs, (await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone))) + 24);
    const held = await subscriptionOf(patient);
    expect(held).toMatchObject({ heldForReview: true, paymentProblem: null });
    expect(await renewalChargesOf(t, subscription.id)).toEqual([]);
    expect((await ordersOfSubscription(t, subscription.id)).length).toBe(1);
    const history = (await patient.client.get(`/api/patient/subscriptions/${subscription.id}/history`)).body.data;
    expect(history[0]).toMatchObject({ kind: 'held', actor: 'system', details: { reason: 'safety-check' } });
    expect(history[1]).toMatchObject({ kind: 'safety-check-answered', actor: 'patient', details: { flagged: 'yes' } });
    expect(JSON.stringify(history)).not.toContain('newMedicines');
    // The box is due: its questions are closed now.
    expect((await patient.client.request('PUT', path(subscription.id), { answers: NO })).status).toBe(422);
  });

  it('bills as usual when every answer is no', async () => {
    const { patient, subscription } = await trialPatient(t);
    expect((await patient.client.request('PUT', path(subscription.id), { answers: NO })).status).toBe(200);
    await moveClock(t, jobs, (await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone))) + 1);
    expect((await subscriptionOf(patient)).heldForReview).toBe(false);
    expect(await renewalChargesOf(t, subscription.id)).toHaveLength(1);
  });

  it('shows the medicine left against the next box, and the gap a postpone would leave', async () => {
    const { patient, subscription } = await trialPatient(t);
    const today = calendarDateIn((await t.adapters.clock.now()).getTime(), subscription.timeZone);
    expect(subscription.runway).toEqual({ supplyEndsOn: addDays(today, 35), nextArrivesOn: addDays(today, 35), daysLeft: 30, gapDays: 0, supplyDays: 30 });
    const later = await patient.client.post(`/api/patient/subscriptions/${subscription.id}/schedule`, { change: 'postpone', weeks: 2 });
    expect(later.body.data.runway).toMatchObject({ supplyEndsOn: addDays(today, 35), gapDays: 14 });
  });

  it('takes a provider-declined Rx off the next boxes, lowers the price and says who did it', async () => {
    const { patient, subscription } = await trialPatient(t);
    const rx = subscription.items.find((item) => item.isRequired)!;
    await withTransaction(t.handle.db, async (tx) => {
      await lockSubscription(tx, subscription.id);
      expect(await takeItemOff(tx, subscription.id, rx.itemId, { actor: 'provider', actorId: 7 }, await t.adapters.clock.now(), 'declined')).toBe(true);
    });
    const after = await subscriptionOf(patient);
    expect(after.items.map((item) => item.itemId)).not.toContain(rx.itemId);
    expect(after.nextBox.subtotalCents).toBe(subscription.nextBox.subtotalCents - rx.priceCents);
    const [event] = (await patient.client.get(`/api/patient/subscriptions/${subscription.id}/history`)).body.data;
    expect(event).toMatchObject({ kind: 'item-removed', actor: 'provider', details: { reason: 'declined', name: rx.name } });
  });
});
