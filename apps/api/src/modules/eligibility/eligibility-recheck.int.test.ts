import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { analyticsEvents } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { addressPatient, MILITARY_ADDRESS, patchAddress, patientRow, VALID_ADDRESS } from '../../test/kits/shipping-address-test-kit';
import { ELIGIBILITY_RECHECKS_PER_WINDOW } from './eligibility-recheck.service';

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK,ND' });

const recheck = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/patient/eligibility/recheck', body);

/** mm/dd/yyyy, `years` years before today (UTC), on the first of this month. */
function birthdateYearsAgo(years: number): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/01/${now.getUTCFullYear() - years}`;
}

const ANCHORAGE = { ...VALID_ADDRESS, city: 'Anchorage', state: 'AK', zipcode: '99501' };

describe('POST /api/patient/eligibility/recheck', () => {
  it('finds an ordinary address in a served state eligible for both treatments', async () => {
    const patient = await addressPatient(t);
    await patchAddress(patient.client, VALID_ADDRESS);
    const response = await recheck(patient.client, {
      brand: 1,
      treatmentCategories: [1, 2],
      militaryAddress: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ineligibleReason: null } });
  });

  it('stores an address in an unavailable state, and the re-check says ineligible_state with the page’s message', async () => {
    const patient = await addressPatient(t);
    const saved = await patchAddress(patient.client, ANCHORAGE);
    expect(saved.status).toBe(200);
    expect((await patientRow(t, patient.id)).state).toBe('AK');
    const response = await recheck(patient.client, { treatmentCategories: [1] });
    expect(response.body.data.ineligibleReason).toEqual({
      reason: 'ineligible_state',
      userMessage: INELIGIBLE_USER_MESSAGES.ineligible_state,
    });
    const events = await t.handle.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.patientId, patient.id), eq(analyticsEvents.name, 'ineligible')),
      );
    expect(events.map((event) => event.properties)).toEqual([
      { reason: 'ineligible_state', trackingMessage: 'state not available' },
    ]);
    // The patient's sign-up answers are not rewritten by the re-check.
    expect((await patientRow(t, patient.id)).eligibility).toMatchObject({
      state: 'CA',
      ineligibleReason: null,
    });
  });

  it('refuses the hair treatment to the military post, from the stored address alone', async () => {
    const patient = await addressPatient(t);
    const saved = await patchAddress(patient.client, MILITARY_ADDRESS);
    expect(saved.body.data.addressValidation.isMilitaryAddress).toBe(true);
    // Even when the browser leaves the flag out, the stored address decides.
    const hair = await recheck(patient.client, { treatmentCategories: [2] });
    expect(hair.body.data.ineligibleReason).toEqual({
      reason: 'ineligible_hair_undeliverable_address',
      userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_undeliverable_address,
    });
    const skin = await recheck(patient.client, { treatmentCategories: [1], militaryAddress: true });
    expect(skin.body.data.ineligibleReason).toBeNull();
  });

  it('lets the browser’s military flag add to an ordinary address, never take away', async () => {
    const patient = await addressPatient(t);
    await patchAddress(patient.client, VALID_ADDRESS);
    const flagged = await recheck(patient.client, {
      treatmentCategories: [2],
      militaryAddress: true,
    });
    expect(flagged.body.data.ineligibleReason.reason).toBe('ineligible_hair_undeliverable_address');
  });

  it('judges the age rules on the date of birth on file', async () => {
    const patient = await addressPatient(t, { birthdate: birthdateYearsAgo(15) });
    await patchAddress(patient.client, VALID_ADDRESS);
    expect(
      (await recheck(patient.client, { treatmentCategories: [1] })).body.data.ineligibleReason,
    ).toBeNull();
    const hair = await recheck(patient.client, { treatmentCategories: [2] });
    expect(hair.body.data.ineligibleReason).toEqual({
      reason: 'ineligible_hair_age',
      userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_age,
    });
  });

  it('refuses unknown categories, another brand and fields it does not take', async () => {
    const patient = await addressPatient(t);
    const category = await recheck(patient.client, { treatmentCategories: [3] });
    expect(category.status).toBe(422);
    expect(category.body.errors).toEqual({
      treatmentCategories: [MESSAGES.eligibility.treatmentCategoryInvalid],
    });
    const none = await recheck(patient.client, { treatmentCategories: [] });
    expect(none.body.errors).toEqual({
      treatmentCategories: [MESSAGES.eligibility.treatmentCategoryInvalid],
    });
    const brand = await recheck(patient.client, { brand: 2, treatmentCategories: [1] });
    expect(brand.body.errors).toEqual({ brand: [MESSAGES.selection.wrongBrand] });
    // The state is the one on file: a state sent along is refused, not used.
    expect((await recheck(patient.client, { state: 'CA', treatmentCategories: [1] })).status).toBe(
      422,
    );
  });

  it('is limited per patient', async () => {
    const patient = await addressPatient(t);
    for (let n = 0; n < ELIGIBILITY_RECHECKS_PER_WINDOW; n += 1) {
      expect((await recheck(patient.client, { treatmentCategories: [1] })).status).toBe(200);
    }
    expect((await recheck(patient.client, { treatmentCategories: [1] })).status).toBe(429);
    const other = await addressPatient(t);
    expect((await recheck(other.client, { treatmentCategories: [1] })).status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await recheck(new TestClient(t.app), { treatmentCategories: [1] })).status).toBe(401);
  });
});
