import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { NEW_TREATMENT_V1, type SurveyDefinitionInput, WRITTEN_SURVEYS, buildSurveyRegistry, type SurveyRegistry } from '@app/domain/surveys';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TestClient } from '../../test/test-client';
import { jpegWithGps, photoFile, postForm, signedInPatient } from '../../test/kits/photo-test-kit';
import type { SurveyLookup } from './survey-checks';
import { toResponses } from '../../test/kits/survey-test-kit';

// Version 2 of the new-treatment survey asks one more question first; version 1 is retired.
const NEW_TREATMENT_V2: SurveyDefinitionInput = {
  ...NEW_TREATMENT_V1,
  version: 2,
  pages: [
    {
      questions: [
        {
          id: 'treatment_feedback',
          type: 'radio-list',
          title: 'How is your current treatment going?',
          choices: [
            { value: 'well', text: 'Well' },
            { value: 'not_well', text: 'Not so well' },
          ],
        },
      ],
    },
    ...NEW_TREATMENT_V1.pages,
  ],
};

let active: SurveyRegistry = buildSurveyRegistry(WRITTEN_SURVEYS);
/** The registry the app sees; the test publishes version 2 part-way through. */
const switchable: SurveyLookup = {
  find: (id, version) => active.find(id, version),
  findByContext: (context) => active.findByContext(context),
  findCurrent: (id) => active.findCurrent(id),
};
function publishVersion2(): void {
  const others = WRITTEN_SURVEYS.filter((survey) => survey !== NEW_TREATMENT_V1);
  active = buildSurveyRegistry([...others, { ...NEW_TREATMENT_V1, state: 'retired' }, NEW_TREATMENT_V2]);
}

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teleskin-survey-'));
  t = await buildTestApp({ DATA_DIR: dataDir }, { surveyRegistry: switchable });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newTreatmentVisit(): Promise<{ client: TestClient; uuid: string }> {
  const client = await signedInPatient(t.app);
  const opened = await client.post('/api/visits', { flow: 'new-treatment-skin' });
  expect(opened.body.data.progress.currentStep).toBe('quiz');
  return { client, uuid: opened.body.data.uuid as string };
}

const save = (client: TestClient, uuid: string, context: string, question: string, answer: string | string[]) =>
  client.post(`/api/visits/${uuid}/response`, { context, response: { question, answer, answeredAt: new Date().toISOString() } });

describe('survey versions', () => {
  it('keeps answers with the version they were given under and gives a new visit the new version', async () => {
    const first = await newTreatmentVisit();
    expect((await save(first.client, first.uuid, 'new-treatment-v1', 'previous_formula', 'new_treatment')).status).toBe(200);

    publishVersion2();

    const pinned = (await first.client.get(`/api/visits/${first.uuid}/survey`)).body.data;
    expect(pinned).toMatchObject({ version: 1, context: 'new-treatment-v1' });
    expect(pinned.definition.pages).toHaveLength(NEW_TREATMENT_V1.pages.length);
    expect((await save(first.client, first.uuid, 'new-treatment-v1', 'change_reason', ['not_working'])).status).toBe(200);
    const newQuestion = await save(first.client, first.uuid, 'new-treatment-v1', 'treatment_feedback', 'well');
    expect(newQuestion.status).toBe(422);
    expect(newQuestion.body.message).toBe(MESSAGES.survey.unknownQuestion);
    const otherVersion = await save(first.client, first.uuid, 'new-treatment-v2', 'previous_formula', 'new_treatment');
    expect(otherVersion.status).toBe(422);
    expect(otherVersion.body.message).toBe(MESSAGES.survey.unknownSurvey);

    const second = await newTreatmentVisit();
    const fresh = (await second.client.get(`/api/visits/${second.uuid}/survey`)).body.data;
    expect(fresh).toMatchObject({ version: 2, context: 'new-treatment-v2' });
    expect((await save(second.client, second.uuid, 'new-treatment-v1', 'previous_formula', 'new_treatment')).status).toBe(422);
    expect((await save(second.client, second.uuid, 'new-treatment-v2', 'treatment_feedback', 'well')).status).toBe(200);

    const stillPinned = (await first.client.get(`/api/visits/${first.uuid}/survey`)).body.data;
    expect(stillPinned.version).toBe(1);
    expect(stillPinned.responses.map((entry: { question: string }) => entry.question)).toEqual(['previous_formula', 'change_reason']);
  });
});

describe('photo-upload answers', () => {
  const answers = {
    previous_formula: 'new_treatment',
    change_reason: ['not_working'],
    concern_photos: ['face_front'],
    health_changed: 'no',
    phone_number: '4155550134',
  };

  it('refuses completion while a photo named in the answer is missing, then completes once it is uploaded', async () => {
    const { client, uuid } = await newTreatmentVisit();
    const context = (await client.get(`/api/visits/${uuid}/survey`)).body.data.context;
    const refused = await client.post(`/api/visits/${uuid}/responses`, { context, responses: toResponses(answers) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: MESSAGES.photos.requiredMissing, errors: { concern_photos: [MESSAGES.photos.requiredMissing] } });
    expect((await client.get(`/api/visits/${uuid}/survey`)).body.data).toMatchObject({ responses: [], completedAt: null });

    const upload = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await jpegWithGps())]);
    expect(upload.status).toBe(200);
    const completed = await client.post(`/api/visits/${uuid}/responses`, { context, responses: toResponses(answers) });
    expect(completed.status).toBe(200);
    expect(completed.body.data.completedAt).not.toBeNull();
    expect(completed.body.data.nextPath).toBe('/new-treatment/skin/schedule-consultation');
  });
});
