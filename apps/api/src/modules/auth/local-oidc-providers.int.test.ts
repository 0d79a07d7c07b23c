import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { parseEnv } from '../../env';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { answerProviderPage } from '../../test/oidc-test-provider';
import { TestClient } from '../../test/test-client';
import { startLocalOidcProviders, type LocalOidcProviders } from './local-oidc-providers';

let t: TestApp;
let local: LocalOidcProviders;
beforeAll(async () => {
  // As server.ts does in development: the stand-ins' settings are handed to the app like real ones.
  local = await startLocalOidcProviders(parseEnv({ NODE_ENV: 'development' }), () => 3000);
  t = await buildTestApp(local.settings);
});
afterAll(async () => {
  await t.close();
  await local.close();
});

let next = 1;
const newClient = (host = '127.0.0.1:3000') => new TestClient(t.app, host, `10.9.1.${next++}`);
const eligible = { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] };

describe('social sign-up in development, with no provider configured', () => {
  it("offers the spec's Facebook, Apple and Google buttons on both brands", async () => {
    const expected = [
      { id: 'facebook', name: 'Facebook' },
      { id: 'apple', name: 'Apple' },
      { id: 'google', name: 'Google' },
    ];
    expect((await newClient().get('/api/auth/social/providers')).body).toEqual({ data: expected });
    expect((await newClient('agency.localhost:3000').get('/api/auth/social/providers')).body).toEqual({ data: expected });
  });

  it("signs a newcomer up through the local Google's own page: typed email and name, then continue", async () => {
    const client = newClient();
    await client.post('/api/eligibility/evaluate', eligible);
    const start = await client.get('/auth/social/google/start?category=skin&failure=%2Fget-started%2Fskin%2Fregister');
    expect(start.status).toBe(302);
    const authorizationUrl = new URL(String(start.headers.location));
    expect(authorizationUrl.origin).toBe(local.settings.OIDC_GOOGLE_ISSUER);
    // The real authorization code request of production: state, nonce and a PKCE challenge.
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();

    let page = '';
    const callback = await answerProviderPage(authorizationUrl.href, (html) => {
      page = html;
      return { email: 'Dev.Newcomer@example.com', name: 'Dev Newcomer', choice: 'continue' };
    });
    expect(page).toContain('<h1>Sign in with Google</h1>');
    expect(page).toContain('runs only in development');
    expect(callback.origin).toBe('http://127.0.0.1:3000');
    const done = await client.get(callback.pathname + callback.search);
    expect(done.headers.location).toBe('/get-started/skin/legal-name');
    const me = await client.get('/api/patient');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'dev.newcomer@example.com', state: 'CA' });

    // Next time the provider's page offers the same identity to pick, and it signs straight in.
    const again = newClient();
    const second = await again.get('/auth/social/google/start?redirect=%2Fdashboard');
    const secondCallback = await answerProviderPage(String(second.headers.location), (html) => {
      const picked = /name="account" value="([^"]+)">Continue as Dev Newcomer \(Dev\.Newcomer@example\.com\)/.exec(html);
      expect(picked).not.toBeNull();
      return { account: picked![1]! };
    });
    expect((await again.get(secondCallback.pathname + secondCallback.search)).headers.location).toBe('/dashboard');
    expect((await again.get('/api/patient')).body.data.id).toBe(me.body.data.id);
  });

  it('sends the newcomer back with the message when they cancel on the provider page', async () => {
    const client = newClient('agency.localhost:3000');
    const start = await client.get('/auth/social/facebook/start?failure=%2Fget-started%2Fskin%2Fregister');
    const callback = await answerProviderPage(String(start.headers.location), () => ({ choice: 'cancel' }));
    expect(callback.origin).toBe('http://agency.localhost:3000');
    const back = await client.get(callback.pathname + callback.search);
    expect(back.headers.location).toBe('/get-started/skin/register');
    expect((await client.get('/api/flash-messages')).body.data.data).toEqual([{ type: 'error', content: MESSAGES.social.failed }]);
    expect((await client.get('/api/patient')).status).toBe(401);
  });
});
