import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralsOverview } from '@app/domain/contracts';
import { creditLedger, invoices, patients, referrals, shipments } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';
import { activate, cardToken, giveAddress, registerCard } from '../../test/kits/checkout-test-kit';
import { advanceShipments } from '../shipments/shipments.service';
import { AGENCY_HOST, putItems, selectionData, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { applyCreditToInvoice, grantCredit, usableCreditOf } from './credits.service';
import { REFERRAL_SIGN_UPS_PER_DAY } from './referrals.service';

// Issue 12 item 4 (ADR 109, 110): give $20, get $20 on the credit ledger. The friend's $20 pays
// toward the first box; the referrer's $20 is earned when that box ships; nobody refers themselves.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextEmail = 1;
const uniqueEmail = (local = 'friend') => `${local}${nextEmail++}-${Date.now()}@example.com`;

async function linkOf(patient: SellingPatient): Promise<string> {
  const response = await patient.client.get('/api/patient/referral');
  expect(response.status).toBe(200);
  return response.body.data.link as string;
}

async function overview(patient: SellingPatient): Promise<ReferralsOverview> {
  const response = await patient.client.get('/api/patient/referrals');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ReferralsOverview;
}

/** The patient's box saved, an address and a card on file, then the trial paid; answers the invoice. */
async function payTrial(patient: SellingPatient, card?: string) {
  const data = await selectionData(patient);
  expect((await putItems(patient, data.initialSelectedItemIds)).status).toBe(200);
  await giveAddress(t, patient);
  expect((await registerCard(patient.client, await cardToken(patient.client, card))).status).toBe(200);
  const priced = await selectionData(patient);
  const paid = await activate(patient, 'trial');
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [invoice] = await t.handle.db.select().from(invoices).where(eq(invoices.id, paid.body.data.invoiceId as number));
  return { invoice: invoice!, priced };
}

const moveClockAndShip = async (client: TestClient, days: number) => {
  expect((await client.post('/api/dev/clock/advance', { days })).status).toBe(200);
  return advanceShipments({ db: t.handle.db, fulfilment: t.adapters.fulfilment, clock: t.adapters.clock });
};

describe('a referral from the link to both credits', () => {
  it('gives the friend $20 off the first box and the referrer $20 once that box ships, each stage shown', async () => {
    const referrer = await sellingPatient(t);
    const link = await linkOf(referrer);
    expect(link).toMatch(/\/get-started\/skin\?t=[\w-]+$/);
    expect((await overview(referrer)).referrals).toEqual([]);

    const friend = await sellingPatient(t, { landingUrl: link });
    const started = await overview(referrer);
    expect(started.referrals).toEqual([expect.objectContaining({ friend: 'Robin S.', stage: 'signed-up', whyNotApplied: { kind: 'waitingForFirstBox' } })]);

    const { invoice, priced } = await payTrial(friend);
    // The friend's $20 paid the first box, up to what it cost; the rest carries over.
    const due = priced.totals.total + (priced.totals.totalWithTax + priced.totals.credit - priced.totals.total);
    expect(priced.creditCents).toBe(2000);
    expect(priced.totals.credit).toBe(Math.min(2000, due));
    expect(invoice.creditCents).toBe(priced.totals.credit);
    expect(invoice.totalCents).toBe(due - invoice.creditCents);
    const friendCredit = (await overview(friend)).usableCreditCents;
    expect(friendCredit).toBe(2000 - invoice.creditCents);

    const paid = await overview(referrer);
    expect(paid.referrals[0]).toMatchObject({ stage: 'first-box-paid', reward: null, whyNotApplied: { kind: 'waitingForShipment' } });
    expect(paid.usableCreditCents).toBe(0);

    // One day on, the pharmacy is still packing: nothing earned yet.
    await moveClockAndShip(referrer.client, 1);
    expect((await overview(referrer)).usableCreditCents).toBe(0);
    // Two more days: the box ships and the referrer earns $20, once, however many passes run.
    const report = await moveClockAndShip(referrer.client, 2);
    expect(report.shipped).toBeGreaterThanOrEqual(1);
    await moveClockAndShip(referrer.client, 0);
    const earned = await overview(referrer);
    expect(earned.usableCreditCents).toBe(2000);
    expect(earned.referrals[0]).toMatchObject({ stage: 'credit-earned', reward: { amountCents: 2000, appliedCents: 0, remainingCents: 2000 }, whyNotApplied: { kind: 'waitingForInvoice' } });
    expect(earned.referrals[0]!.stages.map((entry) => entry.stage)).toEqual(['invited', 'signed-up', 'first-box-paid', 'credit-earned']);
    const expires = new Date(earned.referrals[0]!.reward!.expiresAt);
    const granted = new Date(earned.referrals[0]!.stages.at(-1)!.at);
    expect(expires.getUTCFullYear() - granted.getUTCFullYear()).toBe(2);
    const [shipment] = await t.handle.db.select().from(shipments).where(eq(shipments.orderId, invoice.orderId));
    expect(shipment).toMatchObject({ status: 'shipped', trackingNumber: expect.stringMatching(/^9400SIM\d{10}$/) });

    // The referrer's own first box uses the credit; what it does not use carries over.
    const own = await payTrial(referrer, '5555555555554444');
    expect(own.invoice.creditCents).toBe(own.priced.totals.credit);
    expect(own.invoice.creditCents).toBeGreaterThan(0);
    const applied = await overview(referrer);
    expect(applied.usableCreditCents).toBe(2000 - own.invoice.creditCents);
    expect(applied.referrals[0]!.stage).toBe('credit-applied');
    expect(applied.referrals[0]!.whyNotApplied).toEqual(
      own.invoice.creditCents === 2000 ? null : { kind: 'partlyUsed', leftCents: 2000 - own.invoice.creditCents },
    );
    const grants = await t.handle.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.kind, 'grant'), isNotNull(creditLedger.referralId), eq(creditLedger.patientId, await patientIdOf(referrer))));
    expect(grants).toHaveLength(1);
  });
});

describe('no self-referral, one reward per friend', () => {
  it('refuses a friend with the referrer’s own mailbox: no welcome credit, and the referrer sees why', async () => {
    const email = uniqueEmail('jane.doe');
    const referrer = await sellingPatient(t, { email });
    const friend = await sellingPatient(t, { landingUrl: await linkOf(referrer), email: email.replace('@', '+again@') });
    expect((await overview(friend)).usableCreditCents).toBe(0);
    expect((await overview(referrer)).referrals[0]).toMatchObject({ stage: 'refused', whyNotApplied: { kind: 'refused', refusal: 'sameEmail' } });
  });

  it('refuses a second friend who pays with a card another friend of the same link used, before pricing', async () => {
    const referrer = await sellingPatient(t);
    const link = await linkOf(referrer);
    const first = await sellingPatient(t, { landingUrl: link });
    await payTrial(first, '4000056655665556');
    const second = await sellingPatient(t, { landingUrl: link });
    expect((await selectionData(second)).creditCents).toBe(2000);
    const { invoice, priced } = await payTrial(second, '4000056655665556');
    expect(priced.creditCents).toBe(0);
    expect(invoice.creditCents).toBe(0);
    const listed = (await overview(referrer)).referrals;
    expect(listed.map((entry) => entry.stage).sort()).toEqual(['first-box-paid', 'refused']);
    expect(listed.find((entry) => entry.stage === 'refused')!.whyNotApplied).toEqual({ kind: 'refused', refusal: 'sameCard' });
    expect((await overview(second)).usableCreditCents).toBe(0);
  });

  it('refuses a friend paying with the referrer’s own card', async () => {
    const referrer = await sellingPatient(t);
    await giveAddress(t, referrer);
    expect((await registerCard(referrer.client, await cardToken(referrer.client, '4000002500003155'))).status).toBe(200);
    const friend = await sellingPatient(t, { landingUrl: await linkOf(referrer) });
    const { invoice } = await payTrial(friend, '4000002500003155');
    expect(invoice.creditCents).toBe(0);
    expect((await overview(referrer)).referrals[0]).toMatchObject({ stage: 'refused', whyNotApplied: { kind: 'refused', refusal: 'sameCard' } });
  });

  it('ignores a link of another brand, an unknown token and a signed-in patient following a link', async () => {
    const referrer = await sellingPatient(t);
    const link = await linkOf(referrer);
    const agencyFriend = await sellingPatient(t, { host: AGENCY_HOST, landingUrl: link });
    expect((await overview(agencyFriend)).usableCreditCents).toBe(0);
    const stranger = await sellingPatient(t, { landingUrl: 'http://localhost/get-started/skin?t=no-such-code' });
    expect((await overview(stranger)).usableCreditCents).toBe(0);
    expect((await referrer.client.post('/api/tracking/landing', { landingUrl: link })).status).toBe(200);
    expect((await overview(referrer)).invitedCount).toBe(0);
  });

  it('ignores the link of a patient whose account was deleted', async () => {
    const referrer = await sellingPatient(t);
    const link = await linkOf(referrer);
    await t.handle.db.delete(patients).where(eq(patients.id, await patientIdOf(referrer)));
    const friend = await sellingPatient(t, { landingUrl: link });
    expect((await overview(friend)).usableCreditCents).toBe(0);
    expect(await t.handle.db.$count(referrals, eq(referrals.referredPatientId, await patientIdOf(friend)))).toBe(0);
  });

  it('lets one browser that followed a link make one referral, however many accounts it makes at once', async () => {
    const referrer = await sellingPatient(t);
    const client = new TestClient(t.app, 'localhost', '10.77.0.1');
    expect((await client.post('/api/tracking/landing', { landingUrl: await linkOf(referrer) })).status).toBe(200);
    expect((await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/register', { email: uniqueEmail('parallel'), password: 'correct-horse' })));
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const rows = await t.handle.db.select().from(referrals).where(eq(referrals.referrerPatientId, await patientIdOf(referrer)));
    expect(rows).toHaveLength(1);
    const listed = (await overview(referrer)).referrals;
    expect(listed).toHaveLength(1);
    const welcomes = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.referralId, listed[0]!.id));
    expect(welcomes).toHaveLength(1);
  });

  it(`stops rewarding sign-ups past ${REFERRAL_SIGN_UPS_PER_DAY} a day through one link`, async () => {
    const referrer = await sellingPatient(t);
    const link = await linkOf(referrer);
    for (let index = 0; index < REFERRAL_SIGN_UPS_PER_DAY + 2; index += 1) {
      await sellingPatient(t, { landingUrl: link, answersSurvey: false });
    }
    const listed = (await overview(referrer)).referrals;
    expect(listed.filter((entry) => entry.stage === 'signed-up')).toHaveLength(REFERRAL_SIGN_UPS_PER_DAY);
    expect(listed.filter((entry) => entry.stage === 'refused').map((entry) => entry.whyNotApplied)).toEqual([
      { kind: 'refused', refusal: 'tooManySignUps' },
      { kind: 'refused', refusal: 'tooManySignUps' },
    ]);
  });
});

describe('the credit ledger', () => {
  it('lets two invoices paying at once use the same credit once: the second finds it gone', async () => {
    const patient = await sellingPatient(t, { answersSurvey: false });
    const id = await patientIdOf(patient);
    const now = new Date();
    await grantCredit(t.handle.db, { patientId: id, amountCents: 2000, reason: 'test' }, now);
    const results = await Promise.all([1, 2].map((invoiceId) => withTransaction(t.handle.db, (tx) => applyCreditToInvoice(tx, id, invoiceId, 1500, now))));
    expect(results.sort()).toEqual([false, true]);
    expect(await usableCreditOf(t.handle.db, id, now)).toBe(500);
    // Credit expires two years on: the rest is not usable after that.
    const later = new Date(now);
    later.setUTCFullYear(later.getUTCFullYear() + 2);
    expect(await usableCreditOf(t.handle.db, id, later)).toBe(0);
  });
});

async function patientIdOf(patient: SellingPatient): Promise<number> {
  const response = await patient.client.get('/api/shared/basic-patient');
  return response.body.data.id as number;
}
