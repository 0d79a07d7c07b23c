import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

const AGENCY = 'agency.localhost:3000';

// The flows, visit-types and recommendations paths of 001 §7.6 (answers ours, ADR 101).
describe('GET /api/flows', () => {
  it("answers the brand's flows, each brand with its own skin sign-up", async () => {
    const main = await new TestClient(t.app).get('/api/flows');
    expect(main.status).toBe(200);
    const ids = main.body.data.map((flow: { id: string }) => flow.id);
    expect(ids).toContain('skin-signup');
    expect(ids).not.toContain('agency-skin-signup');
    expect(main.body.data.find((flow: { id: string }) => flow.id === 'hair-signup')).toMatchObject({
      treatmentCategory: 2,
      flowType: 'initial-treatment',
      entryPath: '/get-started/hair',
      completionUrl: '/dashboard',
    });
    const agency = await new TestClient(t.app, AGENCY).get('/api/flows');
    expect(agency.body.data.map((flow: { id: string }) => flow.id)).toContain('agency-skin-signup');
  });
});

describe('GET /api/visit-types', () => {
  it('groups the flows by flow type and category', async () => {
    const response = await new TestClient(t.app).get('/api/visit-types');
    expect(response.status).toBe(200);
    expect(response.body.data).toContainEqual({ flowType: 'new-treatment', treatmentCategory: 2, flows: ['new-treatment-hair'] });
    expect(response.body.data).toContainEqual({ flowType: 'initial-treatment', treatmentCategory: 1, flows: ['skin-signup', 'one-time-rx-skin', 'product-detail-trial'] });
  });
});

describe('GET /api/recommendations', () => {
  it('answers both treatments without concerns, and the one that treats the concerns with them', async () => {
    const all = await new TestClient(t.app).get('/api/recommendations');
    expect(all.body.data.map((choice: { category: string }) => choice.category)).toEqual(['skin', 'hair']);
    const hair = await new TestClient(t.app).get('/api/recommendations?concerns=thinning_hair,hair_shedding');
    expect(hair.status).toBe(200);
    expect(hair.body.data).toHaveLength(1);
    expect(hair.body.data[0]).toMatchObject({ category: 'hair', startPath: '/get-started/hair' });
    expect(hair.body.data[0].concerns).toContainEqual({ id: 'thinning_hair', label: 'Thinning hair' });
  });

  it('refuses an unknown concern', async () => {
    expect((await new TestClient(t.app).get('/api/recommendations?concerns=acne,sunburn')).status).toBe(422);
  });
});
