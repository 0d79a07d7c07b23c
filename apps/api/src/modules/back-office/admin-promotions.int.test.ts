import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@app/domain/contracts';
import { auditEvents, promotionCodes } from '../../db/schema/index';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { promotionClaims } from '../../db/schema/index';
import { signedInPatient } from '../../test/messaging-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 33 items 1, 4 and 5 (ADRs 158, 159): an admin sees every brand's promotion codes with their
// window, uses and status, creates, changes, pauses and ends them with a reason; nobody else reaches
// them, every read and change is on the audit trail (a change with its values before and after),
// and a change never reprices a claim already made.

const t = suiteTestApp();
const DAY = 24 * 60 * 60 * 1000;
const run = `${Date.now()}`;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
  const now = Date.now();
  await t.handle.db.insert(promotionCodes).values([
    { brandId: 1, code: `A-ENDED-${run}`, titleText: '$20 off', altText: 'Over', amountCents: 2000, validUntil: new Date(now - DAY) },
    { brandId: 2, code: `B-LIVE-${run}`, titleText: '$5 off', altText: 'Hair', amountCents: 500, treatmentCategoryId: 2, maxUses: 50, useCount: 12 },
    { brandId: 1, code: `C-SOON-${run}`, titleText: 'Free trial', altText: 'Soon', amountCents: 0, kind: 'free-rx-line', appliesToLines: 'rx', validFrom: new Date(now + DAY) },
    { brandId: 1, code: `D-FULL-${run}`, titleText: '$5 off', altText: 'Full', amountCents: 500, treatmentCategoryId: 1, maxUses: 3, useCount: 3 },
    { brandId: 1, code: `E-HELD-${run}`, titleText: '$5 off', altText: 'Held', amountCents: 500, pausedAt: new Date(now - DAY) },
  ]);
});

async function listed(client: TestClient = admin.client): Promise<AdminPromotion[]> {
  const response = await client.get('/api/admin/promotions');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.promotions as AdminPromotion[]).filter((promotion) => promotion.code.endsWith(run));
}

describe("the admin console's promotions", () => {
  it('lists every brand’s codes, live and scheduled before paused, used up and ended, with uses and what they apply to', async () => {
    const promotions = await listed();
    expect(promotions.map((promotion) => [promotion.code.replace(`-${run}`, ''), promotion.brandName, promotion.status])).toEqual([
      ['B-LIVE', 'Marlow & Finch', 'live'],
      ['C-SOON', 'Teleskin', 'scheduled'],
      ['E-HELD', 'Teleskin', 'paused'],
      ['D-FULL', 'Teleskin', 'used-up'],
      ['A-ENDED', 'Teleskin', 'ended'],
    ]);
    expect(promotions[0]).toMatchObject({ kind: 'amount', amountCents: 500, appliesTo: 'hair', maxUses: 50, useCount: 12, validUntil: null });
    expect(promotions[1]).toMatchObject({ kind: 'free-rx-line', amountCents: 0, appliesToLines: 'rx', percentOff: null, appliesTo: null, maxUses: null });
    expect(promotions[2]).toMatchObject({ status: 'paused', pausedAt: expect.any(String) });
    expect(promotions[3]).toMatchObject({ appliesTo: 'skin', maxUses: 3, useCount: 3 });
  });

  it('puts each read on the audit trail under the admin’s name', async () => {
    await listed();
    const rows = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorRole, 'admin'), eq(auditEvents.actorId, admin.member.id), eq(auditEvents.action, 'admin.promotions.read')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row.outcome === 'done' && row.patientId === null)).toBe(true);
  });

  it('is for admins only: an operator is refused, and the refusal is on the record', async () => {
    const operator = await signedInStaff(t, 'operator', 'Otto Operator');
    expect((await operator.client.get('/api/admin/promotions')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/promotions')).status).toBe(401);
    const [row] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorRole, 'operator'), eq(auditEvents.actorId, operator.member.id)));
    expect(row).toMatchObject({ action: 'admin.promotions.read', outcome: 'refused' });
  });
});

const NEW_CODE = {
  brandId: 1,
  titleText: '$12 off',
  altText: '$12 off your first box',
  kind: 'amount',
  amountCents: 1200,
  appliesTo: null,
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validUntil: null,
  maxUses: 10,
  reason: 'Spring campaign',
};
let spelling = 0;
const newSpelling = () => `NEW-${run.slice(-8)}-${++spelling}`;

async function created(changes: Record<string, unknown> = {}): Promise<AdminPromotion> {
  const response = await admin.client.post('/api/admin/promotions', { ...NEW_CODE, code: newSpelling(), ...changes });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as AdminPromotion;
}

const settingsOf = (promotion: AdminPromotion) => {
  const { titleText, altText, kind, amountCents, appliesTo, validFrom, validUntil, maxUses, budgetCents } = promotion;
  return { titleText, altText, kind, amountCents, appliesTo, validFrom, validUntil, maxUses, budgetCents };
};

async function claimAsNewPatient(code: string) {
  const { client } = await signedInPatient(t);
  return client.post('/api/patient/promotion-claims', { code, brand: 1, treatmentCategory: 1 });
}

async function changesOf(promotionCodeId: number) {
  const rows = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.actorRole, 'admin'), eq(auditEvents.actorId, admin.member.id))).orderBy(auditEvents.id);
  return rows.filter((row) => row.subject.promotionCodeId === promotionCodeId && row.action !== 'admin.promotions.read');
}

describe("an admin's changes to promotion codes", () => {
  it('creates a code patients can claim at once, on the record with its values and the reason', async () => {
    const promotion = await created();
    expect(promotion).toMatchObject({ brandName: 'Teleskin', amountCents: 1200, maxUses: 10, useCount: 0, status: 'live', pausedAt: null });
    expect((await claimAsNewPatient(promotion.code)).body.data).toMatchObject({ promotionCode: promotion.code, amountInDollars: 12 });
    const [row] = await changesOf(promotion.id);
    expect(row).toMatchObject({ action: 'promotion.create', outcome: 'done', reason: 'Spring campaign', patientId: null });
    expect(row!.subject).toMatchObject({ 'after.code': promotion.code, 'after.amountCents': 1200, 'after.maxUses': 10, 'after.validUntil': 'none' });
    expect(Object.keys(row!.subject).some((key) => key.startsWith('before.'))).toBe(false);
  });

  it('refuses bad settings field by field in plain words, and stores nothing', async () => {
    const code = newSpelling();
    const response = await admin.client.post('/api/admin/promotions', {
      ...NEW_CODE,
      code: code.toLowerCase(),
      brandId: 99,
      amountCents: 0,
      validUntil: new Date(Date.now() - 2 * DAY).toISOString(),
      reason: '  ',
    });
    expect(response.status).toBe(422);
    const errors = STAFF_MESSAGES.adminPromotionForm.errors;
    expect(response.body.errors).toEqual({
      code: [errors.code],
      brandId: [errors.brand],
      amountCents: [errors.amountCents],
      validUntil: [errors.validUntil],
      reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded],
    });
    const taken = await admin.client.post('/api/admin/promotions', { ...NEW_CODE, code: `B-LIVE-${run}`, brandId: 2 });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: [`This brand has a code spelled B-LIVE-${run} already.`] });
    const stored = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.code, code.toLowerCase()));
    expect(stored).toEqual([]);
    // The refusals are on the record too, with their words.
    const refused = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.actorId, admin.member.id), eq(auditEvents.outcome, 'refused')));
    expect(refused.map((row) => row.action)).toContain('promotion.create');
  });

  it('changes a code’s amount for new claims only: a claim made before keeps its amount', async () => {
    const promotion = await created();
    await claimAsNewPatient(promotion.code);
    const response = await admin.client.put(`/api/admin/promotions/${promotion.id}`, { ...settingsOf(promotion), amountCents: 1500, titleText: '$15 off', reason: 'Raised for the weekend' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ amountCents: 1500, titleText: '$15 off', useCount: 1 });
    expect((await claimAsNewPatient(promotion.code)).body.data.amountInDollars).toBe(15);
    const claims = await t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.promotionCodeId, promotion.id)).orderBy(promotionClaims.id);
    expect(claims.map((claim) => claim.amountCents)).toEqual([1200, 1500]);
    const update = (await changesOf(promotion.id)).find((row) => row.action === 'promotion.update');
    expect(update?.reason).toBe('Raised for the weekend');
    // Only what changed, before and after.
    expect(update?.subject).toEqual({ promotionCodeId: promotion.id, 'before.amountCents': 1200, 'after.amountCents': 1500, 'before.titleText': '$12 off', 'after.titleText': '$15 off' });
  });

  it('lets a patient claim a code again once their last claim was used, only when it is not once per patient', async () => {
    const repeatable = await created({ oncePerPatient: false });
    const once = await created();
    expect([repeatable.oncePerPatient, once.oncePerPatient]).toEqual([false, true]);
    const { client } = await signedInPatient(t);
    const claim = (code: string) => client.post('/api/patient/promotion-claims', { code, brand: 1, treatmentCategory: 1 });
    // As a paid order does: the open claim is used (only this patient claims these codes).
    const useOpenClaim = () => t.handle.db.update(promotionClaims).set({ redeemedAt: new Date() }).where(inArray(promotionClaims.promotionCodeId, [repeatable.id, once.id]));
    for (const [promotion, again] of [
      [repeatable, MESSAGES.promotion.oneAtATime],
      [once, MESSAGES.promotion.alreadyUsed],
    ] as const) {
      expect((await claim(promotion.code)).status).toBe(200);
      // Still open: a second claim is refused either way, in the words of its setting.
      expect((await claim(promotion.code)).body).toMatchObject({ message: again });
      await useOpenClaim();
    }
    expect((await claim(once.code)).body).toMatchObject({ message: MESSAGES.promotion.alreadyUsed });
    expect((await claim(repeatable.code)).status).toBe(200);
    const [stored] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, repeatable.id));
    expect(stored).toMatchObject({ useCount: 2, givenCents: 2400 });

    // Made once per patient again: the patient who used it is refused, on the record before and after.
    const changed = await admin.client.put(`/api/admin/promotions/${repeatable.id}`, { ...settingsOf(repeatable), oncePerPatient: true, reason: 'One each from now' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await useOpenClaim();
    expect((await claim(repeatable.code)).body).toMatchObject({ message: MESSAGES.promotion.alreadyUsed });
    const update = (await changesOf(repeatable.id)).find((row) => row.action === 'promotion.update');
    expect(update?.subject).toEqual({ promotionCodeId: repeatable.id, 'before.oncePerPatient': 'false', 'after.oncePerPatient': 'true' });
  });

  it('keeps the limit of claims at or above the claims held, and changes nothing when refused', async () => {
    const promotion = await created({ maxUses: 5 });
    await claimAsNewPatient(promotion.code);
    await claimAsNewPatient(promotion.code);
    const response = await admin.client.put(`/api/admin/promotions/${promotion.id}`, { ...settingsOf(promotion), maxUses: 1, amountCents: 100, reason: 'Fewer' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ maxUses: ['2 patients hold a claim already: the limit cannot be lower.'] });
    const [row] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, promotion.id));
    expect(row).toMatchObject({ maxUses: 5, amountCents: 1200 });
    expect((await admin.client.put('/api/admin/promotions/2147483647', { ...settingsOf(promotion), reason: 'Gone' })).status).toBe(404);
  });

  it('never lets claims pass a limit lowered while 12 patients claim at once', async () => {
    const promotion = await created({ maxUses: 12 });
    const patients = await Promise.all(Array.from({ length: 12 }, () => signedInPatient(t)));
    const [lowered, ...claims] = await Promise.all([
      admin.client.put(`/api/admin/promotions/${promotion.id}`, { ...settingsOf(promotion), maxUses: 4, reason: 'Budget cut' }),
      ...patients.map(({ client }) => client.post('/api/patient/promotion-claims', { code: promotion.code, brand: 1, treatmentCategory: 1 })),
    ]);
    const [row] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, promotion.id));
    const granted = claims.filter((claim) => claim.status === 200).length;
    expect(row!.useCount).toBe(granted);
    expect(row!.useCount).toBeLessThanOrEqual(row!.maxUses!);
    // The lower limit held unless more claims than it had been granted before the change's turn.
    expect(lowered!.status === 200 ? row!.maxUses === 4 && granted <= 4 : lowered!.status === 422 && row!.maxUses === 12).toBe(true);
  });

  it('spends a budget in dollars: 20 patients claiming $12 at once of a $60 budget, exactly 5 get it, never over', async () => {
    const promotion = await created({ maxUses: null, budgetCents: 6000 });
    const patients = await Promise.all(Array.from({ length: 20 }, () => signedInPatient(t)));
    const claims = await Promise.all(patients.map(({ client }) => client.post('/api/patient/promotion-claims', { code: promotion.code, brand: 1, treatmentCategory: 1 })));
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(5);
    // The rest are told it is used up, in the spec's words.
    expect(new Set(claims.filter((claim) => claim.status !== 200).map((claim) => claim.body.message))).toEqual(new Set([MESSAGES.promotion.usedUp]));
    const everyCode = (await admin.client.get('/api/admin/promotions')).body.data.promotions as AdminPromotion[];
    const listedNow = everyCode.find((each) => each.id === promotion.id)!;
    expect(listedNow).toMatchObject({ useCount: 5, budgetCents: 6000, givenCents: 6000, status: 'used-up' });

    // A claim given back frees its amount for the next patient.
    const holder = patients[claims.findIndex((claim) => claim.status === 200)]!;
    expect((await holder.client.post('/api/patient/promotion-claims/remove', { promotionCodeId: promotion.id, brand: 1 })).status).toBe(200);
    expect((await claimAsNewPatient(promotion.code)).status).toBe(200);
    expect((await claimAsNewPatient(promotion.code)).status).toBe(422);

    // The budget is never set below what is given; a raise lets claims in again.
    const lowered = await admin.client.put(`/api/admin/promotions/${promotion.id}`, { ...settingsOf(listedNow), budgetCents: 5000, reason: 'Cut' });
    expect(lowered.status).toBe(422);
    expect(lowered.body.errors).toEqual({ budgetCents: ['Claims held already take $60.00 off: the budget cannot be lower.'] });
    const raised = await admin.client.put(`/api/admin/promotions/${promotion.id}`, { ...settingsOf(listedNow), budgetCents: 7200, reason: 'More budget' });
    expect(raised.status).toBe(200);
    expect((await changesOf(promotion.id)).at(-1)!.subject).toMatchObject({ 'before.budgetCents': 6000, 'after.budgetCents': 7200 });
    expect((await claimAsNewPatient(promotion.code)).status).toBe(200);
    const [row] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, promotion.id));
    expect(row).toMatchObject({ useCount: 6, givenCents: 7200 });
  });

  it('refuses a budget on a free prescription code, whose worth is known only at checkout', async () => {
    const response = await admin.client.post('/api/admin/promotions', { ...NEW_CODE, code: newSpelling(), kind: 'free-rx-line', amountCents: 0, budgetCents: 5000 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ budgetCents: [STAFF_MESSAGES.adminPromotionForm.errors.budgetCents] });
  });

  it('pauses a code: new claims are refused in plain words until it is resumed', async () => {
    const promotion = await created();
    const paused = await admin.client.post(`/api/admin/promotions/${promotion.id}/pause`, { reason: 'Fraud check' });
    expect(paused.body.data).toMatchObject({ status: 'paused' });
    const refused = await claimAsNewPatient(promotion.code);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MESSAGES.promotion.paused);
    // Pausing twice changes nothing more and leaves one row.
    await admin.client.post(`/api/admin/promotions/${promotion.id}/pause`, { reason: 'Again' });
    expect((await admin.client.post(`/api/admin/promotions/${promotion.id}/resume`, { reason: 'Cleared' })).body.data.status).toBe('live');
    expect((await claimAsNewPatient(promotion.code)).status).toBe(200);
    expect((await changesOf(promotion.id)).map((row) => [row.action, row.reason])).toEqual([
      ['promotion.create', 'Spring campaign'],
      ['promotion.pause', 'Fraud check'],
      ['promotion.resume', 'Cleared'],
    ]);
  });

  it('ends a code now: claims say it has expired, and a second end is refused', async () => {
    const promotion = await created();
    const ended = await admin.client.post(`/api/admin/promotions/${promotion.id}/end`, { reason: 'Campaign over' });
    expect(ended.body.data).toMatchObject({ status: 'ended' });
    expect((await claimAsNewPatient(promotion.code)).body.message).toBe(MESSAGES.promotion.expired);
    const again = await admin.client.post(`/api/admin/promotions/${promotion.id}/end`, { reason: 'Campaign over' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STAFF_MESSAGES.adminPromotionForm.errors.alreadyEnded);
    expect((await admin.client.post(`/api/admin/promotions/${promotion.id}/end`, { reason: '' })).status).toBe(422);
  });
});
