import { describe, expect, it } from 'vitest';
import { addDays, billInstant, changeCutoff, noticeInstant } from '@app/domain/subscriptions';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { TestClient } from '../../test/test-client';
import { emailsOf, moveClock, patientIdOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';

const HOUR_MS = 3_600_000;

describe('the 3-day notice and its one-tap links', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  const hoursUntil = async (instant: number) => Math.ceil((instant - (await t.adapters.clock.now()).getTime()) / HOUR_MS);
  const tokensOf = (body: string) => [...body.matchAll(/one-tap\?token=([\w-]+)/g)].map((match) => match[1]!);

  it('tells the patient three days before, in their zone, with links that skip or postpone the box once, without signing in', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    await moveClock(t, jobs, (await hoursUntil(noticeInstant(subscription.nextBillDate, subscription.timeZone))) - 1);
    expect(await emailsOf(t, patientId, 'subscription-bills-soon')).toEqual([]);
    await moveClock(t, jobs, 1);
    await moveClock(t, jobs, 1);
    const [notice, ...more] = await emailsOf(t, patientId, 'subscription-bills-soon');
    expect(more).toEqual([]);
    expect(notice!.body).toContain('You can change this box until');
    expect(notice!.body).toMatch(/at 10:00 AM P[SD]T/);
    const [skipToken, postponeToken] = tokensOf(notice!.body);
    expect(skipToken).toBeDefined();

    const stranger = new TestClient(t.app, 'localhost', '10.77.0.1');
    const described = await stranger.post('/api/one-tap/describe', { token: skipToken });
    expect(described.body.data).toMatchObject({ action: 'skip', state: 'ready', message: null });
    // Opening the link changes nothing: only the button does.
    expect((await subscriptionOf(patient)).nextBillDate).toBe(subscription.nextBillDate);

    const used = await stranger.post('/api/one-tap/use', { token: skipToken });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await subscriptionOf(patient)).nextBillDate).toBe(addDays(subscription.nextBillDate, 60));

    const again = await stranger.post('/api/one-tap/use', { token: skipToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This link has already been used. Sign in to see your box.');
    const moved = await stranger.post('/api/one-tap/use', { token: postponeToken });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('This box has already been changed. Sign in to see your box.');
    expect((await stranger.post('/api/one-tap/use', { token: 'not-a-token' })).status).toBe(404);

    const history = (await patient.client.get(`/api/patient/subscriptions/${subscription.id}/history`)).body.data;
    expect(history[0]).toMatchObject({ kind: 'skipped', actor: 'patient', details: { via: 'one-tap link' } });
    expect((await subscriptionOf(patient)).nextBillDate).toBe(addDays(subscription.nextBillDate, 60));
  });

  it('refuses a link once the box’s changes have closed, and changes nothing', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    await moveClock(t, jobs, await hoursUntil(noticeInstant(subscription.nextBillDate, subscription.timeZone)));
    const [notice] = await emailsOf(t, patientId, 'subscription-bills-soon');
    const [, postponeToken] = tokensOf(notice!.body);
    await moveClock(t, jobs, await hoursUntil(changeCutoff(subscription.nextBillDate, subscription.timeZone)));
    const expired = await new TestClient(t.app, 'localhost', '10.77.0.2').post('/api/one-tap/use', { token: postponeToken });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This link has expired: changes to this box have closed. Sign in to see your box.');
    expect((await subscriptionOf(patient)).nextBillDate).toBe(subscription.nextBillDate);
    expect(billInstant(subscription.nextBillDate, subscription.timeZone)).toBeGreaterThan((await t.adapters.clock.now()).getTime());
  });
});
