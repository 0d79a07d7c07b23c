import { describe, expect, it } from 'vitest';
import { analyticsEvents, visitorAttributions } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

const longUrl = `https://teleskin.example/get-started/skin?t=INVITE42&utm=${'x'.repeat(2000)}`;

describe('tracking', () => {
  it('gives a visitor a uuid cookie, stores the landing cut to 1001 characters with the invite token, and ties it to the account', async () => {
    const client = new TestClient(t.app);
    const landing = await client.post('/api/tracking/landing', { landingUrl: longUrl, referrerUrl: 'https://search.example/?q=skin' });
    expect(landing.body).toEqual({ isOptedOut: false });
    const visitor = landing.cookies.find((c) => c.name === 'teleskin_visitor');
    expect(visitor?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor?.maxAge).toBe(1000 * 86_400);
    await client.post('/api/tracking/landing', { landingUrl: 'https://teleskin.example/other' });

    await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true });
    const registered = await client.post('/api/register', { email: 'tracked@example.com', password: 'correct-horse' });
    const rows = await t.handle.db.select().from(visitorAttributions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ inviteToken: 'INVITE42', referrerUrl: 'https://search.example/?q=skin', patientId: registered.body.user.id });
    expect(rows[0]!.landingUrl).toHaveLength(1001);

    const events = await t.handle.db.select().from(analyticsEvents);
    expect(events.map((e) => e.name)).toContain('account_registered');
    expect(events.find((e) => e.name === 'account_registered')?.visitorUuid).toBe(visitor?.value);
  });

  it('records an ineligible result with its tracking message and no health answers', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/tracking/landing', { landingUrl: 'https://teleskin.example/' });
    await client.post('/api/eligibility/evaluate', { state: 'AK', birthdate: '04/12/1990', hasAcceptedTerms: true });
    const events = await t.handle.db.select().from(analyticsEvents);
    const ineligible = events.filter((e) => e.name === 'ineligible');
    expect(ineligible.at(-1)?.properties).toEqual({ reason: 'ineligible_state', trackingMessage: 'state not available' });
    expect(JSON.stringify(ineligible)).not.toContain('1990');
  });

  it('respects the opt-out: Global Privacy Control or the do-not-sell choice stores nothing', async () => {
    const before = (await t.handle.db.select().from(analyticsEvents)).length;
    const gpc = await t.app.inject({ method: 'GET', url: '/api/tracking/state', headers: { host: '127.0.0.1', 'sec-gpc': '1' } });
    expect(gpc.json()).toEqual({ isOptedOut: true });

    const client = new TestClient(t.app);
    const choice = await client.post('/api/tracking/opt-out', { isOptedOut: true });
    expect(choice.body).toEqual({ isOptedOut: true });
    expect((await client.get('/api/tracking/state')).body).toEqual({ isOptedOut: true });
    const landing = await client.post('/api/tracking/landing', { landingUrl: 'https://teleskin.example/?t=SECRET' });
    expect(landing.body).toEqual({ isOptedOut: true });
    expect(landing.cookies.find((c) => c.name === 'teleskin_visitor')).toBeUndefined();
    await client.post('/api/eligibility/evaluate', { state: 'AK', birthdate: '04/12/1990', hasAcceptedTerms: true });
    expect((await t.handle.db.select().from(analyticsEvents)).length).toBe(before);
    expect((await t.handle.db.select().from(visitorAttributions)).some((r) => r.inviteToken === 'SECRET')).toBe(false);

    await client.post('/api/tracking/opt-out', { isOptedOut: false });
    expect((await client.get('/api/tracking/state')).body).toEqual({ isOptedOut: false });
  });

  it('refuses a body that is not urls', async () => {
    const response = await new TestClient(t.app).post('/api/tracking/landing', { landingUrl: 42 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ landingUrl: ['The landingUrl field is invalid.'] });
  });
});
