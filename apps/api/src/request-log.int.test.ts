import { describe, expect, it } from 'vitest';
import { appWithCapturedLogs } from './test/captured-logs';
import { TestClient } from './test/test-client';

const { lines, app } = appWithCapturedLogs();

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('write one line per request with method, path, host, status and time', async () => {
    const client = new TestClient(app().app);
    expect((await client.get('/api/brand?utm_source=canary-query')).status).toBe(200);
    expect((await client.get('/api/patient')).status).toBe(401);

    const entries = logged();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ level: 30, msg: 'request', req: { method: 'GET', path: '/api/brand', host: '127.0.0.1' }, status: 200 });
    expect(entries[1]).toMatchObject({ msg: 'request', req: { method: 'GET', path: '/api/patient' }, status: 401 });
    // Each request's lines carry its trace id (ADR 156), a W3C one: 32 hex digits, never zeros.
    expect(entries[0]?.traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(entries[0]?.traceId).not.toBe(entries[1]?.traceId);
    expect(typeof entries[0]?.ms).toBe('number');
  });

  it('never carry the query, the body or the cookies', async () => {
    const client = new TestClient(app().app);
    expect((await client.post('/api/eligibility/evaluate', { state: 'CA', zip: '94110', birthdate: '04/12/1990', hasAcceptedTerms: true })).status).toBe(200);
    expect(client.cookie('teleskin_session')).toBeDefined();
    expect((await client.post('/api/eligibility/evaluate', { state: 'CA', zip: 'canary-body' })).status).toBe(422);
    await client.get('/api/brand?token=canary-query');

    const text = lines.join('');
    for (const secret of ['canary-body', 'canary-query', client.cookie('teleskin_session'), client.cookie('XSRF-TOKEN')]) {
      expect(text).not.toContain(secret);
    }
    // The CSRF token fetch, the two evaluations and the brand: one line each.
    expect(logged().map((entry) => [entry.msg, entry.status])).toEqual([
      ['request', 200],
      ['request', 200],
      ['request', 422],
      ['request', 200],
    ]);
  });
});
