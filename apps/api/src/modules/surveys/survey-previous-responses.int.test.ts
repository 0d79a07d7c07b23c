import { describe, expect, it } from 'vitest';
import { SURVEY_REGISTRY } from '@app/domain/surveys';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { carriedOverResponses } from './survey-checks';
import { contextOfFlow, toResponses } from '../../test/kits/survey-test-kit';

// 000 §3 `previousResponses`: the medical-history update starts from the last completed answers.

const t = suiteTestApp();

const UPDATE = contextOfFlow('medical-history-update');
const CHANGED_ANSWERS = {
  is_information_accurate: 'update',
  med_update_what_changed: ['medications', 'allergies'],
  med_update_current_medications: 'yes',
  med_update_current_medications_details: 'Vitamin D daily',
  med_update_allergies: 'no',
};

let nextEmail = 1;
async function registeredPatient(): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
  const email = `previous${nextEmail++}@example.com`;
  expect((await client.post('/api/register', { email, password: 'correct-horse' })).status).toBe(200);
  return client;
}

async function updateVisit(client: TestClient): Promise<string> {
  const response = await client.post('/api/visits', { flow: 'medical-history-update' });
  expect(response.status).toBe(200);
  return response.body.data.uuid as string;
}

/** A patient who completed one medical-history update (survey and visit) with changes. */
async function patientWithCompletedUpdate(): Promise<TestClient> {
  const client = await registeredPatient();
  const uuid = await updateVisit(client);
  const done = await client.post(`/api/visits/${uuid}/responses`, { context: UPDATE, responses: toResponses(CHANGED_ANSWERS, '2026-01-05T10:00:00.000Z') });
  expect(done.status).toBe(200);
  expect(done.body.data.completedAt).not.toBeNull();
  expect((await client.post('/api/surveys/medical-history-update-complete')).status).toBe(200);
  return client;
}

describe('previousResponses of the medical-history update', () => {
  it('offers the last completed answers to a new visit, without the accuracy confirmation', async () => {
    const client = await patientWithCompletedUpdate();
    const uuid = await updateVisit(client);
    const state = (await client.get(`/api/visits/${uuid}/survey`)).body.data;
    expect(state.responses).toEqual([]);
    expect(state.completedAt).toBeNull();
    const previous = state.previousResponses as { question: string; answer: unknown; answeredAt: string; text?: string }[];
    expect(previous.map((entry) => [entry.question, entry.answer])).toEqual([
      ['med_update_what_changed', ['medications', 'allergies']],
      ['med_update_current_medications', 'yes'],
      ['med_update_current_medications_details', 'Vitamin D daily'],
      ['med_update_allergies', 'no'],
    ]);
    expect(previous[0]).toMatchObject({ text: 'My medications, My allergies', answeredAt: '2026-01-05T10:00:00.000Z' });
    // The flow route of the same visit says the same.
    expect((await client.get('/api/surveys/medical-history-update/quiz')).body.data.previousResponses).toEqual(previous);
  });

  it('never shows another patient’s answers', async () => {
    await patientWithCompletedUpdate();
    const other = await registeredPatient();
    const uuid = await updateVisit(other);
    expect((await other.get(`/api/visits/${uuid}/survey`)).body.data.previousResponses).toEqual([]);
  });

  it('offers nothing once the visit has saved answers of its own', async () => {
    const client = await patientWithCompletedUpdate();
    const uuid = await updateVisit(client);
    const saved = await client.post(`/api/visits/${uuid}/response`, {
      context: UPDATE,
      response: { question: 'is_information_accurate', answer: 'update', answeredAt: new Date().toISOString() },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.previousResponses).toEqual([]);
    expect((await client.get(`/api/visits/${uuid}/survey`)).body.data.previousResponses).toEqual([]);
  });

  it('offers nothing for a survey without previousResponses', async () => {
    const client = await registeredPatient();
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    expect((await client.get(`/api/visits/${uuid}/survey`)).body.data.previousResponses).toEqual([]);
  });
});

describe('carriedOverResponses', () => {
  it('keeps only answers to questions of this version that still pass their checks', () => {
    const definition = SURVEY_REGISTRY.findCurrent('medical-history-update');
    if (!definition) {
      throw new Error('medical-history-update is not published');
    }
    const at = '2026-01-05T10:00:00.000Z';
    const carried = carriedOverResponses(definition, {
      is_information_accurate: { question: 'is_information_accurate', answer: 'accurate', answeredAt: at },
      med_update_allergies: { question: 'med_update_allergies', answer: 'yes', answeredAt: at },
      med_update_what_changed: { question: 'med_update_what_changed', answer: ['retired_option'], answeredAt: at },
      removed_question: { question: 'removed_question', answer: 'yes', answeredAt: at },
      med_update_current_medications: { question: 'med_update_current_medications', answer: '', answeredAt: at },
    });
    expect(carried).toEqual([{ question: 'med_update_allergies', answer: 'yes', text: 'Yes', semanticMeaning: 'allergies', answeredAt: at }]);
  });
});
