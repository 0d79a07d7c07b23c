import { describe, expect, it } from 'vitest';
import { addDays, billInstant, changeCutoff } from '@app/domain/subscriptions';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { advanceSimulatedClock } from '../clock/clock';
import { moveClock, ordersOfSubscription, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';

const HOUR_MS = 3_600_000;

describe('the patient changing their subscription', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  const path = (id: number, rest = '') => `/api/patient/subscriptions/${id}${rest}`;

  it('moves the next box sooner, later and skips it, each recorded with who and when', async () => {
    const { patient, subscription } = await trialPatient(t);
    const first = subscription.nextBillDate;
    expect(subscription.canChange).toBe(true);
    expect(Date.parse(subscription.changesCloseAt)).toBe(changeCutoff(first, subscription.timeZone));

    const later = await patient.client.post(path(subscription.id, '/schedule'), { change: 'postpone', weeks: 3 });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.data.nextBillDate).toBe(addDays(first, 21));
    expect(Date.parse(later.body.data.nextBillAt)).toBe(billInstant(addDays(first, 21), subscription.timeZone));

    const sooner = await patient.client.post(path(subscription.id, '/schedule'), { change: 'sooner' });
    expect(sooner.body.data.nextBillDate).toBe(addDays(first, 14));
    const skipped = await patient.client.post(path(subscription.id, '/schedule'), { change: 'skip' });
    expect(skipped.body.data.nextBillDate).toBe(addDays(first, 14 + 60));

    const history = (await patient.client.get(path(subscription.id, '/history'))).body.data;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual(['skipped', 'sooner', 'postponed', 'started']);
    expect(history[2]).toMatchObject({ actor: 'patient', details: { from: first, to: addDays(first, 21), weeks: 3 } });
  });

  it('refuses a postpone outside 1 to 12 weeks, and a sooner box that would bill before the cutoff', async () => {
    const { patient, subscription } = await trialPatient(t);
    for (const weeks of [0, 13, -1]) {
      const response = await patient.client.post(path(subscription.id, '/schedule'), { change: 'postpone', weeks });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Choose between 1 and 12 weeks.');
    }
    // Three sooner moves take the 30-day box to 9 days away; a fourth would bill 2 days away, so its
    // changes would close at the bill hour today: refused once that hour has come, whatever hour the
    // test starts at.
    for (let move = 0; move < 3; move += 1) {
      expect((await patient.client.post(path(subscription.id, '/schedule'), { change: 'sooner' })).status).toBe(200);
    }
    const wouldBe = addDays(subscription.nextBillDate, -28);
    const now = (await t.adapters.clock.now()).getTime();
    await advanceSimulatedClock(t.handle.db, Math.max(0, changeCutoff(wouldBe, subscription.timeZone) - now));
    const tooSoon = await patient.client.post(path(subscription.id, '/schedule'), { change: 'sooner' });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.message).toContain('a week sooner');
    expect((await subscriptionOf(patient)).nextBillDate).toBe(addDays(subscription.nextBillDate, -21));
  });

  it('closes every change two days before the box bills, saying until when, and changes nothing', async () => {
    const { patient, subscription } = await trialPatient(t);
    const now = (await t.adapters.clock.now()).getTime();
    await moveClock(t, jobs, Math.ceil((changeCutoff(subscription.nextBillDate, subscription.timeZone) - now) / HOUR_MS));
    const closed = await subscriptionOf(patient);
    expect(closed.canChange).toBe(false);
    const optional = closed.items.find((item) => !item.isRequired)!;
    const attempts = [
      patient.client.post(path(subscription.id, '/schedule'), { change: 'postpone', weeks: 1 }),
      patient.client.post(path(subscription.id, '/schedule'), { change: 'skip' }),
      patient.client.post(path(subscription.id, '/pause'), {}),
      patient.client.request('DELETE', path(subscription.id, `/items/${optional.itemId}`)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(/^Changes to this box closed on \w+day, \w+ \d+, \d{4} at 10:00 AM P[SD]T\. It can no longer be changed\.$/);
    }
    expect(await subscriptionOf(patient)).toEqual(closed);
  });

  it('adds and removes optional products, keeps the prescription, and reprices the next box', async () => {
    const { patient, subscription } = await trialPatient(t);
    const required = subscription.items.find((item) => item.isRequired)!;
    const optional = subscription.items.find((item) => !item.isRequired)!;
    expect(required.isRx).toBe(true);

    const kept = await patient.client.request('DELETE', path(subscription.id, `/items/${required.itemId}`));
    expect(kept.status).toBe(422);
    expect(kept.body.message).toContain('is your prescription and can’t be removed');

    const removed = await patient.client.request('DELETE', path(subscription.id, `/items/${optional.itemId}`));
    expect(removed.status).toBe(200);
    expect(removed.body.data.items.map((item: { itemId: number }) => item.itemId)).not.toContain(optional.itemId);
    expect(removed.body.data.nextBox.subtotalCents).toBe(subscription.nextBox.subtotalCents - optional.priceCents);

    const addable = (await patient.client.get(path(subscription.id, '/addable-products'))).body.data as { itemId: number; priceCents: number }[];
    expect(addable.map((product) => product.itemId)).toContain(optional.itemId);
    const added = await patient.client.post(path(subscription.id, '/items'), { itemId: optional.itemId });
    expect(added.status).toBe(200);
    expect(added.body.data.nextBox.subtotalCents).toBe(subscription.nextBox.subtotalCents);
    expect((await patient.client.post(path(subscription.id, '/items'), { itemId: optional.itemId })).status).toBe(422);
    // A prescription product is never added without a provider.
    expect((await patient.client.post(path(subscription.id, '/items'), { itemId: required.itemId })).status).toBe(422);

    const kinds = (await patient.client.get(path(subscription.id, '/history'))).body.data.map((event: { kind: string }) => event.kind);
    expect(kinds.slice(0, 2)).toEqual(['item-added', 'item-removed']);
  });

  it('pauses, cancels with a reason and reactivates; a canceled subscription bills nothing', async () => {
    const { patient, subscription } = await trialPatient(t);
    const paused = await patient.client.post(path(subscription.id, '/pause'), {});
    expect(paused.body.data).toMatchObject({ status: 'paused', pauseReason: 'patient', canChange: false });
    expect((await patient.client.post(path(subscription.id, '/pause'), {})).status).toBe(422);

    const canceled = await patient.client.post(path(subscription.id, '/cancel'), { reason: 'too-expensive', note: 'Saving up' });
    expect(canceled.body.data).toMatchObject({ status: 'canceled', cancelReason: 'too-expensive' });
    expect((await patient.client.post(path(subscription.id, '/cancel'), { reason: 'other' })).status).toBe(422);
    expect((await patient.client.post(path(subscription.id, '/cancel'), { reason: 'because' })).status).toBe(422);

    const now = (await t.adapters.clock.now()).getTime();
    await moveClock(t, jobs, Math.ceil((billInstant(subscription.nextBillDate, subscription.timeZone) - now) / HOUR_MS) + 24);
    expect((await ordersOfSubscription(t, subscription.id)).length).toBe(1);

    const reactivated = await patient.client.post(path(subscription.id, '/reactivate'), {});
    expect(reactivated.status).toBe(200);
    // The old date has passed: the box moves to the first day the patient can still change it.
    expect(reactivated.body.data).toMatchObject({ status: 'active', canChange: true, cancelReason: null });
    expect(reactivated.body.data.nextBillDate > subscription.nextBillDate).toBe(true);
    const history = (await patient.client.get(path(subscription.id, '/history'))).body.data;
    expect(history.slice(0, 3).map((event: { kind: string }) => event.kind)).toEqual(['reactivated', 'canceled', 'paused']);
    expect(history[1].details).toEqual({ reason: 'too-expensive', note: 'Saving up' });
  });

  it("answers 404 for another patient's subscription and changes nothing", async () => {
    const { subscription } = await trialPatient(t);
    const { patient: other } = await trialPatient(t);
    const attempts = [
      other.client.get(path(subscription.id, '/history')),
      other.client.get(path(subscription.id, '/addable-products')),
      other.client.post(path(subscription.id, '/schedule'), { change: 'skip' }),
      other.client.post(path(subscription.id, '/pause'), {}),
      other.client.post(path(subscription.id, '/cancel'), { reason: 'other' }),
      other.client.post(path(subscription.id, '/reactivate'), {}),
      other.client.post(path(subscription.id, '/retry-payment'), {}),
      other.client.request('DELETE', path(subscription.id, `/items/${subscription.items[0]!.itemId}`)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
    }
    const [owner] = (await t.handle.pool.query('select status, next_bill_date::text as date from subscriptions where id = $1', [subscription.id])).rows;
    expect(owner).toEqual({ status: 'trialing', date: subscription.nextBillDate });
  });
});
