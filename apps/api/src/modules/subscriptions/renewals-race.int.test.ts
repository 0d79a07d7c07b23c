import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../db/job-queue';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testJobs } from '../../test/job-runner';
import { waitFor } from '../../test/wait-for';
import { advanceSimulatedClock } from '../clock/clock';
import { billSubscription } from '../renewal-billing/renewal-billing.service';
import { ordersOfSubscription, renewalChargesOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';

const DAY_MS = 86_400_000;

describe('renewals billed by two API processes and a worker on one database', () => {
  let t: TestApp;
  const processes: ApiProcess[] = [];
  let stopWorker: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await stopWorker?.();
    await t.close();
  });

  it('makes exactly one order and one charge per subscription cycle, however many jobs and processes race for it', async () => {
    const trials = await Promise.all([trialPatient(t), trialPatient(t), trialPatient(t)]);
    await advanceSimulatedClock(t.handle.db, 31 * DAY_MS);

    const settings = { JOBS_IN_API: 'true', JOB_CONCURRENCY: '4' };
    processes.push(startApiProcess(t.databaseUrl, settings), startApiProcess(t.databaseUrl, settings));
    const worker = testJobs(t);
    stopWorker = await worker.startWorker();
    // Duplicate jobs without a key, as overlapping passes of several processes could leave them.
    for (const { subscription } of trials) {
      for (let copy = 0; copy < 5; copy += 1) {
        await enqueueJob(t.handle.db, 'bill-subscription', { subscriptionId: subscription.id });
      }
    }
    await enqueueJob(t.handle.db, 'renewals-pass', {});
    // And this process too, at the same moment, as a patient's retry would.
    const deps = { db: t.handle.db, processors: t.adapters.payments, clock: t.adapters.clock, taxEstimator: t.adapters.taxEstimator };
    const direct = await Promise.all(trials.flatMap(({ subscription }) => Array.from({ length: 4 }, () => billSubscription(deps, subscription.id))));

    const billJobsLeft = async () =>
      Number((await t.handle.pool.query(`select count(*) from graphile_worker.jobs where task_identifier in ('bill-subscription', 'renewals-pass')`)).rows[0].count);
    await waitFor(async () => (await billJobsLeft()) === 0, 60_000, 'every bill job to run');
    for (const { patient, subscription } of trials) {
      await waitFor(async () => (await subscriptionOf(patient)).status === 'active', 20_000, 'the renewal to be paid');
      expect((await ordersOfSubscription(t, subscription.id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);
      expect((await renewalChargesOf(t, subscription.id)).map((charge) => charge.idempotencyKey)).toEqual([`ren_${subscription.id}_1_1`]);
    }
    // Each cycle was paid by exactly one of them: a process, the worker or this one.
    const paidByJobs = [...processes.flatMap((api) => api.logs), ...worker.logs].filter((line) => line.msg === 'subscription billed' && line.outcome === 'paid');
    expect(paidByJobs.length + direct.filter((outcome) => outcome === 'paid').length).toBe(3);
    for (const api of processes) {
      expect(api.child.exitCode).toBeNull();
    }
  }, 120_000);
});
