import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../brands/brand-catalog';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readOutbox, signedInPatient } from '../../test/messaging-test-kit';
import { EMAIL_TEMPLATES } from './email-templates';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await buildTestApp();
  production = await buildTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

const HOSTS = [
  { host: '127.0.0.1:3000', brand: DEMO_BRANDS[0]! },
  { host: 'agency.localhost:3000', brand: DEMO_BRANDS[1]! },
];
const get = (t: TestApp, url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');

describe('the emails’ development preview', () => {
  it('lists every template with its HTML and text for each brand', async () => {
    for (const { host, brand } of HOSTS) {
      const index = await get(dev, '/api/dev/emails', host);
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toContain('text/html');
      expect(index.body).toContain(`as ${brand.name.replace('&', '&#38;')} sends it`);
      for (const template of EMAIL_TEMPLATES) {
        expect(index.body).toContain(`href="/api/dev/emails/${template.name}"`);
        expect(index.body).toContain(`href="/api/dev/emails/${template.name}/text"`);
      }
    }
  });

  it.each(HOSTS.map(({ host, brand }) => [brand.name, host, brand] as const))('renders every template for %s, its links on the brand’s host', async (_name, host, brand) => {
    for (const template of EMAIL_TEMPLATES) {
      const html = await get(dev, `/api/dev/emails/${template.name}`, host);
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain(brand.logoText.replace('&', '&amp;'));
      for (const href of hrefsOf(html.body)) {
        expect(href.startsWith(`http://${host}`), href).toBe(true);
      }
      const text = await get(dev, `/api/dev/emails/${template.name}/text`, host);
      const sample = template.sample(brand, `http://${host}`);
      expect(text.headers['content-type']).toContain('text/plain');
      expect(text.body).toBe(`Subject: ${sample.subject}\n\n${sample.body}\n`);
    }
    expect((await get(dev, '/api/dev/emails/no-such-email', host)).statusCode).toBe(404);
  });

  it('shows the HTML part of an email the outbox holds, with the same link as its text', async () => {
    const { client, email } = await signedInPatient(dev, 'agency.localhost:3000');
    await client.post('/api/patient/send-verification-email');
    const [sent] = await readOutbox(dev, email);
    const link = sent?.body.match(/http:\/\/\S+\/auth\/verify-email\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const html = await get(dev, `/api/dev/outbox/${sent!.id}/html`, '127.0.0.1:3000');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('marlow &amp; finch');
    expect(html.body).toContain(`href="${link}"`);
    expect(html.body).toContain('Verify my email address');
    expect((await get(dev, '/api/dev/outbox/999999999/html', '127.0.0.1:3000')).statusCode).toBe(404);
  });

  it('is not routed in production', async () => {
    for (const url of ['/api/dev/emails', `/api/dev/emails/${EMAIL_TEMPLATES[0]!.name}`, `/api/dev/emails/${EMAIL_TEMPLATES[0]!.name}/text`, '/api/dev/outbox/1/html']) {
      const answer = await get(production, url, '127.0.0.1:3000');
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('<html');
    }
  });
});
