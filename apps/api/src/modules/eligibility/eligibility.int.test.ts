import { describe, expect, it } from 'vitest';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { calendarDateOf, toUsDate } from '@app/domain/validation';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { eq } from 'drizzle-orm';
import { patients, sessions } from '../../db/schema/index';

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK,HI' });

/** A birthdate `years` years (plus `days` days) before today, as mm/dd/yyyy. */
function birthdateYearsAgo(years: number, days = 0): string {
  const today = calendarDateOf(new Date());
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day - days));
  return toUsDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

const evaluate = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/eligibility/evaluate', { state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1], ...body });

describe('POST /api/eligibility/evaluate', () => {
  it('answers the eligibility data for an eligible adult and keeps it with the visitor session', async () => {
    const client = new TestClient(t.app);
    const response = await evaluate(client, {});
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1],
      ineligibleReason: null, isOtcSignupUser: false, canConsentToMedicalTreatment: true, isMilitaryAddress: false,
    });
    const [row] = await t.handle.db.select().from(sessions);
    expect(row?.data.eligibility?.state).toBe('CA');
  });

  it.each([
    ['a 12-year-old', { birthdate: birthdateYearsAgo(13, -1) }, 'ineligible_age'],
    ['a 17-year-old asking for hair', { birthdate: birthdateYearsAgo(17), treatmentCategories: [2] }, 'ineligible_hair_age'],
    ['a patient in a state not served', { state: 'AK' }, 'ineligible_state'],
  ])('marks %s ineligible with the reason and its user message', async (_name, body, reason) => {
    const response = await evaluate(new TestClient(t.app), body);
    expect(response.status).toBe(200);
    expect(response.body.data.ineligibleReason).toEqual({ reason, userMessage: INELIGIBLE_USER_MESSAGES[reason as 'ineligible_age'] });
  });

  it('accepts a patient on their 13th birthday, as a minor who cannot consent alone', async () => {
    const response = await evaluate(new TestClient(t.app), { birthdate: birthdateYearsAgo(13) });
    expect(response.body.data.ineligibleReason).toBeNull();
    expect(response.body.data.canConsentToMedicalTreatment).toBe(false);
  });

  it('takes the state from the zip code when only a zip is given', async () => {
    const response = await evaluate(new TestClient(t.app), { state: '', zip: '10001' });
    expect(response.status).toBe(200);
    expect(response.body.data.state).toBe('NY');
  });

  it('refuses a zip code that does not belong to the state', async () => {
    const response = await evaluate(new TestClient(t.app), { state: 'CA', zip: '10001' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: MESSAGES.eligibility.zipInvalid, errors: { zip: [MESSAGES.eligibility.zipInvalid] } });
  });

  it.each([
    [{ state: '', zip: '' }, 'state', MESSAGES.eligibility.stateOrZipRequired],
    [{ zip: '1234' }, 'zip', MESSAGES.eligibility.zipInvalid],
    [{ zip: '00000' }, 'zip', MESSAGES.eligibility.zipInvalid],
    [{ birthdate: '' }, 'birthdate', MESSAGES.eligibility.birthdateRequired],
    [{ birthdate: '1990-04-12' }, 'birthdate', MESSAGES.eligibility.birthdateFieldInvalid],
    [{ birthdate: '02/30/1990' }, 'birthdate', MESSAGES.eligibility.birthdateFieldInvalid],
    [{ birthdate: birthdateYearsAgo(0, -1) }, 'birthdate', MESSAGES.eligibility.birthdateFieldInvalid],
    [{ birthdate: birthdateYearsAgo(100, 1) }, 'birthdate', MESSAGES.eligibility.birthdateFieldInvalid],
    [{ hasAcceptedTerms: false }, 'hasAcceptedTerms', MESSAGES.eligibility.termsRequired],
  ])('answers 422 for %j with the exact message and stores nothing', async (body, field, message) => {
    const client = new TestClient(t.app);
    const response = await evaluate(client, body);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toEqual([message]);
    expect(client.cookie('teleskin_session')).toBeUndefined();
  });

  it('accepts a birthdate exactly 100 years ago', async () => {
    expect((await evaluate(new TestClient(t.app), { birthdate: birthdateYearsAgo(100) })).status).toBe(200);
  });

  it('counts every error in the message', async () => {
    const response = await evaluate(new TestClient(t.app), { state: '', zip: '', birthdate: '', hasAcceptedTerms: false });
    expect(response.body.message).toBe(`${MESSAGES.eligibility.stateOrZipRequired} (and 2 more errors)`);
  });

  it('keeps the result with the patient once registered, and with a signed-in patient on a new check', async () => {
    const client = new TestClient(t.app);
    await evaluate(client, { state: 'TX' });
    const registered = await client.post('/api/register', { email: 'eligible@example.com', password: 'correct-horse' });
    const id = registered.body.user.id as number;
    const read = async () => (await t.handle.db.select().from(patients).where(eq(patients.id, id)))[0]?.eligibility;
    expect((await read())?.state).toBe('TX');
    await evaluate(client, { state: 'NY' });
    expect((await read())?.state).toBe('NY');
  });
});
