import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';
import { readOutbox, signedInPatient } from '../../test/messaging-test-kit';

const SECRET = 'x'.repeat(32);
let dev: TestApp;
let production: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'teleskin-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  dev = await buildTestApp({ WEB_DIST_DIR: distDir });
  production = await buildTestApp({ NODE_ENV: 'production', SESSION_SECRET: SECRET, WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('GET /dev/outbox', () => {
  it('lists texts and emails newest first, filtered by recipient and channel', async () => {
    const { client, email } = await signedInPatient(dev);
    await client.post('/api/patient/send-verification-email');
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-400-0001' });
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-400-0001' });

    const all = await new TestClient(dev.app).get('/dev/outbox');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.body.data[0]).toMatchObject({ channel: 'sms', recipient: '+15554000001', brandId: 1, adapter: 'outbox' });

    expect(await readOutbox(dev, '(555) 400-0001')).toHaveLength(2);
    expect(await readOutbox(dev, email.toUpperCase())).toHaveLength(1);
    const emailsOnly = await new TestClient(dev.app).get('/dev/outbox?channel=email&limit=1');
    expect(emailsOnly.body.data).toHaveLength(1);
    expect(emailsOnly.body.data[0].channel).toBe('email');
    expect((await new TestClient(dev.app).get('/dev/outbox?limit=1000')).status).toBe(422);
  });

  it('gives a browser the web app page, with the brand', async () => {
    const page = await dev.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'agency.localhost:3000', accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Marlow &#38; Finch');
    expect(page.body).toContain('<div id="root">');
  });
});

describe('in production', () => {
  it('does not route the outbox or auto-verify, and says so to the email step', async () => {
    const visitor = new TestClient(production.app);
    expect((await visitor.get('/dev/outbox')).status).toBe(404);
    const page = await production.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: '127.0.0.1', accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<html');

    const { client } = await signedInPatient(production);
    expect((await client.get('/dev/auth/verify')).status).toBe(404);
    const status = await client.get('/api/patient/email-verification');
    expect(status.body.data).toMatchObject({ verifiedAt: null, canAutoVerify: false });
  });
});
