import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { percentOfCents } from '@app/domain/pricing';
import { auditEvents, checkoutAttempts, promotionClaims, promotionCodes, sandboxCharges, visits } from '../../db/schema/index';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { waitFor } from '../../test/wait-for';
import { selectionData, type SellingPatient } from '../../test/kits/selection-test-kit';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';

// Issue 33 item 4 (ADR 166): an admin makes a code that takes a percentage off the lines it
// applies to; the box shows and is charged that percentage, its claim keeps what it took off, and
// the code's budget in dollars is spent by paid boxes, never over, whatever races.

const t = suiteTestApp();
const DAY = 24 * 60 * 60 * 1000;
const run = `${Date.now()}`.slice(-8);
let admin: SignedInStaff;
let spelling = 0;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Percy Admin');
});

const PERCENT_CODE = {
  brandId: 1,
  titleText: '20% off',
  altText: '20% off your box',
  kind: 'percent',
  amountCents: 0,
  percentOff: 20,
  appliesToLines: 'box',
  appliesTo: null,
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validUntil: null,
  maxUses: null,
  oncePerPatient: true,
  budgetCents: null,
  reason: 'Spring campaign',
};

async function created(changes: Record<string, unknown> = {}): Promise<AdminPromotion> {
  const response = await admin.client.post('/api/admin/promotions', { ...PERCENT_CODE, code: `PCT-${run}-${++spelling}`, ...changes });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as AdminPromotion;
}

async function claimed(patient: SellingPatient, code: string): Promise<void> {
  const response = await patient.client.post('/api/patient/promotion-claims', { code, brand: 1, treatmentCategory: 1 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function chargesOf(patient: SellingPatient) {
  const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
  return t.handle.db
    .select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status })
    .from(sandboxCharges)
    .innerJoin(checkoutAttempts, eq(checkoutAttempts.idempotencyKey, sandboxCharges.idempotencyKey))
    .where(eq(checkoutAttempts.visitId, visit!.id));
}

const codeRow = async (id: number) => (await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, id)))[0]!;

/** What the box's products cost before the code: its subtotal less its fees, read from an unclaimed summary. */
async function productsCentsOf(patient: SellingPatient): Promise<number> {
  const data = await selectionData(patient);
  return data.totals.subtotal - data.shipping - data.dermatologyConsultation - data.handling;
}

describe('a percent code', () => {
  it('is created with its percentage and lines, on the record, and bad settings are refused field by field', async () => {
    const promotion = await created({ percentOff: 15, appliesToLines: 'otc', budgetCents: 50_000 });
    expect(promotion).toMatchObject({ kind: 'percent', amountCents: 0, percentOff: 15, appliesToLines: 'otc', budgetCents: 50_000, givenCents: 0, status: 'live' });
    const [audit] = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'promotion.create')).then((rows) => rows.filter((row) => row.subject.promotionCodeId === promotion.id));
    expect(audit!.subject).toMatchObject({ 'after.kind': 'percent', 'after.percentOff': 15, 'after.appliesToLines': 'otc' });

    const code = `PCT-${run}-BAD`;
    const refused = await admin.client.post('/api/admin/promotions', { ...PERCENT_CODE, code, percentOff: 0, amountCents: 500 });
    expect(refused.status).toBe(422);
    const errors = STAFF_MESSAGES.adminPromotionForm.errors;
    expect(refused.body.errors).toEqual({ amountCents: [errors.amountCents], percentOff: [errors.percentOff] });
    const freeOnBox = await admin.client.post('/api/admin/promotions', { ...PERCENT_CODE, code, kind: 'free-rx-line', percentOff: null, appliesToLines: 'box' });
    expect(freeOnBox.body.errors).toEqual({ appliesToLines: [errors.appliesToLines] });
    expect(await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.code, code))).toEqual([]);
  });

  it('takes its percentage off the box a patient buys, and the claim and the code keep what it took', async () => {
    const promotion = await created({ budgetCents: 100_000 });
    const patient = await patientAtCheckout(t);
    const productsCents = await productsCentsOf(patient);
    await claimed(patient, promotion.code);
    const data = await selectionData(patient);
    const expected = percentOfCents(productsCents, 20);
    expect(expected).toBeGreaterThan(0);
    expect(data.initialPromotionClaim).toMatchObject({ code: promotion.code, kind: 'percent', percentOff: 20, appliesToLines: 'box', amount: 0 });
    expect(data.totals.discount).toBe(expected);

    const answer = await activate(patient, 'trial');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await chargesOf(patient)).toEqual([{ amountCents: data.totals.totalWithTax, status: 'succeeded' }]);
    const [claim] = await t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.promotionCodeId, promotion.id));
    expect(claim).toMatchObject({ amountCents: expected, redeemedAt: expect.any(Date) });
    expect(await codeRow(promotion.id)).toMatchObject({ useCount: 1, givenCents: expected });
  });

  it('on over-the-counter products only, leaves the formula’s price alone', async () => {
    const promotion = await created({ percentOff: 50, appliesToLines: 'otc' });
    const patient = await patientAtCheckout(t);
    const before = await selectionData(patient);
    await claimed(patient, promotion.code);
    const after = await selectionData(patient);
    // The recommended skin box holds over-the-counter products: half of theirs comes off, the formula's price stays.
    expect(after.totals.discount).toBeGreaterThan(0);
    expect(after.totals.discount).toBeLessThan(percentOfCents(before.totals.subtotal, 50));
  });

  it('spends its budget on paid boxes only: 3 patients paying at once for a budget of 2½ boxes never give away more', async () => {
    const patients = await Promise.all(Array.from({ length: 3 }, () => patientAtCheckout(t)));
    const cut = percentOfCents(await productsCentsOf(patients[0]!), 20);
    const budgetCents = Math.floor(cut * 2.5);
    const promotion = await created({ budgetCents });
    for (const patient of patients) {
      // A claim takes nothing from the budget: only a paid box does.
      await claimed(patient, promotion.code);
    }
    expect((await codeRow(promotion.id)).givenCents).toBe(0);

    // Every box is priced and charged before any order is written (the lock holds them), so each saw the whole budget.
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table subscriptions in access exclusive mode');
    const pending = Promise.all(patients.map((patient) => activate(patient, 'trial')));
    await waitFor(async () => (await Promise.all(patients.map(chargesOf))).every((charges) => charges.length === 1), 20_000, 'the three charges');
    await lock.query('commit');
    await lock.end();
    const answers = await pending;
    const given = (await codeRow(promotion.id)).givenCents;
    expect(given).toBeLessThanOrEqual(budgetCents);
    const paid = answers.filter((answer) => answer.status === 200).length;
    // Two boxes fit the budget; the third is refused and its charge voided (each activation holds connections while the lock stands: 3 stay well inside the pool).
    expect(paid).toBe(2);
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 200) {
        expect(answer.body.message).toBe(MESSAGES.payment.promotionGone);
        expect((await chargesOf(patients[index]!)).every((charge) => charge.status !== 'succeeded')).toBe(true);
      }
    }
    const redeemed = await t.handle.db.select().from(promotionClaims).where(inArray(promotionClaims.promotionCodeId, [promotion.id]));
    expect(redeemed.filter((claim) => claim.redeemedAt !== null).reduce((sum, claim) => sum + claim.amountCents, 0)).toBe(given);

    // A refused patient tries again: what is left of the budget comes off, and the budget is spent exactly.
    const again = patients[answers.findIndex((answer) => answer.status !== 200)]!;
    const data = await selectionData(again);
    expect(data.totals.discount).toBe(budgetCents - given);
    expect((await activate(again, 'trial')).status).toBe(200);
    expect(await codeRow(promotion.id)).toMatchObject({ givenCents: budgetCents });
    expect((await admin.client.get('/api/admin/promotions')).body.data.promotions.find((listed: AdminPromotion) => listed.id === promotion.id)).toMatchObject({
      status: 'used-up',
      givenCents: budgetCents,
    });
  });
});
