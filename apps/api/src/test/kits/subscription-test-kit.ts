import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SubscriptionView } from '@app/domain/contracts';
import { orders, outboxMessages, sandboxCharges, shipments, visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { testJobs, type TestJobs } from '../job-runner';
import { advanceSimulatedClock } from '../../modules/clock/clock';
import { activate, cardToken, patientAtCheckout, registerCard } from './checkout-test-kit';
import { queueShipmentsPass } from '../../modules/shipments/shipments.service';
import type { SellingPatient } from './selection-test-kit';
import { queueRenewalsPass } from '../../modules/subscriptions/renewals-pass.service';

// Helpers for the subscription lifecycle's integration tests. Not imported by the app.

const HOUR_MS = 3_600_000;

/** A test file's app and its job queue, built before the file's tests and closed after them. */
export function appWithJobsOfFile(): { t: TestApp; jobs: TestJobs } {
  const file = {} as { t: TestApp; jobs: TestJobs };
  beforeAll(async () => {
    file.t = await buildTestApp();
    file.jobs = testJobs(file.t);
  });
  afterAll(() => file.t.close());
  return file;
}

/** A patient who activated the trial of their sign-up, and their subscription as the API shows it. */
export async function trialPatient(t: TestApp, options: { host?: string; card?: string; state?: string; extraItemIds?: number[] } = {}): Promise<{ patient: SellingPatient; subscription: SubscriptionView }> {
  const patient = await patientAtCheckout(t, options);
  const activated = await activate(patient, 'trial');
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { patient, subscription: await subscriptionOf(patient) };
}

export async function subscriptionOf(patient: SellingPatient): Promise<SubscriptionView> {
  const response = await patient.client.get('/api/patient/subscriptions');
  expect(response.status).toBe(200);
  return response.body.data[0] as SubscriptionView;
}

/** Replaces the patient's card with one made from `number` (the newest card is the one charged). */
export async function useCard(patient: SellingPatient, number: string): Promise<void> {
  const stored = await registerCard(patient.client, await cardToken(patient.client, number));
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
}

/** Moves the simulated clock on, then runs what the development clock route queues, and every job that follows. */
export async function moveClock(t: TestApp, jobs: TestJobs, hours: number): Promise<void> {
  await advanceSimulatedClock(t.handle.db, hours * HOUR_MS);
  await queueRenewalsPass(t.handle.db);
  await queueShipmentsPass(t.handle.db);
  await jobs.runDue();
}

/** Moves the clock a day at a time, as the schedule would see each day. */
export async function liveDays(t: TestApp, jobs: TestJobs, days: number): Promise<void> {
  for (let day = 0; day < days; day += 1) {
    await moveClock(t, jobs, 24);
  }
}

export async function ordersOfSubscription(t: TestApp, subscriptionId: number) {
  return t.handle.db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId)).orderBy(asc(orders.id));
}

export async function renewalChargesOf(t: TestApp, subscriptionId: number) {
  return t.handle.db.select().from(sandboxCharges).where(like(sandboxCharges.idempotencyKey, `ren_${subscriptionId}_%`)).orderBy(asc(sandboxCharges.createdAt));
}

export async function shipmentsOfPatient(t: TestApp, patientId: number) {
  return t.handle.db.select().from(shipments).where(eq(shipments.patientId, patientId)).orderBy(asc(shipments.id));
}

/** The emails the patient got, by template, oldest first. */
export async function emailsOf(t: TestApp, patientId: number, template?: string) {
  const rows = await t.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.patientId, patientId), eq(outboxMessages.channel, 'email')))
    .orderBy(asc(outboxMessages.id));
  return template ? rows.filter((row) => row.template === template) : rows;
}

export async function patientIdOf(t: TestApp, patient: SellingPatient): Promise<number> {
  const [visit] = await t.handle.db.select({ patientId: visits.patientId }).from(visits).where(eq(visits.uuid, patient.uuid));
  return visit!.patientId;
}
