import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders, promotionCodes, sandboxCharges, visits } from '../../db/schema/index';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { waitFor } from '../../test/wait-for';
import type { SellingPatient } from '../selection/selection-test-kit';
import { idempotencyKeyOf } from './activation.service';
import { ACTIVATION_PATHS, patientAtCheckout } from './checkout-test-kit';

// Issue 11 item 7: an API process killed (SIGKILL) between "charge accepted by the processor" and
// "order committed", then restarted: its reconciliation pass must end with the order recorded or
// the charge voided, never a charge without its order and never two. A lock held by the test
// stops the process at the chosen point, so nothing in the app knows it is being tested.

let t: TestApp;
const processes: ApiProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await Promise.all(processes.map((api) => api.stop()));
  await t.close();
});

function startProcess(): ApiProcess {
  const api = startApiProcess(t.databaseUrl, { SESSION_SECRET: t.secret, JOBS_IN_API: 'true' });
  processes.push(api);
  return api;
}

async function portOf(api: ApiProcess): Promise<number> {
  let port: number | undefined;
  await waitFor(
    () => {
      const line = api.logs.find((entry) => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(String(entry.msg)));
      port = line ? Number(/:(\d+)$/.exec(String(line.msg))?.[1]) : undefined;
      return port !== undefined;
    },
    30_000,
    'the API process to listen',
  );
  return port!;
}

async function killed(api: ApiProcess): Promise<void> {
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
}

/** Submits the trial checkout to a real process with the patient's session, without waiting for the answer. */
function submitTo(port: number, patient: SellingPatient, attempt: string): void {
  const cookie = ['teleskin_session', 'XSRF-TOKEN'].map((name) => `${name}=${patient.client.cookie(name) ?? ''}`).join('; ');
  void fetch(`http://127.0.0.1:${port}${ACTIVATION_PATHS.trial}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: '127.0.0.1', cookie, 'x-xsrf-token': decodeURIComponent(patient.client.cookie('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ treatmentCategoryId: 1, shipmentFrequency: 60, checkoutAttemptId: attempt }),
  }).catch(() => undefined);
}

async function keyOf(patient: SellingPatient, attempt: string): Promise<string> {
  const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
  return idempotencyKeyOf(visit!.patientId, visit!.id, attempt);
}

const chargesWith = (key: string) => t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
const attemptWith = async (key: string) => (await t.handle.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, key)))[0];

/** Holds a lock in its own transaction until released. */
async function holdLock(statement: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(statement);
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Time passes: the attempt is older than the reconciliation pass's grace, as after a real restart. */
async function age(key: string): Promise<void> {
  await t.handle.db.execute(sql`update checkout_attempts set created_at = now() - interval '15 minutes' where idempotency_key = ${key}`);
}

/**
 * Submits the patient's checkout to a fresh process while `lockStatement` holds it at the chosen
 * point, kills the process once `reached` is true, then lets the lock go. Returns the attempt's key.
 */
async function killedWhileHeld(
  patient: SellingPatient,
  lockStatement: string,
  reached: (key: string) => Promise<boolean>,
  description: string,
): Promise<string> {
  const attempt = randomUUID();
  const key = await keyOf(patient, attempt);
  const lock = await holdLock(lockStatement);
  const api = startProcess();
  submitTo(await portOf(api), patient, attempt);
  await waitFor(() => reached(key), 30_000, description);
  await killed(api);
  await lock.release();
  return key;
}

const charged = async (key: string) => (await chargesWith(key)).length === 1;

describe('a process killed during checkout, then restarted', () => {
  it('after the charge, before the order: the restart records the order, from one charge', async () => {
    const patient = await patientAtCheckout(t);
    // The order's transaction writes the subscription first: held here, it cannot commit.
    const key = await killedWhileHeld(patient, 'lock table subscriptions in access exclusive mode', charged, 'the processor to accept the charge');
    expect(await attemptWith(key)).toMatchObject({ status: 'pending', orderId: null });

    await age(key);
    startProcess();
    await waitFor(async () => (await attemptWith(key))?.status === 'completed', 60_000, 'the reconciliation pass to record the order');
    const settled = await attemptWith(key);
    expect(await t.handle.db.select().from(orders).where(eq(orders.checkoutAttemptId, settled!.id))).toHaveLength(1);
    expect((await chargesWith(key)).map((charge) => charge.status)).toEqual(['succeeded']);
  }, 120_000);

  it('before the processor charged: nothing is taken and the attempt is closed as failed', async () => {
    const patient = await patientAtCheckout(t);
    // The charge itself cannot be written while the processor's table is held.
    const key = await killedWhileHeld(
      patient,
      'lock table sandbox_charges in access exclusive mode',
      async (written) => (await attemptWith(written)) !== undefined,
      'the checkout attempt to be written',
    );

    await age(key);
    startProcess();
    await waitFor(async () => (await attemptWith(key))?.status === 'failed', 60_000, 'the reconciliation pass to close the attempt');
    expect(await chargesWith(key)).toEqual([]);
    expect(await t.handle.db.select().from(orders).where(eq(orders.checkoutAttemptId, (await attemptWith(key))!.id))).toEqual([]);
  }, 120_000);

  it('after the charge, when the order can no longer be written (its promotion removed): the restart voids the charge', async () => {
    const patient = await patientAtCheckout(t);
    await seedCode('CRASH10');
    expect((await patient.client.post('/api/patient/promotion-claims', { code: 'CRASH10', brand: 1, treatmentCategory: 1 })).status).toBe(200);
    const key = await killedWhileHeld(patient, 'lock table subscriptions in access exclusive mode', charged, 'the processor to accept the charge');
    const [code] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.code, 'CRASH10'));
    expect((await patient.client.post('/api/patient/promotion-claims/remove', { promotionCodeId: code!.id, brand: 1 })).status).toBe(200);

    await age(key);
    startProcess();
    await waitFor(async () => (await attemptWith(key))?.status === 'voided', 60_000, 'the reconciliation pass to void the charge');
    expect((await chargesWith(key)).map((charge) => charge.status)).toEqual(['voided']);
    expect(await t.handle.db.select().from(orders).where(eq(orders.checkoutAttemptId, (await attemptWith(key))!.id))).toEqual([]);
  }, 120_000);
});

async function seedCode(code: string): Promise<void> {
  await t.handle.db.insert(promotionCodes).values({ brandId: 1, code, titleText: '$10 off', altText: '$10 off', amountCents: 1000 });
}
