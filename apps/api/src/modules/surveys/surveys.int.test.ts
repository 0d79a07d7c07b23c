import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { patients, surveyResponses, visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { contextOfFlow, toResponses, validAnswersFor } from '../../test/kits/survey-test-kit';
import { insertFormulas } from './surveys.repository';
import { seedDemoData } from '../../seed/demo-data';
import { BRAND_DEMO_ACCOUNTS } from '../../seed/demo-accounts';

const t = suiteTestApp();

let nextEmail = 1;
async function registeredPatient(): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(t.app);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
  const email = `survey${nextEmail++}@example.com`;
  expect((await client.post('/api/register', { email, password: 'correct-horse' })).status).toBe(200);
  return { client, email };
}

async function skinVisit(): Promise<{ client: TestClient; uuid: string; email: string }> {
  const { client, email } = await registeredPatient();
  const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
  return { client, uuid, email };
}

const SKIN = contextOfFlow('skin-signup');
const now = () => new Date().toISOString();
const rowCount = async () => (await t.handle.db.select({ n: count() }).from(surveyResponses))[0]?.n ?? 0;

describe('survey autosave and resume', () => {
  it('saves one answer with the words the patient saw, and returns it on resume', async () => {
    const { client, uuid } = await skinVisit();
    const fresh = await client.get(`/api/visits/${uuid}/survey`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ surveyId: 'skin-signup', version: 1, context: SKIN, responses: [], completedAt: null, patientAge: expect.any(Number) });
    expect(fresh.body.data.outcome).toEqual({ kind: 'continue' });

    const saved = await client.post(`/api/visits/${uuid}/response`, {
      context: SKIN,
      response: { question: 'skin_concerns', answer: ['acne', 'dark_spots'], answeredAt: now() },
    });
    expect(saved.status).toBe(200);
    const resumed = (await client.get(`/api/visits/${uuid}/survey`)).body.data;
    expect(resumed.responses).toEqual([
      expect.objectContaining({ question: 'skin_concerns', answer: ['acne', 'dark_spots'], text: 'Acne, Dark spots', semanticMeaning: 'skin_concerns' }),
    ]);
    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(visit.responses).toEqual([{ question: { id: 'skin_concerns' }, value: ['acne', 'dark_spots'] }]);
  });

  it('keeps every answer of 10 parallel autosaves', async () => {
    const { client, uuid } = await skinVisit();
    await client.get('/api/auth/csrf');
    const answers = validAnswersFor('skin-signup', { anything_else: 'Nothing else', retinoid_reaction: 'tolerated' });
    const entries = Object.entries(answers).slice(0, 10);
    expect(entries).toHaveLength(10);
    const results = await Promise.all(
      entries.map(([question, answer]) => client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question, answer, answeredAt: now() } })),
    );
    expect(results.map((result) => result.status)).toEqual(entries.map(() => 200));
    const stored = (await client.get(`/api/visits/${uuid}/survey`)).body.data.responses.map((entry: { question: string }) => entry.question);
    expect(stored.sort()).toEqual(entries.map(([question]) => question).sort());
  });

  it('replaces an answeredAt more than 5 minutes ahead by the server time and keeps a past one', async () => {
    const { client, uuid } = await skinVisit();
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'oily', answeredAt: future } });
    const past = '2024-01-02T03:04:05.000Z';
    await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question: 'skin_goal', answer: 'even_tone', answeredAt: past } });
    const responses = (await client.get(`/api/visits/${uuid}/survey`)).body.data.responses;
    const typeAt = Date.parse(responses.find((entry: { question: string }) => entry.question === 'skin_type').answeredAt);
    expect(Math.abs(typeAt - Date.now())).toBeLessThan(60_000);
    expect(responses.find((entry: { question: string }) => entry.question === 'skin_goal').answeredAt).toBe(past);
  });
});

describe('refused answers store nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown question', { question: 'favourite_colour', answer: 'blue' }, MESSAGES.survey.unknownQuestion],
    ['a wrong type', { question: 'skin_type', answer: ['oily'] }, MESSAGES.survey.wrongType],
    ['an option not offered', { question: 'skin_type', answer: 'scaly' }, MESSAGES.survey.optionNotOffered],
    ['a text failing its validator', { question: 'current_medications_details', answer: '1' }, MESSAGES.textInput.invalid],
    ['a text too long', { question: 'anything_else', answer: 'a'.repeat(1001) }, MESSAGES.survey.tooLong],
  ];
  for (const [name, response, message] of cases) {
    it(`refuses ${name} with 422`, async () => {
      const { client, uuid } = await skinVisit();
      const before = await rowCount();
      const refused = await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { ...response, answeredAt: now() } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors).toEqual({ [String(response.question)]: [message] });
      expect(await rowCount()).toBe(before);
      expect((await client.get(`/api/visits/${uuid}/survey`)).body.data.responses).toEqual([]);
    });
  }

  it('refuses an unknown or mismatched context', async () => {
    const { client, uuid } = await skinVisit();
    const before = await rowCount();
    for (const context of ['skin-signup-v9', 'hair-signup-v1', 'nothing-v1']) {
      const refused = await client.post(`/api/visits/${uuid}/response`, { context, response: { question: 'skin_type', answer: 'oily', answeredAt: now() } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ message: MESSAGES.survey.unknownSurvey, errors: { context: [MESSAGES.survey.unknownSurvey] } });
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses completion with a required question unanswered, keeping nothing', async () => {
    const { client, uuid } = await skinVisit();
    const { skin_goal: _left, ...answers } = validAnswersFor('skin-signup');
    const refused = await client.post(`/api/visits/${uuid}/responses`, { context: SKIN, responses: toResponses(answers) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ skin_goal: [MESSAGES.survey.required] });
    const state = (await client.get(`/api/visits/${uuid}/survey`)).body.data;
    expect(state).toMatchObject({ responses: [], completedAt: null });
  });

  it('answers 419 without the CSRF token', async () => {
    const { client, uuid } = await skinVisit();
    const refused = await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'oily', answeredAt: now() } }, { csrf: false });
    expect(refused.status).toBe(419);
    expect((await client.get(`/api/visits/${uuid}/survey`)).body.data.responses).toEqual([]);
  });
});

describe('completion', () => {
  it('completes the survey, drops answers to hidden questions and moves progress past the quiz', async () => {
    const { client, uuid } = await skinVisit();
    const answers = validAnswersFor('skin-signup', { acne_severity: 'mild' });
    const completed = await client.post(`/api/visits/${uuid}/responses`, { context: SKIN, responses: toResponses(answers) });
    expect(completed.status).toBe(200);
    expect(completed.body.data.completedAt).not.toBeNull();
    expect(completed.body.data.responses.map((entry: { question: string }) => entry.question)).not.toContain('acne_severity');
    expect(completed.body.data.nextPath).toBe('/get-started/skin/legal-name');
    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(visit.progress.steps.find((s: { step: string }) => s.step === 'quiz').state).toBe('done');

    const history = await client.get('/api/patient/health-history');
    expect(history.status).toBe(200);
    expect(history.body.data).toContainEqual({ title: 'Have you used any of these treatments before?', value: 'None of these', questionName: 'past_treatments' });
    expect(history.body.data.map((item: { questionName: string }) => item.questionName)).not.toContain('skin_type');
  });

  it('does not let the browser record the quiz as done', async () => {
    const { client, uuid } = await skinVisit();
    expect((await client.post(`/api/visits/${uuid}/steps/quiz`)).status).toBe(422);
  });

  it('refuses changes once the visit is completed (409)', async () => {
    const { client, uuid } = await skinVisit();
    await t.handle.db.update(visits).set({ completedAt: new Date() }).where(eq(visits.uuid, uuid));
    const refused = await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'oily', answeredAt: now() } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.survey.visitCompleted);
    expect((await client.get(`/api/visits/${uuid}/survey`)).body.data.responses).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers 404 for another patient's visit on every survey route and leaks nothing", async () => {
    const owner = await skinVisit();
    await owner.client.post(`/api/visits/${owner.uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'oily', answeredAt: now() } });
    const { client: intruder } = await registeredPatient();
    const attempts = [
      await intruder.get(`/api/visits/${owner.uuid}/survey`),
      await intruder.post(`/api/visits/${owner.uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'dry', answeredAt: now() } }),
      await intruder.post(`/api/visits/${owner.uuid}/responses`, { context: SKIN, responses: toResponses(validAnswersFor('skin-signup')) }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGES.form.notFound, code: 'NOT_FOUND' });
    }
    const untouched = (await owner.client.get(`/api/visits/${owner.uuid}/survey`)).body.data;
    expect(untouched.responses).toEqual([expect.objectContaining({ question: 'skin_type', answer: 'oily' })]);
    expect(untouched.completedAt).toBeNull();
    expect((await intruder.get('/api/patient/health-history')).body.data).toEqual([]);
  });

  it("lists only the patient's own formulas", async () => {
    const first = await registeredPatient();
    const second = await registeredPatient();
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.email, first.email));
    await insertFormulas(t.handle.db, [
      { patientId: row!.id, name: 'Clear Skin Formula', ingredients: [{ name: 'Tretinoin', strength: '0.025%' }], conditions: ['Acne'], prescribedAt: new Date() },
    ]);
    const own = await first.client.get('/api/patient/formulas');
    expect(own.body.data).toEqual([
      { id: expect.any(Number), name: 'Clear Skin Formula', ingredients: [{ name: 'Tretinoin', strength: '0.025%' }], conditions: ['Acne'] },
    ]);
    expect((await second.client.get('/api/patient/formulas')).body.data).toEqual([]);
    expect((await new TestClient(t.app).get('/api/patient/formulas')).status).toBe(401);
  });

  it('seeds two formulas and the sign-up intake for the demo patient, once', async () => {
    await seedDemoData(t.handle.db, t.secret, t.adapters);
    await seedDemoData(t.handle.db, t.secret, t.adapters);
    const [demo] = BRAND_DEMO_ACCOUNTS;
    const client = new TestClient(t.app);
    expect((await client.post('/auth/login', { email: demo.email, password: demo.password })).status).toBe(200);
    const formulas = (await client.get('/api/patient/formulas')).body.data;
    expect(formulas.map((formula: { name: string }) => formula.name)).toEqual(['Clear Skin Formula', 'Even Tone Formula']);
    // The sign-up before those formulas: one completed visit whose answers make the health history.
    const visits = (await client.get('/api/visits')).body.data as { flow: string; completedAt: string | null }[];
    expect(visits.filter((visit) => visit.flow === 'skin-signup')).toEqual([expect.objectContaining({ completedAt: expect.any(String) })]);
    const history = (await client.get('/api/patient/health-history')).body.data as { questionName: string }[];
    expect(history.length).toBeGreaterThan(0);
  });
});
