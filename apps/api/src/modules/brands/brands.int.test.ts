import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

describe('legal pages', () => {
  it.each(['privacy', 'telehealth-consent', 'terms', 'donotsell'])('serves %s per brand, with the brand named', async (page) => {
    const main = await new TestClient(t.app).get(`/api/brand/legal/${page}`);
    const agency = await new TestClient(t.app, 'agency.localhost').get(`/api/brand/legal/${page}`);
    expect(main.status).toBe(200);
    expect(JSON.stringify(main.body)).toContain('Teleskin');
    expect(JSON.stringify(agency.body)).toContain('Marlow & Finch');
    expect(JSON.stringify(agency.body)).not.toContain('Teleskin');
  });

  it('answers 422 for a page that does not exist', async () => {
    expect((await new TestClient(t.app).get('/api/brand/legal/secrets')).status).toBe(422);
  });
});
