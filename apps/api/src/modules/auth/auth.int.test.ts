import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';
import { countQueries } from '../../test/query-counter';
import { seedDemoData } from '../../seed/demo-data';
import { BRAND_DEMO_ACCOUNTS } from '../../seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.handle.db, t.secret, t.adapters);
});
afterAll(() => t.close());

const [mainDemo, agencyDemo] = BRAND_DEMO_ACCOUNTS;
let nextAddress = 1;
/** Each test gets its own client address so the per-address limit of one test leaves others alone. */
const newClient = (host?: string) => new TestClient(t.app, host, `10.0.0.${nextAddress++}`);

describe('CSRF', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const client = newClient();
    const response = await client.get('/api/auth/csrf');
    expect(response.status).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('gives an anonymous visitor the token without any database work (ADR 128)', async () => {
    const client = newClient();
    const { result, queries } = await countQueries(() => client.get('/api/auth/csrf'));
    expect(result.status).toBe(200);
    expect(result.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    expect(queries).toEqual([]);
  });

  it.each(['/api/register', '/auth/login', '/logout', '/api/eligibility/evaluate'])(
    'refuses POST %s without the header with 419 and a clear message',
    async (path) => {
      const client = newClient();
      await client.get('/api/auth/csrf');
      const response = await client.post(path, {}, { csrf: false });
      expect(response.status).toBe(419);
      expect(response.body).toEqual({ message: MESSAGES.form.csrfMismatch, code: 'CSRF_MISMATCH' });
    },
  );

  it('refuses a header that does not match the cookie, and a self-made cookie', async () => {
    const client = newClient();
    await client.get('/api/auth/csrf');
    client.setCookie('XSRF-TOKEN', 'forged.token');
    const response = await client.post('/api/register', { email: 'x@example.com', emailOnly: true });
    expect(response.status).toBe(419);
  });

  it('stores nothing when the CSRF check fails', async () => {
    const client = newClient();
    await client.post('/api/register', { email: 'csrf@example.com', password: 'correct-horse', acceptedTOS: true }, { csrf: false });
    const probe = await newClient().post('/api/register', { email: 'csrf@example.com', emailOnly: true });
    expect(probe.body.recognizedEmail).toBe(false);
  });
});

describe('GET /api/patient', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const response = await newClient().get('/api/patient');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.account.unauthenticated);
  });

  it('answers 401 to a made-up session cookie', async () => {
    const client = newClient();
    client.setCookie('teleskin_session', 'made-up-token');
    expect((await client.get('/api/patient')).status).toBe(401);
  });
});

describe('log in and log out', () => {
  it('logs in with the demo account, rotates the session and logs out', async () => {
    const client = newClient();
    await client.get('/api/auth/csrf');
    client.setCookie('teleskin_session', 'planted-by-attacker');
    const login = await client.post('/auth/login', { email: mainDemo.email, password: mainDemo.password });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(mainDemo.email);
    expect(client.cookie('teleskin_session')).not.toBe('planted-by-attacker');
    expect((await client.get('/api/patient')).body.data.firstname).toBe(mainDemo.firstname);

    const sessionToken = client.cookie('teleskin_session');
    const logout = await client.post('/logout');
    expect(logout.status).toBe(200);
    expect((await client.get('/api/patient')).status).toBe(401);
    // The old cookie is dead on the server too, not only forgotten by the browser.
    const replay = newClient();
    replay.setCookie('teleskin_session', sessionToken);
    expect((await replay.get('/api/patient')).status).toBe(401);
    // Two tabs asking at once: the flash is shown by one of them, once.
    const [first, second] = await Promise.all([client.get('/api/flash-messages'), client.get('/api/flash-messages')]);
    expect([...first.body.data.data, ...second.body.data.data]).toEqual([{ type: 'info', content: MESSAGES.account.loggedOut }]);
    expect((await client.get('/api/flash-messages')).body.data.data).toEqual([]);
  });

  it('keeps brands apart: the main demo account cannot log in on the agency host', async () => {
    const client = newClient('agency.localhost:3000');
    const response = await client.post('/auth/login', { email: mainDemo.email, password: mainDemo.password });
    expect(response.status).toBe(422);
    const agency = await newClient('agency.localhost').post('/auth/login', { email: agencyDemo.email, password: agencyDemo.password });
    expect(agency.status).toBe(200);
  });

  it('answers 422 with one message for a wrong password or an unknown email', async () => {
    const wrongPassword = await newClient().post('/auth/login', { email: mainDemo.email, password: 'wrong-password' });
    const unknown = await newClient().post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(MESSAGES.account.loginFailed);
    }
  });

  it('validates the fields with the spec messages', async () => {
    const response = await newClient().post('/auth/login', { email: '', password: '' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(`${MESSAGES.email.required} (and 1 more error)`);
  });
});

describe('hosts and errors', () => {
  it('refuses an unknown host', async () => {
    const response = await new TestClient(t.app, 'evil.example').get('/api/auth/csrf');
    expect(response.status).toBe(404);
  });

  it('serves the brand of the host', async () => {
    expect((await newClient().get('/api/brand')).body.data.id).toBe(1);
    expect((await newClient('agency.localhost:3000').get('/api/brand')).body.data.id).toBe(2);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await newClient().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await newClient().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/auth/login', '/logout', '/api/patient', '/api/flash-messages', '/api/eligibility/evaluate', '/api/auth/csrf']),
    );
    const docs = await newClient().get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    const bundle = await newClient().get('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(String(bundle.headers['content-type'])).toContain('javascript');
    expect((await newClient().get('/api/docs/static/..%2Fpackage.json')).status).toBe(404);
  });
});
