import { asc, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../db/job-queue';
import { checkoutAttempts } from '../../db/schema/index';
import { killProcess, listeningPort } from '../../test/api-process';
import { crashTestApp } from '../../test/crash-test-app';
import type { TestApp } from '../../test/build-test-app';
import { holdLock } from '../../test/held-lock';
import { waitFor } from '../../test/wait-for';
import { advanceSimulatedClock } from '../clock/clock';
import { ordersOfSubscription, renewalChargesOf, trialPatient } from '../../test/kits/subscription-test-kit';

// Issue 28 item 4 (ADR 135): a process killed while it bills a renewal leaves the renewal's attempt
// pending; the restart settles it at once (no charge was made: closed as failed), and the next
// pass bills the box, once.

const DAY_MS = 86_400_000;
const RESTART_BUDGET_MS = 10_000;

const crash = crashTestApp();
const { startProcess } = crash;
let t: TestApp;
beforeAll(() => {
  t = crash.app();
});

/** The subscription's renewal attempts, oldest first. */
const renewalAttemptsOf = async (subscriptionId: number) =>
  (await t.handle.db.select().from(checkoutAttempts).where(isNotNull(checkoutAttempts.renewalId)).orderBy(asc(checkoutAttempts.id))).filter(
    (attempt) => attempt.snapshot.renewal?.subscriptionId === subscriptionId,
  );

describe('a process killed while billing a renewal, restarted at once', () => {
  it('closes the renewal attempt within 10 seconds of the restart, and the next pass bills the box once', async () => {
    const { subscription } = await trialPatient(t);
    await advanceSimulatedClock(t.handle.db, 31 * DAY_MS);
    // The charge cannot be written while the processor's table is held: the process dies before it.
    const lock = await holdLock(t.databaseUrl, 'lock table sandbox_charges in access exclusive mode');
    const api = startProcess();
    await listeningPort(api);
    await enqueueJob(t.handle.db, 'bill-subscription', { subscriptionId: subscription.id });
    await waitFor(async () => (await renewalAttemptsOf(subscription.id)).length === 1, 30_000, 'the renewal attempt to be written');
    await killProcess(api);
    await lock.release();
    expect((await renewalAttemptsOf(subscription.id))[0]).toMatchObject({ status: 'pending', ownerToken: expect.any(Number) });

    await listeningPort(startProcess());
    await waitFor(async () => (await renewalAttemptsOf(subscription.id))[0]?.status === 'failed', RESTART_BUDGET_MS, 'the renewal attempt closed within 10 s of the restart');
    expect(await renewalChargesOf(t, subscription.id)).toEqual([]);

    await enqueueJob(t.handle.db, 'renewals-pass', {});
    await waitFor(async () => (await ordersOfSubscription(t, subscription.id)).length === 2, 30_000, 'the next pass to bill the box');
    expect((await ordersOfSubscription(t, subscription.id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);
    expect((await renewalChargesOf(t, subscription.id)).map((charge) => [charge.idempotencyKey, charge.status])).toEqual([[`ren_${subscription.id}_1_2`, 'succeeded']]);
  }, 120_000);
});
