import { describe, expect, it } from 'vitest';
import { billInstant, noticeInstant } from '@app/domain/subscriptions';
import { MESSAGES } from '@app/domain/messages';
import type { AuditEventRow } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { TestClient } from '../../test/test-client';
import { TEST_CARDS } from '../../test/kits/checkout-test-kit';
import { emailsOf, liveDays, moveClock, patientIdOf, trialPatient, useCard } from '../../test/kits/subscription-test-kit';
import { AGENCY_HOST } from '../../test/kits/selection-test-kit';
import { auditEventsOfPatient } from './audit.service';

// Issue 14, item 5 for the jobs and the links that act without a session (ADR 116): the renewal
// job's charges, declines, retries and pause name the system; a one-tap link names its patient.

const t = suiteTestApp();
const jobs = testJobs(t);

const HOUR_MS = 3_600_000;
const hoursUntil = async (instant: number) => Math.ceil((instant - (await t.adapters.clock.now()).getTime()) / HOUR_MS);
/** A patient's trail after `from` rows, oldest first. */
const trailAfter = async (patientId: number, from: number) => (await auditEventsOfPatient(t.handle.db, patientId)).reverse().slice(from);
const summaryOf = (rows: AuditEventRow[]) => rows.map((row) => [row.actorRole, row.action, row.outcome]);

describe('the renewal job on the trail', () => {
  it('records each declined charge, each retry scheduled, the pause and the charge made, as the system, with ids only', async () => {
    const { patient, subscription } = await trialPatient(t, { host: AGENCY_HOST });
    const patientId = await patientIdOf(t, patient);
    await useCard(patient, TEST_CARDS.declinedOnCharge);
    const start = (await auditEventsOfPatient(t.handle.db, patientId)).length;

    await moveClock(t, jobs, await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone)));
    await liveDays(t, jobs, 5);
    const declines = await trailAfter(patientId, start);
    expect(summaryOf(declines)).toEqual([
      ['system', 'renewal.charge-declined', 'done'],
      ['system', 'renewal.retry-schedule', 'done'],
      ['system', 'renewal.charge-declined', 'done'],
      ['system', 'renewal.retry-schedule', 'done'],
      ['system', 'renewal.charge-declined', 'done'],
      ['system', 'renewal.retry-schedule', 'done'],
      ['system', 'renewal.charge-declined', 'done'],
      ['system', 'subscription.pause', 'done'],
    ]);
    for (const row of declines) {
      expect(row).toMatchObject({ actorId: null, patientId, ipAddress: null, subject: { subscriptionId: subscription.id, renewalId: expect.any(Number), cycle: 1 } });
    }
    expect(declines.filter((row) => row.action === 'renewal.charge-declined').map((row) => row.subject.tries)).toEqual([1, 2, 3, 4]);
    expect(declines[0]!.reason).toContain('declined');
    expect(declines.at(-1)!.reason).toBe('payment-failed');

    // The patient's new card and "try again": their request, and the system's charge, each on the trail.
    await useCard(patient, TEST_CARDS.success);
    const retried = await patient.client.post(`/api/patient/subscriptions/${subscription.id}/retry-payment`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const paid = await trailAfter(patientId, start + declines.length);
    expect(summaryOf(paid)).toEqual([
      ['patient', 'payment-method.store', 'done'],
      ['system', 'renewal.charge', 'done'],
      ['patient', 'subscription.retry-payment', 'done'],
    ]);
    expect(paid[1]!.subject).toMatchObject({ subscriptionId: subscription.id, cycle: 1, orderId: expect.any(Number) });
  }, 120_000);

  it('records a box held by the safety check as the system', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const answered = await patient.client.request('PUT', `/api/patient/subscriptions/${subscription.id}/safety-check`, {
      answers: { pregnancy: false, newMedicines: true, irritation: false },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const start = (await auditEventsOfPatient(t.handle.db, patientId)).length;
    await moveClock(t, jobs, (await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone))) + 24);
    const rows = await trailAfter(patientId, start);
    expect(rows.map((row) => [row.actorRole, row.action, row.reason])).toEqual([['system', 'renewal.hold', 'safety-check']]);
  });
});

describe('a one-tap link on the trail', () => {
  it("names the link's patient and the address that used it; a second use is refused and recorded; a made-up token names nobody", async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    await moveClock(t, jobs, (await hoursUntil(noticeInstant(subscription.nextBillDate, subscription.timeZone))) + 1);
    const [notice] = await emailsOf(t, patientId, 'subscription-bills-soon');
    const [skipToken] = [...notice!.body.matchAll(/one-tap\?token=([\w-]+)/g)].map((match) => match[1]!);
    const start = (await auditEventsOfPatient(t.handle.db, patientId)).length;

    const mailbox = new TestClient(t.app, 'localhost', '10.88.0.1');
    expect((await mailbox.post('/api/one-tap/use', { token: skipToken })).status).toBe(200);
    const again = await mailbox.post('/api/one-tap/use', { token: skipToken });
    expect(again.status).toBe(409);
    expect((await mailbox.post('/api/one-tap/use', { token: 'not-a-token' })).status).toBe(404);

    const rows = await trailAfter(patientId, start);
    expect(rows.map((row) => [row.actorRole, row.actorId, row.action, row.outcome, row.reason, row.ipAddress])).toEqual([
      ['patient', patientId, 'subscription.skip', 'done', null, '10.88.0.1'],
      ['patient', patientId, 'subscription.skip', 'refused', MESSAGES.subscription.linkUsed, '10.88.0.1'],
    ]);
    expect(rows[0]!.subject).toEqual({ subscriptionId: subscription.id, oneTapLinkId: expect.any(Number) });
    expect(JSON.stringify(rows)).not.toContain(skipToken);
  });
});
