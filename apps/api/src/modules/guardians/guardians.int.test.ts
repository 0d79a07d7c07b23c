import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { guardians, patients } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

let next = 1;
/** mm/dd/yyyy, `years` years before today (UTC), on the first of this month. */
function birthdateYearsAgo(years: number): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/01/${now.getUTCFullYear() - years}`;
}

/** A registered, signed-in patient of the given age, each on its own client address. */
async function patientAged(years: number): Promise<{ client: TestClient; email: string; id: number }> {
  const n = next++;
  const client = new TestClient(t.app, undefined, `10.1.0.${n}`);
  const email = `guardian-test-${n}@example.com`;
  const response = await client.post('/api/register', {
    email,
    password: 'correct-horse',
    acceptedTOS: true,
    dob: birthdateYearsAgo(years),
    state: 'CA',
  });
  expect(response.status).toBe(200);
  return { client, email, id: response.body.user.id };
}

const validGuardian = {
  firstname: 'Dana',
  lastname: "O'Connor",
  email: 'dana.parent@example.com',
  phone: '555-123-4567',
  terms: true,
};

const guardianRows = (patientId: number) => t.handle.db.select().from(guardians).where(eq(guardians.patientId, patientId));

describe('POST /api/patient/guardian', () => {
  it("stores a minor's guardian, echoes a same-site redirect and completes the guardian step", async () => {
    const minor = await patientAged(15);
    const visit = (await minor.client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(visit.progress.steps.find((s: { step: string }) => s.step === 'guardian').state).toBe('todo');

    const response = await minor.client.post('/api/patient/guardian', { ...validGuardian, redirectUrl: '/get-started/skin/photo-id' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { firstname: 'Dana', lastname: "O'Connor", email: 'dana.parent@example.com', phone: '5551234567', terms: true },
      redirectUrl: '/get-started/skin/photo-id',
    });
    const [row] = await guardianRows(minor.id);
    expect(row?.acceptedTermsAt).toBeInstanceOf(Date);

    const after = (await minor.client.get(`/api/visits/${visit.uuid}`)).body.data;
    expect(after.progress.steps.find((s: { step: string }) => s.step === 'guardian').state).toBe('done');
    expect((await minor.client.get('/api/patient/guardian')).body.data.email).toBe('dana.parent@example.com');
  });

  it('replaces the guardian on a second submit (one row per patient)', async () => {
    const minor = await patientAged(16);
    await minor.client.post('/api/patient/guardian', validGuardian);
    const second = await minor.client.post('/api/patient/guardian', { ...validGuardian, firstname: 'Robin', phone: '(555) 987-6543' });
    expect(second.status).toBe(200);
    const rows = await guardianRows(minor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstname: 'Robin', phone: '5559876543' });
  });

  it('ignores a redirect that leaves the site', async () => {
    const minor = await patientAged(14);
    for (const redirectUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await minor.client.post('/api/patient/guardian', { ...validGuardian, redirectUrl });
      expect(response.status).toBe(200);
      expect(response.body.redirectUrl).toBeNull();
    }
  });

  it('requires every field with the spec messages, and stores nothing', async () => {
    const minor = await patientAged(15);
    const response = await minor.client.post('/api/patient/guardian', {});
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
      email: ['The email address field is required.'],
      phone: ['The phone number field is required.'],
      terms: [MESSAGES.eligibility.termsRequired],
    });
    expect(response.body.message).toBe('The first name field is required. (and 4 more errors)');
    expect(await guardianRows(minor.id)).toHaveLength(0);
  });

  it("applies the name pattern, email and phone rules, and refuses the patient's own email", async () => {
    const minor = await patientAged(15);
    const invalid = await minor.client.post('/api/patient/guardian', {
      ...validGuardian,
      firstname: 'D4n4',
      email: 'not-an-email',
      phone: '555-12',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      firstname: [MESSAGES.name.patternInvalid],
      email: [MESSAGES.email.invalid],
      phone: [MESSAGES.phone.invalid],
    });
    const ownEmail = await minor.client.post('/api/patient/guardian', { ...validGuardian, email: minor.email.toUpperCase() });
    expect(ownEmail.status).toBe(422);
    expect(ownEmail.body.errors).toEqual({ email: [MESSAGES.guardian.sameEmailAsPatient] });
    expect(await guardianRows(minor.id)).toHaveLength(0);
  });

  it('refuses an adult with 403 and a clear message', async () => {
    const adult = await patientAged(30);
    const response = await adult.client.post('/api/patient/guardian', validGuardian);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: MESSAGES.guardian.notMinor, code: 'FORBIDDEN' });
    expect(await guardianRows(adult.id)).toHaveLength(0);
  });

  it('refuses a patient whose age is unknown', async () => {
    const client = new TestClient(t.app, undefined, '10.1.9.1');
    const response = await client.post('/api/register', { email: 'no-dob@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    expect(response.status).toBe(200);
    expect((await client.post('/api/patient/guardian', validGuardian)).status).toBe(403);
  });

  it('answers 401 to a visitor and 419 without the CSRF header', async () => {
    const visitor = new TestClient(t.app, undefined, '10.1.9.2');
    expect((await visitor.get('/api/patient/guardian')).status).toBe(401);
    expect((await visitor.post('/api/patient/guardian', validGuardian)).status).toBe(401);
    const minor = await patientAged(15);
    const noCsrf = await minor.client.post('/api/patient/guardian', validGuardian, { csrf: false });
    expect(noCsrf.status).toBe(419);
    expect(await guardianRows(minor.id)).toHaveLength(0);
  });

  it("keeps patients apart: another patient's session neither reads nor changes this guardian", async () => {
    const first = await patientAged(15);
    const second = await patientAged(16);
    await first.client.post('/api/patient/guardian', validGuardian);

    const read = await second.client.get('/api/patient/guardian');
    expect(read.status).toBe(200);
    expect(read.body.data).toBeNull();
    await second.client.post('/api/patient/guardian', { ...validGuardian, firstname: 'Other', email: 'other.parent@example.com' });

    const [firstRow] = await guardianRows(first.id);
    expect(firstRow).toMatchObject({ firstname: 'Dana', email: 'dana.parent@example.com' });
    expect((await guardianRows(second.id))[0]?.firstname).toBe('Other');
    // A session of the other brand is not honoured here at all.
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.id, first.id));
    expect(patient?.brandId).toBe(1);
  });
});
