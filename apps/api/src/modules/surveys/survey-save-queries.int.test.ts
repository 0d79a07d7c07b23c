import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { TestClient } from '../../test/test-client';
import { contextOfFlow } from '../../test/kits/survey-test-kit';

const t = suiteTestApp();

const SKIN = contextOfFlow('skin-signup');
/** The session, the visit, the upsert; and the change's audit row (ADR 116), shared under load by the answers saved at once. */
const MAX_ROUND_TRIPS = 4;

describe('an autosave of one survey answer', () => {
  it(`makes at most ${MAX_ROUND_TRIPS} database round trips, the session's included`, async () => {
    const client = new TestClient(t.app);
    await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect((await client.post('/api/register', { email: 'round-trips@example.com', password: 'correct-horse' })).status).toBe(200);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const save = (question: string, answer: string | string[]) =>
      client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question, answer, answeredAt: new Date().toISOString() } });

    // The first answer creates the visit's survey row, later ones merge into it: both are counted.
    const first = await countQueries(() => save('skin_concerns', ['acne']));
    expect(first.result.status).toBe(200);
    const next = await countQueries(() => save('skin_type', 'combination'));
    expect(next.result.status).toBe(200);
    expect(next.result.body.data.responses).toHaveLength(2);

    expect(first.queries.length, first.queries.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
    expect(next.queries.length, next.queries.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
    expect(next.queries.at(-1)).toMatch(/^insert into "audit_events"/);
  });
});
