import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandSelling, AdminSellingSettings, ProductSelectionData } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { summarizeSelection } from '@app/domain/selection';
import { auditEvents, brandSellingChanges, subscriptions } from '../../db/schema/index';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { selectionData } from '../../test/kits/selection-test-kit';
import { patientIdOf, trialPatient } from '../../test/kits/subscription-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';

// Issue 33 item 3 (ADR 163): an admin sets how a brand sells (its trial offer, flags, copy, fees,
// gift and hair promotion), previews what a new patient would see, and saves it with a reason.
// The next box chosen sells by it on every API process; boxes already paid keep their terms.

const t = suiteTestApp();
const TEXT = STAFF_MESSAGES.adminOffers.errors;
let admin: SignedInStaff;
/** The main brand's settings as configured at release. */
let released: AdminSellingSettings;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
  released = await mainSettings();
});

async function brandsListed(): Promise<AdminBrandSelling[]> {
  const response = await admin.client.get('/api/admin/offers');
  expect(response.status).toBe(200);
  return response.body.data.brands;
}

const mainSettings = async (): Promise<AdminSellingSettings> => (await brandsListed()).find((brand) => brand.brandId === 1)!.settings;

const rxLinesOf = (data: ProductSelectionData) =>
  summarizeSelection({ data, selectedItemIds: data.initialSelectedItemIds, purchaseContext: data.initialPurchaseContext, claim: null, tax: data.tax }).products.filter((product) => product.isRx);

describe("a brand's offers and flags", () => {
  it('lists each brand as configured at release, and refuses bad values field by field, storing nothing', async () => {
    const [main, agency] = await brandsListed();
    expect(main).toMatchObject({ brandId: 1, changedAt: null, reason: null, settings: { introOfferId: 'thirty-day-trial', giftName: 'Travel pouch', hairPromotionCode: 'HAIR15' } });
    expect(main!.settings.fees.Trial.handling).toBe(495);
    expect(agency).toMatchObject({ brandId: 2, settings: { introOfferId: 'two-month-half-off', showsFutureProofAsHydroPlus: true, giftName: null, hairPromotionCode: null } });

    const settings = main!.settings;
    const bad: AdminSellingSettings = {
      ...settings,
      fees: { ...settings.fees, Trial: { ...settings.fees.Trial, handling: 50_001 } },
      flags: { ...settings.flags, addMoreToYourBoxCopy: '   ' },
      giftName: '',
      hairPromotionCode: 'hair 15',
    };
    const refused = await admin.client.put('/api/admin/offers/1', { settings: bad, reason: ' ' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      'fees.Trial.handling': [TEXT.fee],
      'flags.addMoreToYourBoxCopy': [TEXT.copy],
      giftName: [TEXT.giftName],
      hairPromotionCode: [TEXT.hairPromotionCode],
      reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded],
    });
    expect((await admin.client.put('/api/admin/offers/99', { settings, reason: 'Spring' })).status).toBe(404);
    expect((await admin.client.post('/api/admin/offers/1/preview', { settings: bad, category: 'skin' })).status).toBe(422);
    expect(await t.handle.db.select().from(brandSellingChanges)).toEqual([]);
    const patient = await patientAtCheckout(t);
    expect((await patient.client.put('/api/admin/offers/1', { settings, reason: 'Spring' })).status).toBe(403);
  });

  it('previews the $19.95 two-month offer as a new patient would see it, and stores nothing', async () => {
    const settings = { ...(await mainSettings()), introOfferId: 'two-month-rx-1995' as const, giftName: 'Silk scrunchie' };
    const preview = await admin.client.post('/api/admin/offers/1/preview', { settings, category: 'skin' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const data = preview.body.data as ProductSelectionData;
    expect(data).toMatchObject({ flow: 'skin-signup', checkoutMode: 'Trial', introOffer: { id: 'two-month-rx-1995', priceNote: '(1+ month FREE!)' }, flags: { isTwoMonthFirstShipment: true }, tax: 0 });
    expect(data.giftWithPurchaseData?.name).toBe('Silk scrunchie');
    expect(rxLinesOf(data).length).toBeGreaterThan(0);
    expect(rxLinesOf(data).every((line) => line.amount === '$19.95')).toBe(true);
    const hair = await admin.client.post('/api/admin/offers/1/preview', { settings, category: 'hair' });
    expect(hair.body.data).toMatchObject({ flow: 'hair-signup', treatmentCategory: 'hair' });
    expect(await t.handle.db.select().from(brandSellingChanges)).toEqual([]);
    // A patient's box is not affected by a preview.
    expect((await selectionData(await patientAtCheckout(t))).introOffer.id).toBe('thirty-day-trial');
  });

  it('sells the next box by a saved change, audited before and after; a box already paid keeps its offer', async () => {
    const paidBefore = await trialPatient(t);
    const chosenBefore = await patientAtCheckout(t);
    const before = await mainSettings();
    const settings: AdminSellingSettings = { ...before, introOfferId: 'two-month-rx-1995', fees: { ...before.fees, Trial: { ...before.fees.Trial, handling: 300 } } };

    const saved = await admin.client.put('/api/admin/offers/1', { settings, reason: 'Spring two-month offer' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ brandId: 1, reason: 'Spring two-month offer', changedAt: expect.any(String), settings: { introOfferId: 'two-month-rx-1995' } });
    expect((await mainSettings()).fees.Trial.handling).toBe(300);
    expect((await brandsListed()).find((brand) => brand.brandId === 2)!.changedAt).toBeNull();
    const [audit] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'brand.offers.change'), eq(auditEvents.outcome, 'done')));
    expect(audit).toMatchObject({ actorRole: 'admin', actorId: admin.member.id, reason: 'Spring two-month offer' });
    expect(audit!.subject).toEqual({
      brandId: 1,
      'before.introOfferId': 'thirty-day-trial',
      'after.introOfferId': 'two-month-rx-1995',
      'before.fees.Trial.handling': 495,
      'after.fees.Trial.handling': 300,
    });

    // The box chosen before the change is priced by the offer in effect when it is paid: the server's data and charge agree.
    const data = await selectionData(chosenBefore);
    expect(data).toMatchObject({ introOffer: { id: 'two-month-rx-1995' }, handling: 300, flags: { isTwoMonthFirstShipment: true } });
    expect(rxLinesOf(data).every((line) => line.amount === '$19.95')).toBe(true);
    const paid = await activate(chosenBefore, 'trial');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.revenue).toBe(data.totals.totalWithTax / 100);

    const offerOf = async (id: number) => (await t.handle.db.select({ offer: subscriptions.introOfferId }).from(subscriptions).where(eq(subscriptions.id, id)))[0]!.offer;
    expect(await offerOf(paidBefore.subscription.id)).toBe('thirty-day-trial');
    // The other brand sells as before.
    expect((await selectionData(await patientAtCheckout(t, { host: 'agency.localhost' }))).introOffer.id).toBe('two-month-half-off');
  });

  it('prices each checkout by one version while an admin switches the offer under them', async () => {
    await admin.client.put('/api/admin/offers/1', { settings: released, reason: 'Back to the trial box' });
    const patients = await Promise.all(Array.from({ length: 8 }, () => patientAtCheckout(t)));
    const oldTotal = (await selectionData(patients[0]!)).totals.totalWithTax;
    const before = await mainSettings();
    const switched: AdminSellingSettings = { ...before, introOfferId: 'two-month-rx-1995', fees: { ...before.fees, Trial: { ...before.fees.Trial, handling: 300 } } };
    const [change, ...paid] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return admin.client.put('/api/admin/offers/1', { settings: switched, reason: 'Switched mid-checkout' });
      })(),
      ...patients.map(async (patient, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 40));
        return activate(patient, 'trial');
      }),
    ]);
    expect(change.status).toBe(200);
    expect(paid.map((answer) => answer.status)).toEqual(patients.map(() => 200));
    const newTotal = (await selectionData(await patientAtCheckout(t))).totals.totalWithTax;
    expect(newTotal).not.toBe(oldTotal);
    for (const [index, answer] of paid.entries()) {
      const [subscription] = await t.handle.db.select({ offer: subscriptions.introOfferId }).from(subscriptions).where(eq(subscriptions.patientId, await patientIdOf(t, patients[index]!)));
      // The offer the box was sold under and the total it was charged are of the same version.
      expect([
        ['thirty-day-trial', oldTotal / 100],
        ['two-month-rx-1995', newTotal / 100],
      ]).toContainEqual([subscription!.offer, answer.body.data.revenue]);
    }
  });
});
