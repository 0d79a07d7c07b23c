import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INELIGIBLE_USER_MESSAGES, MESSAGES } from '@app/domain/messages';
import { visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK' });

let nextEmail = 1;
/** A patient who passed the skin eligibility check (birthdate as mm/dd/yyyy) and registered. */
async function skinPatient(birthdate = '04/12/1990'): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate, hasAcceptedTerms: true, treatmentCategories: [1] });
  expect((await client.post('/api/register', { email: `visit-eligibility${nextEmail++}@example.com`, password: 'correct-horse' })).status).toBe(200);
  return client;
}

async function openVisit(client: TestClient, flow: string): Promise<{ uuid: string; progress: { currentStep: string; resumePath: string } }> {
  const opened = await client.post('/api/visits', { flow });
  expect(opened.status).toBe(200);
  return opened.body.data;
}

describe('POST /api/visits/{uuid}/eligibility (ADR 100)', () => {
  it('opens a new hair treatment of a skin patient on the check, keeps the answer on the visit and goes on', async () => {
    const client = await skinPatient();
    const visit = await openVisit(client, 'new-treatment-hair');
    expect(visit.progress).toMatchObject({ currentStep: 'confirm-eligibility', resumePath: '/new-treatment/hair/confirm-eligibility' });

    const answer = await client.post(`/api/visits/${visit.uuid}/eligibility`, { state: 'NY', birthdate: '04/12/1990', hasAcceptedTerms: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'NY', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [2], ineligibleReason: null });

    const read = (await client.get(`/api/visits/${visit.uuid}`)).body.data;
    expect(read.eligibility).toMatchObject({ state: 'NY', treatmentCategories: [2] });
    expect(read.progress.currentStep).toBe('quiz');
  });

  it('passes over the check when the answers before the account covered the category', async () => {
    const client = await skinPatient();
    expect((await openVisit(client, 'new-treatment-skin')).progress.currentStep).toBe('quiz');
  });

  it('judges by the visit category: hair under 18 is refused, kept on the visit, and the step stays open', async () => {
    const today = new Date();
    const sixteen = `01/01/${today.getUTCFullYear() - 16}`;
    const client = await skinPatient(sixteen);
    const visit = await openVisit(client, 'new-treatment-hair');
    const answer = await client.post(`/api/visits/${visit.uuid}/eligibility`, { state: 'CA', birthdate: sixteen, hasAcceptedTerms: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.ineligibleReason).toEqual({ reason: 'ineligible_hair_age', userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_age });
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, visit.uuid));
    expect(row?.eligibility?.ineligibleReason?.reason).toBe('ineligible_hair_age');
    expect(row?.facts.eligibilityConfirmed).toBe(false);
    expect((await client.get(`/api/visits/${visit.uuid}`)).body.data.progress.currentStep).toBe('confirm-eligibility');
  });

  it('refuses a state not served, then accepts the patient once they answer from a served one', async () => {
    const client = await skinPatient();
    const visit = await openVisit(client, 'new-treatment-hair');
    const refused = await client.post(`/api/visits/${visit.uuid}/eligibility`, { state: 'AK', birthdate: '04/12/1990', hasAcceptedTerms: true });
    expect(refused.body.data.ineligibleReason.reason).toBe('ineligible_state');
    const accepted = await client.post(`/api/visits/${visit.uuid}/eligibility`, { state: 'OR', birthdate: '04/12/1990', hasAcceptedTerms: true });
    expect(accepted.body.data.ineligibleReason).toBeNull();
    expect((await client.get(`/api/visits/${visit.uuid}`)).body.data.progress.currentStep).toBe('quiz');
  });

  it('answers 422 with the field messages for missing answers and for a birthdate other than the one on file', async () => {
    const client = await skinPatient();
    const visit = await openVisit(client, 'new-treatment-hair');
    const empty = await client.post(`/api/visits/${visit.uuid}/eligibility`, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['birthdate', 'hasAcceptedTerms', 'state']);
    const other = await client.post(`/api/visits/${visit.uuid}/eligibility`, { state: 'CA', birthdate: '04/12/1980', hasAcceptedTerms: true });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ birthdate: [MESSAGES.legalName.dobMismatch] });
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, visit.uuid));
    expect(row?.eligibility?.treatmentCategories).toEqual([1]);
  });

  it("answers 404 for another patient's visit and for a uuid that names none", async () => {
    const owner = await skinPatient();
    const visit = await openVisit(owner, 'new-treatment-hair');
    const other = await skinPatient();
    const body = { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true };
    expect((await other.post(`/api/visits/${visit.uuid}/eligibility`, body)).status).toBe(404);
    expect((await other.post('/api/visits/not-a-uuid/eligibility', body)).status).toBe(404);
  });
});
