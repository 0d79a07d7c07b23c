import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientOverview } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { addDays, billInstant, calendarDateIn } from '@app/domain/subscriptions';
import { outboxMessages, patients, subscriptions } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { auditRowsOf, operatorAndPaidPatient, paidPatient, type PaidPatient, type SignedInOperator } from '../../test/kits/operations-test-kit';

// Issue 14 item 4 (ADR 119): each fix changes what it should, with the operator's reason in the
// audit row (and the subscription's history); refused fixes change nothing and are audited.

const t = suiteTestApp();
let operator: SignedInOperator;
let paid: PaidPatient;
beforeAll(async () => ({ operator, paid } = await operatorAndPaidPatient(t)));

const fix = (path: string, body: unknown) => operator.client.post(`/api/ops/patients/${paid.patientId}${path}`, body);
const patientRow = async () => (await t.handle.db.select().from(patients).where(eq(patients.id, paid.patientId)))[0]!;
const subscriptionRow = async () => (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.patientId, paid.patientId)))[0]!;
const lastAudit = async () => (await auditRowsOf(t, paid.patientId)).at(-1)!;
const REASON_NEEDED = 'Say why you make this change (at most 500 characters); it is kept in the audit trail.';

const ADDRESS = { address1: '350 Fifth Avenue', address2: 'Suite 12', city: 'New York', state: 'NY', zipcode: '10118', firstname: 'Ava', lastname: 'Stone' };

describe('the shipping address', () => {
  it('changes with the reason in the audit row, and answers the fresh overview', async () => {
    const response = await fix('/shipping-address', { ...ADDRESS, reason: '  Moved; asked by phone ' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body.data as PatientOverview).account.address).toEqual({ address1: '350 Fifth Avenue', address2: 'Suite 12', city: 'New York', state: 'NY', zipcode: '10118' });
    expect(await patientRow()).toMatchObject({ city: 'New York', state: 'NY', zipcode: '10118' });
    expect(await lastAudit()).toMatchObject({ actorRole: 'operator', actorId: operator.member.id, action: 'patient.address.change', outcome: 'done', reason: 'Moved; asked by phone' });
  });

  it("refuses an address the checkout would refuse, with the checkout's texts, changing nothing, and audits the attempt", async () => {
    const response = await fix('/shipping-address', { ...ADDRESS, city: 'Austin', state: 'TX', zipcode: '10118', reason: 'typo' });
    expect(response.status).toBe(422);
    expect(response.body.errors.zipcode).toEqual([MESSAGES.shippingAddress.unsupportedZip]);
    expect((await patientRow()).state).toBe('NY');
    expect(await lastAudit()).toMatchObject({ action: 'patient.address.change', outcome: 'refused', actorId: operator.member.id });
  });

  it('needs a reason', async () => {
    const response = await fix('/shipping-address', { ...ADDRESS, city: 'Brooklyn', zipcode: '11201', reason: ' ' });
    expect(response.status).toBe(422);
    expect(response.body.errors.reason).toEqual([REASON_NEEDED]);
    expect((await patientRow()).city).toBe('New York');
  });
});

describe("the subscription's next box", () => {
  it('bills on a chosen date, in the history as the operator with the reason', async () => {
    const today = calendarDateIn(Date.now(), (await subscriptionRow()).timeZone);
    const date = addDays(today, 20);
    const response = await fix(`/subscriptions/${(await subscriptionRow()).id}/next-bill-date`, { date, reason: 'Travelling until then' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const subscription = (response.body.data as PatientOverview).subscriptions[0]!;
    expect(subscription.nextBillDate).toBe(date);
    expect(subscription.history[0]).toMatchObject({ kind: 'rescheduled', actor: 'operator', details: { to: date, reason: 'Travelling until then' } });
    expect(await lastAudit()).toMatchObject({ action: 'subscription.next-bill-date', outcome: 'done', reason: 'Travelling until then', subject: { subscriptionId: subscription.id, to: date } });
  });

  it('refuses a date too soon, too late or not a date, changing nothing', async () => {
    const before = await subscriptionRow();
    const today = calendarDateIn(Date.now(), before.timeZone);
    const tooSoon = await fix(`/subscriptions/${before.id}/next-bill-date`, { date: addDays(today, 1), reason: 'sooner' });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.errors.date).toEqual([`Choose ${addDays(today, 3)} or later: the patient keeps a day to change the box before its changes close.`]);
    expect((await fix(`/subscriptions/${before.id}/next-bill-date`, { date: addDays(today, 400), reason: 'later' })).status).toBe(422);
    expect((await fix(`/subscriptions/${before.id}/next-bill-date`, { date: '2027-02-30', reason: 'later' })).status).toBe(422);
    expect((await subscriptionRow()).nextBillDate).toBe(before.nextBillDate);
  });

  it("skips the next box even past the patient's change cutoff, one cadence later", async () => {
    const before = await subscriptionRow();
    // The box bills tomorrow: the patient's changes have closed.
    const tomorrow = addDays(calendarDateIn(Date.now(), before.timeZone), 1);
    await t.handle.db.update(subscriptions).set({ nextBillDate: tomorrow, nextBillAt: new Date(billInstant(tomorrow, before.timeZone)) }).where(eq(subscriptions.id, before.id));
    const patientSkip = await paid.patient.client.post(`/api/patient/subscriptions/${before.id}/schedule`, { change: 'skip' });
    expect(patientSkip.status).toBe(422);
    const response = await fix(`/subscriptions/${before.id}/skip`, { reason: 'Still has product left' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await subscriptionRow()).nextBillDate).toBe(addDays(tomorrow, before.cadenceDays));
    const history = (response.body.data as PatientOverview).subscriptions[0]!.history[0];
    expect(history).toMatchObject({ kind: 'skipped', actor: 'operator', details: { from: tomorrow, reason: 'Still has product left' } });
    expect(await lastAudit()).toMatchObject({ action: 'subscription.skip', outcome: 'done', actorId: operator.member.id });
  });

  it('answers 404 for a subscription of another patient or none', async () => {
    const other = await paidPatient(t);
    const [otherSubscription] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.patientId, other.patientId));
    const response = await fix(`/subscriptions/${otherSubscription!.id}/skip`, { reason: 'wrong patient' });
    expect(response.status).toBe(404);
    expect((await fix('/subscriptions/99999999/skip', { reason: 'none' })).status).toBe(404);
  });

  it('cancels on the patient’s behalf with their reason and the operator’s note', async () => {
    const subscription = await subscriptionRow();
    const response = await fix(`/subscriptions/${subscription.id}/cancel`, { cancelReason: 'too-expensive', reason: 'Called to cancel' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await subscriptionRow()).toMatchObject({ status: 'canceled', cancelReason: 'too-expensive' });
    expect((response.body.data as PatientOverview).subscriptions[0]!.history[0]).toMatchObject({ kind: 'canceled', actor: 'operator', details: { reason: 'too-expensive', note: 'Called to cancel' } });
    expect(await lastAudit()).toMatchObject({ action: 'subscription.cancel', outcome: 'done', reason: 'Called to cancel' });
    const again = await fix(`/subscriptions/${subscription.id}/skip`, { reason: 'skip after cancel' });
    expect(again.status).toBe(422);
    expect(await lastAudit()).toMatchObject({ action: 'subscription.skip', outcome: 'refused' });
  });
});

describe('resending a message', () => {
  const message = async (template: string, patientId = paid.patientId) => {
    const [row] = await t.handle.db
      .insert(outboxMessages)
      .values({ channel: 'email', recipient: 'ava@example.com', subject: 'Your box shipped', body: `Body of ${template}`, template, brandId: 1, patientId, adapter: 'outbox', sentAt: new Date() })
      .returning();
    return row!;
  };

  it('sends a message again as a new outbox row to the same recipient, audited', async () => {
    const original = await message('shipment-shipped');
    const response = await fix(`/messages/${original.id}/resend`, { reason: 'Patient deleted the email' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const copies = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.patientId, paid.patientId), eq(outboxMessages.template, 'shipment-shipped')));
    expect(copies.map((row) => [row.recipient, row.subject, row.body])).toEqual([
      ['ava@example.com', 'Your box shipped', 'Body of shipment-shipped'],
      ['ava@example.com', 'Your box shipped', 'Body of shipment-shipped'],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'message.resend', outcome: 'done', subject: { messageId: original.id } });
  });

  it('refuses a message with a code or link, and another patient’s message, sending nothing', async () => {
    const code = await message('phone-verification-code');
    const refused = await fix(`/messages/${code.id}/resend`, { reason: 'no code arrived' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This message carried a code or a one-time link. Ask the patient to request a new one instead.');
    const other = await paidPatient(t);
    const theirs = await message('shipment-shipped', other.patientId);
    expect((await fix(`/messages/${theirs.id}/resend`, { reason: 'wrong patient' })).status).toBe(404);
    const sent = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'phone-verification-code'));
    expect(sent).toHaveLength(1);
  });
});
