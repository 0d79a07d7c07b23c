import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { analyticsEvents, surveyResponses } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { contextOfFlow, toResponses, validAnswersFor } from '../../test/kits/survey-test-kit';

const t = suiteTestApp();

const HAIR = contextOfFlow('hair-signup');
const SKIN = contextOfFlow('skin-signup');
const HAIR_QUIZ = '/api/surveys/hair-signup/quiz';
const now = () => new Date().toISOString();
let nextEmail = 1;

/** A visitor who passed the hair eligibility step, not yet registered. */
async function hairVisitor(): Promise<TestClient> {
  const client = new TestClient(t.app);
  const checked = await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [2] });
  expect(checked.status).toBe(200);
  return client;
}

/** The analytics events recorded for survey ineligibility with `reason`. */
async function ineligibleEvents(reason: string) {
  const events = await t.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'ineligible'));
  return events.filter((event) => event.properties.reason === reason);
}

const register = (client: TestClient) => client.post('/api/register', { email: `hair${nextEmail++}@example.com`, password: 'correct-horse' });

describe('pre-account (anonymous) hair survey', () => {
  it('keeps answers in the session and resumes them, before any visit exists', async () => {
    const visitor = await hairVisitor();
    const rowsBefore = (await t.handle.db.select({ n: count() }).from(surveyResponses))[0]?.n;
    const fresh = await visitor.get(HAIR_QUIZ);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ surveyId: 'hair-signup', context: HAIR, responses: [], patientAge: expect.any(Number), nextPath: '/get-started/hair/register' });
    const saved = await visitor.post(`${HAIR_QUIZ}/responses`, { context: HAIR, responses: toResponses({ hair_loss_location: 'crown' }), complete: false });
    expect(saved.status).toBe(200);
    expect((await visitor.get(HAIR_QUIZ)).body.data.responses).toEqual([
      expect.objectContaining({ question: 'hair_loss_location', answer: 'crown', text: 'Thinning at the crown' }),
    ]);
    expect((await t.handle.db.select({ n: count() }).from(surveyResponses))[0]?.n).toBe(rowsBefore);
  });

  it('keeps every answer of parallel autosaves in one visitor session', async () => {
    const visitor = await hairVisitor();
    await visitor.get('/api/auth/csrf');
    const entries = Object.entries(validAnswersFor('hair-signup')).slice(0, 8);
    expect(entries.length).toBeGreaterThanOrEqual(6);
    const results = await Promise.all(
      entries.map(([question, answer]) => visitor.post(`${HAIR_QUIZ}/responses`, { context: HAIR, responses: toResponses({ [question]: answer }), complete: false })),
    );
    expect(results.map((result) => result.status)).toEqual(entries.map(() => 200));
    const stored = (await visitor.get(HAIR_QUIZ)).body.data.responses.map((entry: { question: string }) => entry.question);
    expect(stored.sort()).toEqual(entries.map(([question]) => question).sort());
  });

  it('refuses a bad answer with 422 and keeps nothing', async () => {
    const visitor = await hairVisitor();
    const refused = await visitor.post(`${HAIR_QUIZ}/responses`, { context: HAIR, responses: toResponses({ hair_loss_location: 'knees' }), complete: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ hair_loss_location: [MESSAGES.survey.optionNotOffered] });
    expect((await visitor.get(HAIR_QUIZ)).body.data.responses).toEqual([]);
  });

  it('makes a visitor with hair loss off the scalp ineligible, and registration then refuses them', async () => {
    const visitor = await hairVisitor();
    const eventsBefore = (await ineligibleEvents('ineligible_hair_loss_location')).length;
    const saved = await visitor.post(`${HAIR_QUIZ}/responses`, {
      context: HAIR,
      responses: toResponses({ hair_loss_location: 'eyebrows_eyelashes' }),
      complete: false,
    });
    expect(saved.body.data.outcome).toEqual({
      kind: 'ineligible',
      reason: 'ineligible_hair_loss_location',
      userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_loss_location,
      path: '/ineligible/ineligible_hair_loss_location?category=hair',
    });
    // Tracked once, with the reason only: the answer itself is health data and stays out.
    const events = await ineligibleEvents('ineligible_hair_loss_location');
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toMatchObject({ patientId: null, properties: { reason: 'ineligible_hair_loss_location', trackingMessage: null } });
    expect(JSON.stringify(events.at(-1))).not.toContain('eyebrows');
    const refused = await register(visitor);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.eligibility).toEqual([INELIGIBLE_USER_MESSAGES.ineligible_hair_loss_location]);

    // Changing the answer lifts the survey's ineligibility.
    await visitor.post(`${HAIR_QUIZ}/responses`, { context: HAIR, responses: toResponses({ hair_loss_location: 'crown' }), complete: false });
    expect((await register(visitor)).status).toBe(200);
  });

  it('sends a patient who wants regrowth to registration', async () => {
    const visitor = await hairVisitor();
    const completed = await visitor.post(`${HAIR_QUIZ}/responses`, {
      context: HAIR,
      responses: toResponses(validAnswersFor('hair-signup', { hair_goal: 'improve_hair_growth_primary' })),
      complete: true,
    });
    expect(completed.status).toBe(200);
    expect(completed.body.data.outcome).toEqual({ kind: 'redirect', path: '/get-started/hair/register' });
    expect(completed.body.data.completedAt).not.toBeNull();
  });

  it('moves the completed draft into the visit once it opens after registration', async () => {
    const visitor = await hairVisitor();
    const completed = await visitor.post(`${HAIR_QUIZ}/responses`, {
      context: HAIR,
      responses: toResponses(validAnswersFor('hair-signup')),
      complete: true,
    });
    expect(completed.body.data.completedAt).not.toBeNull();
    expect((await register(visitor)).status).toBe(200);
    const visit = (await visitor.post('/api/visits', { flow: 'hair-signup' })).body.data;
    expect(visit.progress.steps.find((s: { step: string }) => s.step === 'quiz').state).toBe('done');
    expect(visit.progress.currentStep).toBe('legal-name');
    expect(visit.responses).toContainEqual({ question: { id: 'hair_loss_location' }, value: ['crown'] });
    const survey = (await visitor.get(`/api/visits/${visit.uuid}/survey`)).body.data;
    expect(survey.completedAt).not.toBeNull();
    expect(survey.responses).toHaveLength(Object.keys(validAnswersFor('hair-signup')).length);
    // The draft left the session: the flow route now answers from the visit.
    const viaFlow = (await visitor.get(HAIR_QUIZ)).body.data;
    expect(viaFlow.completedAt).toBe(survey.completedAt);
  });

  it('answers 401 to a visitor for a flow whose survey comes after the account, and 404 for a flow without one', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/surveys/skin-signup/quiz')).status).toBe(401);
    const refused = await visitor.post('/api/surveys/skin-signup/quiz/responses', { context: SKIN, responses: toResponses({ skin_type: 'oily' }), complete: false });
    expect(refused.status).toBe(401);
    expect((await visitor.get('/api/surveys/resubscription/quiz')).status).toBe(404);
    expect((await visitor.get('/api/surveys/hair-signup/photos')).status).toBe(404);
  });
});

describe('ineligibility in a visit', () => {
  it('writes an obgyn answer into the visit eligibility and clears it when the answer changes', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect((await client.post('/api/register', { email: `skin${nextEmail++}@example.com`, password: 'correct-horse' })).status).toBe(200);
    const { uuid } = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const answer = (question: string, value: string | string[]) =>
      client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question, answer: value, answeredAt: now() } });
    await answer('sex_at_birth', 'female');
    const pregnant = await answer('pregnancy_status', ['pregnant']);
    expect(pregnant.body.data.outcome).toMatchObject({ kind: 'ineligible', reason: 'ineligible_obgyn', path: '/ineligible/ineligible_obgyn?category=skin' });
    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(visit.eligibility.ineligibleReason).toEqual({ reason: 'ineligible_obgyn', userMessage: INELIGIBLE_USER_MESSAGES.ineligible_obgyn });
    expect(visit.eligibility.state).toBe('CA');

    // Completing with the ineligible answer keeps it on record but does not complete the survey.
    const completed = await client.post(`/api/visits/${uuid}/responses`, {
      context: SKIN,
      responses: toResponses(validAnswersFor('skin-signup', { sex_at_birth: 'female', pregnancy_status: ['nursing'] })),
    });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ completedAt: null, outcome: { kind: 'ineligible', reason: 'ineligible_obgyn' } });
    // One event for the visit's ineligibility, however often the answer is saved again.
    const patientId = (await client.get('/api/patient')).body.data.id;
    const events = (await ineligibleEvents('ineligible_obgyn')).filter((event) => event.patientId === patientId);
    expect(events).toHaveLength(1);

    await answer('pregnancy_status', ['none']);
    const cleared = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(cleared.eligibility.ineligibleReason).toBeNull();
    expect(cleared.eligibility.state).toBe('CA');
  });
});
