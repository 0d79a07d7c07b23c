import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signInAsStaff } from '../test/staff-session';
import { TestClient } from '../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const audienceOf = (method: string, url: string) =>
  t.app.routeTable.find((route) => route.url === url && [route.method].flat().includes(method))?.config?.audience;

describe('route groups by audience', () => {
  it('tags every route with the audience of the group it was registered in', () => {
    expect(audienceOf('GET', '/api/brand')).toBe('public');
    expect(audienceOf('POST', '/api/eligibility/evaluate')).toBe('visitor');
    expect(audienceOf('GET', '/api/patient')).toBe('patient');
    expect(audienceOf('POST', '/api/visits/:uuid/response')).toBe('patient');
  });

  it('answers a patient route 401 to a visitor and 403 to a staff session', async () => {
    expect((await new TestClient(t.app).get('/api/patient')).status).toBe(401);
    const provider = new TestClient(t.app);
    await signInAsStaff(t, provider, 'provider');
    const answer = await provider.get('/api/patient');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'FORBIDDEN', message: 'This page is not available to the account you are signed in with.' });
  });

  it('refuses visitor routes to a staff session, whose role has no patient journey', async () => {
    const operator = new TestClient(t.app);
    await signInAsStaff(t, operator, 'operator');
    const answer = await operator.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true });
    expect(answer.status).toBe(403);
  });

  it('serves public routes to everyone, staff included', async () => {
    const provider = new TestClient(t.app);
    await signInAsStaff(t, provider, 'provider');
    expect((await provider.get('/api/brand')).status).toBe(200);
    expect((await provider.post('/logout')).status).toBe(200);
    // Logged out, the same client is a visitor again.
    expect((await provider.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true })).status).toBe(200);
  });
});
