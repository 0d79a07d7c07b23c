import { billInstant } from '@app/domain/subscriptions';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { TEST_CARDS } from '../test/kits/checkout-test-kit';
import { moveClock, trialPatient, useCard } from '../test/kits/subscription-test-kit';
import { testJobs, type TestJobs } from '../test/job-runner';
import { registerJobMetrics } from './job-metrics';

// ADR 155: renewal charges are counted by the bill job of the process that made them, so the
// scrape of that process shows each charge once, billed or declined.
const HOUR_MS = 3_600_000;
const registry = new Registry();
let t: TestApp;
let jobs: TestJobs;
beforeAll(async () => {
  t = await buildTestApp();
  jobs = testJobs(t, registerJobMetrics(registry));
});
afterAll(() => t.close());

const chargesCounted = async () => {
  const metric = await registry.getSingleMetric('teleskin_renewal_charges_total')!.get();
  return Object.fromEntries(metric.values.map((value) => [value.labels.outcome, value.value]));
};

describe('teleskin_renewal_charges_total', () => {
  it('counts the bill job’s charges: one billed box and one declined card, each once', async () => {
    expect(await chargesCounted()).toEqual({ billed: 0, declined: 0 });
    const paying = await trialPatient(t);
    const declining = await trialPatient(t);
    await useCard(declining.patient, TEST_CARDS.declinedOnCharge);
    const { nextBillDate, timeZone } = paying.subscription;
    const hours = Math.ceil((billInstant(nextBillDate, timeZone) - (await t.adapters.clock.now()).getTime()) / HOUR_MS);

    await moveClock(t, jobs, hours);

    expect(await chargesCounted()).toEqual({ billed: 1, declined: 1 });
  }, 120_000);
});
