import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditHistory, PatientOverview } from '@app/domain/contracts';
import { formatUsd } from '@app/domain/pricing';
import { invoices, refunds, sandboxRefunds } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { PaymentGateway } from '../payments/payment-gateway';
import { auditRowsOf, paidPatient, signedInOperator, type PaidPatient } from '../../test/kits/operations-test-kit';
import { finishPendingRefunds } from './operator-refunds.service';

// Issue 14 items 4 and 6 (ADR 119): an operator refunds a charge through the payment gateway,
// whole or in parts, never beyond what is left (refused, audited), once per refund key, pending
// until the processor answers; the audit history shows every step.

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
let sandbox: PaymentGateway;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await signedInOperator(t, 'Rita Refunds');
  sandbox = t.adapters.payments.byVendor('sandbox')!;
});
afterAll(() => t.close());

const refund = (paid: PaidPatient, amountCents: number, refundKey: string = randomUUID(), reason = 'Box arrived damaged') =>
  operator.client.post(`/api/ops/patients/${paid.patientId}/charges/${paid.chargeId}/refunds`, { amountCents, refundKey, reason });
const chargeOf = (response: { body: { data: PatientOverview } }, paid: PaidPatient) => response.body.data.charges.find((charge) => charge.id === paid.chargeId)!;
const chargeRefOf = async (paid: PaidPatient) => (await t.handle.db.select().from(invoices).where(eq(invoices.id, paid.chargeId)))[0]!.chargeRef!;
const processorRefunds = async (paid: PaidPatient) => t.handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, await chargeRefOf(paid)));
const refundRows = (paid: PaidPatient) => t.handle.db.select().from(refunds).where(eq(refunds.invoiceId, paid.chargeId));

describe('refunding a charge', () => {
  it('refunds the whole charge at the processor, recorded with who and why', async () => {
    const paid = await paidPatient(t);
    const response = await refund(paid, paid.chargedCents);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(chargeOf(response, paid)).toMatchObject({ refundedCents: paid.chargedCents, refundableCents: 0 });
    expect(chargeOf(response, paid).refunds).toEqual([expect.objectContaining({ amountCents: paid.chargedCents, status: 'succeeded', reason: 'Box arrived damaged', staffName: 'Rita Refunds' })]);
    expect((await processorRefunds(paid)).map((row) => row.amountCents)).toEqual([paid.chargedCents]);
    const rows = (await auditRowsOf(t, paid.patientId)).filter((row) => row.action.startsWith('charge.refund'));
    expect(rows.map((row) => [row.action, row.outcome, row.actorRole, row.actorId, row.reason])).toEqual([
      ['charge.refund.requested', 'done', 'operator', operator.member.id, 'Box arrived damaged'],
      ['charge.refund', 'done', 'operator', operator.member.id, 'Box arrived damaged'],
    ]);
  });

  it('refunds a part, then the rest', async () => {
    const paid = await paidPatient(t);
    const first = await refund(paid, 1);
    expect(chargeOf(first, paid)).toMatchObject({ refundedCents: 1, refundableCents: paid.chargedCents - 1 });
    const rest = await refund(paid, paid.chargedCents - 1);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(chargeOf(rest, paid)).toMatchObject({ refundedCents: paid.chargedCents, refundableCents: 0 });
    expect((await processorRefunds(paid)).map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([1, paid.chargedCents - 1].sort((a, b) => a - b));
  });

  it('refuses more than is left with a clear message, changing nothing, and audits the attempt', async () => {
    const paid = await paidPatient(t);
    await refund(paid, 1);
    const response = await refund(paid, paid.chargedCents, randomUUID(), 'Refund everything');
    expect(response.status).toBe(422);
    const message = `A refund of ${formatUsd(paid.chargedCents)} is more than is left of this charge (${formatUsd(paid.chargedCents - 1)}). Nothing was refunded.`;
    expect(response.body.errors.amountCents).toEqual([message]);
    expect(await refundRows(paid)).toHaveLength(1);
    expect(await processorRefunds(paid)).toHaveLength(1);
    const refused = (await auditRowsOf(t, paid.patientId)).at(-1);
    expect(refused).toMatchObject({ action: 'charge.refund', outcome: 'refused', actorId: operator.member.id, reason: message, subject: { chargeId: paid.chargeId, amountCents: paid.chargedCents } });
  });

  it('needs a reason, a positive whole amount, and answers 404 for a charge of another patient', async () => {
    const paid = await paidPatient(t);
    const other = await paidPatient(t);
    expect((await refund(paid, 1, randomUUID(), '  ')).body.errors.reason).toBeDefined();
    expect((await refund(paid, 0)).status).toBe(422);
    expect((await refund(paid, 1.5)).status).toBe(422);
    const foreign = await operator.client.post(`/api/ops/patients/${paid.patientId}/charges/${other.chargeId}/refunds`, { amountCents: 1, refundKey: randomUUID(), reason: 'wrong' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This charge could not be found for this patient.');
    expect(await refundRows(other)).toEqual([]);
  });

  it('never refunds more than the charge when refunds race: the charge is locked while each is weighed', async () => {
    const paid = await paidPatient(t);
    const half = Math.floor(paid.chargedCents / 2);
    expect(half).toBeGreaterThan(0);
    const responses = await Promise.all(Array.from({ length: 4 }, () => refund(paid, half)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 422, 422]);
    const done = (await refundRows(paid)).filter((row) => row.status === 'succeeded');
    expect(done.reduce((sum, row) => sum + row.amountCents, 0)).toBe(half * 2);
    expect((await processorRefunds(paid)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(half * 2);
  });

  it('answers the same refund again for the same key, and refuses the key with another amount', async () => {
    const paid = await paidPatient(t);
    const key = randomUUID();
    expect((await refund(paid, 2, key)).status).toBe(200);
    const again = await refund(paid, 2, key);
    expect(again.status).toBe(200);
    expect(chargeOf(again, paid).refunds).toHaveLength(1);
    const other = await refund(paid, 3, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This refund request was already used for another amount or charge. Start a new refund.');
    expect(await processorRefunds(paid)).toHaveLength(1);
  });
});

describe('a refund the processor did not answer', () => {
  it('stays pending and holds its amount; sent again with its key it is made once', async () => {
    const paid = await paidPatient(t);
    const working = sandbox.refund;
    sandbox.refund = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const key = randomUUID();
    const down = await refund(paid, paid.chargedCents, key);
    sandbox.refund = working;
    expect(down.status).toBe(409);
    expect(down.body.message).toMatch(/^The payment processor did not answer\. The refund is recorded as pending/);
    expect((await refundRows(paid)).map((row) => row.status)).toEqual(['pending']);
    // The pending refund holds its amount: another refund finds nothing left.
    expect((await refund(paid, 1)).status).toBe(422);
    const finished = await refund(paid, paid.chargedCents, key);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(chargeOf(finished, paid).refunds.map((row) => [row.status, row.refundKey])).toEqual([['succeeded', key]]);
    expect(await processorRefunds(paid)).toHaveLength(1);
  });

  it('is made once when the process died after the processor refunded but before the row was settled', async () => {
    const paid = await paidPatient(t);
    const key = randomUUID();
    const working = sandbox.refund;
    // The processor refunds, then the answer is lost (the process died before marking it done).
    sandbox.refund = async (input) => {
      await working(input);
      throw new Error('socket hang up');
    };
    expect((await refund(paid, 5, key)).status).toBe(409);
    sandbox.refund = working;
    expect(await processorRefunds(paid)).toHaveLength(1);
    const finished = await refund(paid, 5, key);
    expect(finished.status).toBe(200);
    expect(chargeOf(finished, paid)).toMatchObject({ refundedCents: 5 });
    expect(await processorRefunds(paid)).toHaveLength(1);
  });

  it('is finished by the reconciliation pass a minute later, once, the audit row naming the system', async () => {
    const paid = await paidPatient(t);
    const working = sandbox.refund;
    sandbox.refund = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect((await refund(paid, 3, randomUUID(), 'Late parcel')).status).toBe(409);
    sandbox.refund = working;
    const deps = { db: t.handle.db, processors: t.adapters.payments };
    expect(await finishPendingRefunds(deps, new Date())).toMatchObject({ refunded: 0 });
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await finishPendingRefunds(deps, later)).toMatchObject({ refunded: 1 });
    expect(await finishPendingRefunds(deps, later)).toMatchObject({ refunded: 0, left: 0 });
    expect((await refundRows(paid)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await processorRefunds(paid)).toHaveLength(1);
    expect((await auditRowsOf(t, paid.patientId)).at(-1)).toMatchObject({ actorRole: 'system', action: 'charge.refund', outcome: 'done', reason: 'Late parcel' });
  });

  it('is marked failed with the processor’s words when the processor refuses it', async () => {
    const paid = await paidPatient(t);
    await sandbox.refund({ chargeId: await chargeRefOf(paid), amountCents: paid.chargedCents, idempotencyKey: `outside-${randomUUID()}` });
    const response = await refund(paid, 1);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^The payment processor refused the refund: Charge .* has already been refunded\.$/);
    expect((await refundRows(paid)).map((row) => row.status)).toEqual(['failed']);
  });
});

describe('the audit history of a refund', () => {
  it('shows every step: the overview read, the refused attempt, the request and the refund, with who and why', async () => {
    const paid = await paidPatient(t);
    expect((await operator.client.get(`/api/ops/patients/${paid.patientId}`)).status).toBe(200);
    expect((await refund(paid, paid.chargedCents + 1)).status).toBe(422);
    expect((await refund(paid, paid.chargedCents, randomUUID(), 'Goodwill refund')).status).toBe(200);
    const response = await operator.client.get(`/api/ops/patients/${paid.patientId}/audit`);
    const { events } = response.body.data as AuditHistory;
    const operatorSteps = events.filter((event) => event.actorRole === 'operator');
    expect(operatorSteps.map((event) => [event.action, event.outcome, event.actorName])).toEqual([
      ['charge.refund', 'done', 'Rita Refunds'],
      ['charge.refund.requested', 'done', 'Rita Refunds'],
      ['charge.refund', 'refused', 'Rita Refunds'],
      ['patient.overview.read', 'done', 'Rita Refunds'],
    ]);
    expect(operatorSteps[0]!.reason).toBe('Goodwill refund');
    expect(operatorSteps[0]!.subject).toMatchObject({ chargeId: paid.chargeId, amountCents: paid.chargedCents });
    expect(operatorSteps[2]!.reason).toMatch(/is more than is left of this charge/);
  });
});
