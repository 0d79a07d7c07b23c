import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { TestClient } from '../test/test-client';
import { signedInPatient } from '../test/kits/photo-test-kit';
import { contextOfFlow } from '../test/kits/survey-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SKIN = contextOfFlow('skin-signup');
const notAllowed = (field: string) => `The ${field} field contains a character that is not allowed.`;

async function skinVisit(): Promise<{ client: TestClient; uuid: string }> {
  const client = await signedInPatient(t.app);
  const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
  return { client, uuid };
}

function answer(client: TestClient, uuid: string, value: unknown) {
  return client.post(`/api/visits/${uuid}/response`, {
    context: SKIN,
    response: { question: 'anything_else', answer: value, answeredAt: new Date().toISOString() },
  });
}

// PostgreSQL stores neither U+0000 nor an unpaired UTF-16 surrogate in text or jsonb; such input
// is refused at the edge with a 422 on its field, before any handler or query runs.
describe('characters PostgreSQL cannot store', () => {
  it('refuses U+0000 in a JSON body field', async () => {
    const response = await new TestClient(t.app).post('/api/tracking/landing', { landingUrl: 'x\u0000y' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: notAllowed('landingUrl'), code: 'VALIDATION_FAILED', errors: { landingUrl: [notAllowed('landingUrl')] } });
  });

  it('refuses U+0000 or an unpaired surrogate in a survey answer and saves nothing', async () => {
    const { client, uuid } = await skinVisit();
    for (const value of ['nul\u0000byte', 'lone \ud800 surrogate', ['dark_spots', 'a\udc00']]) {
      const response = await answer(client, uuid, value);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ response: [notAllowed('response')] });
    }
    expect(await t.handle.db.select().from(surveyResponses)).toEqual([]);
  });

  it('refuses U+0000 in an object key', async () => {
    const response = await new TestClient(t.app).post('/api/tracking/landing', { landingUrl: 'https://a.example/', 'x\u0000': 1 });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses U+0000 in a query string and in a route parameter', async () => {
    const query = await new TestClient(t.app).get('/dev/outbox?recipient=%00');
    expect(query.status).toBe(422);
    expect(query.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { recipient: [notAllowed('recipient')] } });
    const param = await new TestClient(t.app).get('/app/photos/required/skin%00care');
    expect(param.status).toBe(422);
    expect(param.body.errors).toEqual({ x: [notAllowed('x')] });
    // Paths that match no route have the wildcard parameter `*`, reported as `path`.
    const unmatched = await new TestClient(t.app).get('/api/no-such%00route');
    expect(unmatched.body.errors).toEqual({ path: [notAllowed('path')] });
    expect((await new TestClient(t.app).get('/api/no-such-route')).status).toBe(404);
  });

  it('still takes tabs, line breaks and characters outside the basic plane', async () => {
    const { client, uuid } = await skinVisit();
    const response = await answer(client, uuid, 'line one\n\ttab 😀 𝄞');
    expect(response.status).toBe(200);
    const saved = (await client.get(`/api/visits/${uuid}/survey`)).body.data.responses;
    expect(saved).toEqual([expect.objectContaining({ question: 'anything_else', answer: 'line one\n\ttab 😀 𝄞' })]);
  });

  it('answers a url with broken percent-encoding in the error shape', async () => {
    const response = await new TestClient(t.app).get('/api/visits/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'This web address is not valid.', code: 'BAD_REQUEST' });
  });
});
