import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { patients } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

let next = 1;
/** mm/dd/yyyy, `years` years before today (UTC), on the first of this month. */
function birthdateYearsAgo(years: number): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/01/${now.getUTCFullYear() - years}`;
}

/** A signed-in patient; without `dob` the account has no date of birth (product-detail sign-up). */
async function signedInPatient(dob?: string): Promise<{ client: TestClient; id: number }> {
  const n = next++;
  const client = new TestClient(t.app, undefined, `10.2.0.${n}`);
  const body = dob
    ? { email: `legal-${n}@example.com`, password: 'correct-horse', acceptedTOS: true, dob, state: 'CA' }
    : { email: `legal-${n}@example.com`, password: 'correct-horse', acceptedTOS: true, isAtLeast13: true };
  const response = await client.post('/api/register', body);
  expect(response.status).toBe(200);
  return { client, id: response.body.user.id };
}

const patientRow = async (id: number) => (await t.handle.db.select().from(patients).where(eq(patients.id, id)))[0]!;
const PATH = '/app/users/self/legal-name';

describe('POST /app/users/self/legal-name', () => {
  it('sets the legal name, which completes the legal-name step', async () => {
    const patient = await signedInPatient(birthdateYearsAgo(30));
    const visit = (await patient.client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(visit.progress.currentStep).toBe('legal-name');

    const response = await patient.client.post(PATH, { firstname: '  Zoë ', lastname: 'Saint-Pierre' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ firstname: 'Zoë', lastname: 'Saint-Pierre' });
    const after = (await patient.client.get(`/api/visits/${visit.uuid}`)).body.data;
    expect(after.progress.steps.find((s: { step: string }) => s.step === 'legal-name').state).toBe('done');
  });

  it('applies the name pattern to both names and stores nothing on failure', async () => {
    const patient = await signedInPatient(birthdateYearsAgo(30));
    const response = await patient.client.post(PATH, { firstname: '123', lastname: '' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstname: [MESSAGES.legalName.firstNameInvalid],
      lastname: [MESSAGES.legalName.lastNameInvalid],
    });
    expect(response.body.message).toBe(`${MESSAGES.legalName.firstNameInvalid} (and 1 more error)`);
    expect((await patientRow(patient.id)).firstname).toBeNull();
  });

  it('refuses overlong names', async () => {
    const patient = await signedInPatient(birthdateYearsAgo(30));
    const response = await patient.client.post(PATH, { firstname: 'a'.repeat(101), lastname: 'Doe' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ firstname: [MESSAGES.legalName.firstNameInvalid] });
  });

  it('checks the date of birth when it is sent, and needs one from a patient without it on file', async () => {
    const patient = await signedInPatient();
    const invalid = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: '02/30/2000' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ dob: [MESSAGES.eligibility.birthdateInvalid] });
    const empty = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: '' });
    expect(empty.body.errors).toEqual({ dob: [MESSAGES.eligibility.birthdateInvalid] });
    // Leaving it out would skip the guardian step and the age rules.
    const left = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: null });
    expect(left.status).toBe(422);
    expect(left.body.errors).toEqual({ dob: [MESSAGES.eligibility.birthdateInvalid] });
    expect((await patientRow(patient.id)).firstname).toBeNull();
    const visit = (await patient.client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(visit.sessionBag.getDobOnLegalNamePage).toBe(true);

    const onFile = await signedInPatient(birthdateYearsAgo(30));
    expect((await onFile.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: null })).status).toBe(200);
    expect((await onFile.client.post('/api/visits', { flow: 'skin-signup' })).body.data.sessionBag.getDobOnLegalNamePage).toBeUndefined();
  });

  it('refuses a patient under 13 with the verbatim message and stores nothing', async () => {
    const patient = await signedInPatient();
    const response = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: birthdateYearsAgo(12) });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      dob: ["The birthday entered shows you're under 13, which means we can't provide prescriptions just yet."],
    });
    const row = await patientRow(patient.id);
    expect(row.firstname).toBeNull();
    expect(row.dateOfBirth).toBeNull();
  });

  it('stores a first date of birth, which makes a 15-year-old a minor with a guardian step', async () => {
    const patient = await signedInPatient();
    const response = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: birthdateYearsAgo(15) });
    expect(response.status).toBe(200);
    expect(response.body.data.isMinor).toBe(true);
    const visit = (await patient.client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(visit.isMinor).toBe(true);
    expect(visit.progress.currentStep).toBe('guardian');
  });

  it('never changes a date of birth already on file', async () => {
    const dob = birthdateYearsAgo(16);
    const patient = await signedInPatient(dob);
    const changed = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: birthdateYearsAgo(20) });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({ dob: [MESSAGES.legalName.dobMismatch] });
    expect((await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob })).status).toBe(200);
  });

  it('holds a hair patient to the hair age', async () => {
    const patient = await signedInPatient();
    await t.handle.db
      .update(patients)
      .set({
        eligibility: {
          state: 'CA',
          zip: '',
          birthdate: '',
          hasAcceptedTerms: true,
          treatmentCategories: [2],
          ineligibleReason: null,
          isOtcSignupUser: false,
          canConsentToMedicalTreatment: true,
          isMilitaryAddress: false,
        },
      })
      .where(eq(patients.id, patient.id));
    const response = await patient.client.post(PATH, { firstname: 'Sam', lastname: 'Lee', dob: birthdateYearsAgo(16) });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ dob: [INELIGIBLE_USER_MESSAGES.ineligible_hair_age] });
  });

  it("answers 401 to a visitor, and a second patient's session changes only their own name", async () => {
    expect((await new TestClient(t.app, undefined, '10.2.9.1').post(PATH, { firstname: 'A', lastname: 'B' })).status).toBe(401);
    const first = await signedInPatient(birthdateYearsAgo(30));
    const second = await signedInPatient(birthdateYearsAgo(40));
    await first.client.post(PATH, { firstname: 'First', lastname: 'Patient' });
    await second.client.post(PATH, { firstname: 'Second', lastname: 'Patient' });
    expect((await patientRow(first.id)).firstname).toBe('First');
    expect((await patientRow(second.id)).firstname).toBe('Second');
    const noCsrf = await first.client.post(PATH, { firstname: 'Changed', lastname: 'Patient' }, { csrf: false });
    expect(noCsrf.status).toBe(419);
    expect((await patientRow(first.id)).firstname).toBe('First');
  });
});
