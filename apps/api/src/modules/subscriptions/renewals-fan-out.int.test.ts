import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeInstant } from '@app/domain/subscriptions';
import { subscriptions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs, type TestJobs } from '../../test/job-runner';
import { waitFor } from '../../test/wait-for';
import { advanceSimulatedClock } from '../clock/clock';
import { emailsOf, ordersOfSubscription, patientIdOf, renewalChargesOf, trialPatient } from '../../test/kits/subscription-test-kit';
import { queueRenewalsPass, runRenewalsPass } from './renewals-pass.service';

// ADR 125: one pass fans out everything that is due, a small page at a time, so nothing waits for
// the next scheduled pass. The batch is 2 here, the boxes 5: three pages.
const BATCH = 2;
const BOXES = 5;

async function trialPatients(t: TestApp, count: number) {
  const made = [];
  for (let n = 0; n < count; n += 1) {
    made.push(await trialPatient(t));
  }
  return made;
}

/** The renewals passes the jobs logged: what each queued, in how many pages. */
const passesOf = (jobs: TestJobs) => jobs.logs.filter((line) => line.msg === 'renewals queued');

describe('a renewals pass with more due than one batch', () => {
  const t = suiteTestApp({ RENEWALS_BATCH_SIZE: String(BATCH) });
  const jobs = testJobs(t);

  it('queues and bills every due box in one pass, before the next tick, each once', async () => {
    const trials = await trialPatients(t, BOXES);
    const ids = trials.map(({ subscription }) => subscription.id);
    // Due at one instant to the microsecond: the walk's tie-break is the id, and its cursor keeps
    // the microseconds (a cursor rounded to the millisecond would read the same page forever).
    await t.handle.db.update(subscriptions).set({ nextBillAt: sql`now() - interval '1 hour'` }).where(inArray(subscriptions.id, ids));
    await jobs.runDue();

    await queueRenewalsPass(t.handle.db);
    await jobs.runDue();

    expect(passesOf(jobs)).toEqual([expect.objectContaining({ bills: BOXES, notices: 0, batches: Math.ceil(BOXES / BATCH) })]);
    for (const id of ids) {
      expect((await ordersOfSubscription(t, id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);
      expect((await renewalChargesOf(t, id)).map((charge) => charge.idempotencyKey)).toEqual([`ren_${id}_1_1`]);
    }
  }, 120_000);

  it('queues every 3-day notice due in one pass, each once', async () => {
    const trials = await trialPatients(t, BOXES);
    const { nextBillDate, timeZone } = trials[0]!.subscription;
    expect(trials.every(({ subscription }) => subscription.nextBillDate === nextBillDate && subscription.timeZone === timeZone)).toBe(true);
    const passesBefore = passesOf(jobs).length;
    await advanceSimulatedClock(t.handle.db, noticeInstant(nextBillDate, timeZone) - (await t.adapters.clock.now()).getTime() + 60_000);

    await queueRenewalsPass(t.handle.db);
    await jobs.runDue();

    expect(passesOf(jobs).slice(passesBefore)).toEqual([expect.objectContaining({ bills: 0, notices: BOXES, batches: Math.ceil(BOXES / BATCH) })]);
    for (const { patient } of trials) {
      expect(await emailsOf(t, await patientIdOf(t, patient), 'subscription-bills-soon')).toHaveLength(1);
    }
  }, 120_000);
});

describe('renewals passes overlapping, in batches, while a worker bills', () => {
  let t: TestApp;
  let stopWorker: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await buildTestApp({ RENEWALS_BATCH_SIZE: String(BATCH) });
  });
  afterAll(async () => {
    await stopWorker?.();
    await t.close();
  });

  it('bills no box twice', async () => {
    const trials = await trialPatients(t, BOXES + 1);
    const ids = trials.map(({ subscription }) => subscription.id);
    const jobs = testJobs(t);
    await jobs.runDue();
    await t.handle.db.update(subscriptions).set({ nextBillAt: sql`now() - interval '1 hour'` }).where(inArray(subscriptions.id, ids));

    stopWorker = await jobs.startWorker();
    const deps = { db: t.handle.db, clock: t.adapters.clock };
    // Queued again and again: by each pass, and a box being charged looks like an open renewal due for a try.
    await Promise.all([runRenewalsPass(deps, BATCH), runRenewalsPass(deps, BATCH), runRenewalsPass(deps, BATCH)]);

    const billJobsLeft = async () => Number((await t.handle.pool.query(`select count(*) from graphile_worker.jobs where task_identifier = 'bill-subscription'`)).rows[0].count);
    await waitFor(async () => (await billJobsLeft()) === 0, 60_000, 'every bill job to run');
    for (const id of ids) {
      expect((await ordersOfSubscription(t, id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);
      expect((await renewalChargesOf(t, id)).map((charge) => charge.idempotencyKey)).toEqual([`ren_${id}_1_1`]);
    }
    const paid = jobs.logs.filter((line) => line.msg === 'subscription billed' && line.outcome === 'paid');
    expect(paid.map((line) => line.subscriptionId).sort()).toEqual([...ids].sort());
  }, 120_000);
});
