import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInPatient } from '../test/messaging-test-kit';
import { TestClient } from '../test/test-client';

const ENTRY = '/assets/index-abc123.js';
const PLAIN = '/assets/chunk-def456.js';
const entry = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "teleskin ${i % 7}";\n`).join(''));
const plain = Buffer.from('export const onlyPlain = true;\n'.repeat(60));
const CHROME = 'gzip, deflate, br, zstd';
// What Vite's build manifest says of the entry and of the login page's route module.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-111.js'] },
  '_shared-111.js': { file: 'assets/shared-111.js' },
  '_form-222.js': { file: 'assets/form-222.js', imports: ['_shared-111.js'] },
  'src/app/routes/login-route.tsx': { file: 'assets/login-route-333.js', imports: ['index.html', '_form-222.js', '_shared-111.js'] },
};

const PRERENDER_BUNDLE = `
let renders = 0;
export async function renderScreen(url, brand) {
  if (url.includes('explode')) throw new Error('a page threw while pre-rendering');
  renders += 1;
  return '<main><h1>Pre-rendered ' + url + ' for ' + brand.key + ', costs $& and $1</h1><p>render ' + renders + '</p></main>';
}
`;

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'teleskin-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    `<html><head><!--app-head--><script type="module" crossorigin src="${ENTRY}"></script></head><body><div id="root"><!--app-root--></div></body></html>`,
  );
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(distDir, ENTRY), entry);
  writeFileSync(join(distDir, `${ENTRY}.br`), brotliCompressSync(entry));
  writeFileSync(join(distDir, `${ENTRY}.gz`), gzipSync(entry));
  // A build that left no compressed copy (a small file, or one written by hand).
  writeFileSync(join(distDir, PLAIN), plain);
  // Vite's pre-rendering bundle (ADR 095), answering which page and brand it drew.
  mkdirSync(join(distDir, 'server'));
  writeFileSync(join(distDir, 'server', 'prerender.js'), PRERENDER_BUNDLE);
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

function getAsset(url: string, acceptEncoding?: string) {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts brotli, decompressing to the file itself', async () => {
    const response = await getAsset(ENTRY, CHROME);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(entry.length / 4);
    expect(brotliDecompressSync(response.rawPayload).equals(entry)).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await getAsset(ENTRY, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).equals(entry)).toBe(true);
  });

  it('sends the file as is when no encoding is accepted, with the same caching', async () => {
    const compressed = await getAsset(ENTRY, CHROME);
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await getAsset(ENTRY, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(entry.length);
      expect(response.rawPayload.equals(entry)).toBe(true);
      expect(response.headers['cache-control']).toBe(compressed.headers['cache-control']);
    }
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as is when it has no compressed copy', async () => {
    const response = await getAsset(PLAIN, CHROME);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(plain)).toBe(true);
  });
});

describe('the page', () => {
  const hint = (state: string) => `<meta name="teleskin-session" content="${state}">`;

  it('tells the web app when no patient is signed in, so it need not ask', async () => {
    const visitor = new TestClient(t.app);
    const first = await visitor.get('/get-started/skin');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.body).toContain(hint('anonymous'));

    // A visitor's session (answers kept before registering) is still no patient.
    await visitor.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect(visitor.cookie('teleskin_session')).toBeDefined();
    expect((await visitor.get('/get-started/skin')).body).toContain(hint('anonymous'));
  });

  it('tells the web app when a patient is signed in', async () => {
    const { client } = await signedInPatient(t);
    const page = await client.get('/auth/login');
    expect(page.body).toContain(hint('patient'));
    expect(page.body).not.toContain(hint('anonymous'));
  });

  it("paints the brand's loading screen before any script runs on a page that is not pre-rendered", async () => {
    const page = await new TestClient(t.app).get('/privacy');
    expect(page.body).toContain('<div id="root"><div class="loading-screen" role="status" aria-label="Loading"><span class="wordmark loading-screen__logo">teleskin</span></div></div>');
  });

  it('preloads the chunks of the first route of a landing page that the entry does not load', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    // A signed-in patient's landing page is drawn by the web app, so its chunks come early.
    const { client } = await signedInPatient(t);
    const login = (await client.get('/auth/login?redirect=%2Fdashboard')).body;
    expect(login).toContain(`${preload('login-route-333.js')}${preload('form-222.js')}</head>`);
    expect(login).not.toContain(preload('shared-111.js'));
    expect(login).not.toContain(preload('index-abc123.js'));

    const other = (await new TestClient(t.app).get('/privacy')).body;
    expect(other).not.toContain('modulepreload');
  });
});

describe('pre-rendered landing pages', () => {
  const rootOf = (body: string) => /<div id="root"[^>]*>.*<\/div><\/body>/s.exec(body)?.[0];

  it('draws a landing page on the server for a visitor with no session, inert until the app takes over', async () => {
    const page = await new TestClient(t.app).get('/auth/login?redirect=%2Fdashboard');
    expect(page.status).toBe(200);
    // `$&` and `$1` arrive as written: the page text is not a replacement pattern.
    expect(rootOf(page.body)).toMatch(
      /^<div id="root" inert><main><h1>Pre-rendered \/auth\/login\?redirect=%2Fdashboard for main, costs \$& and \$1<\/h1><p>render \d+<\/p><\/main><\/div><\/body>$/,
    );
    expect(page.body).not.toContain('loading-screen');
    // The stylesheet first: the drawn page needs no script to paint, and the entry asks for the
    // page's chunk itself.
    expect(page.body).toContain(`<script type="module" fetchpriority="low" crossorigin src="${ENTRY}">`);
    expect(page.body).not.toContain('modulepreload');
    for (const path of ['/get-started/skin', '/get-started/hair/make-sure-youre-eligible', '/ineligible/ineligible_age', '/']) {
      expect((await new TestClient(t.app).get(path)).body).toContain(`<h1>Pre-rendered ${path} for main`);
    }
    expect((await new TestClient(t.app, 'agency.localhost').get('/auth/login')).body).toContain('<h1>Pre-rendered /auth/login for agency');
  });

  it('keeps a drawn page per brand and URL, so a second visit costs no render', async () => {
    const first = await new TestClient(t.app).get('/ineligible/ineligible_state?category=hair');
    const second = await new TestClient(t.app).get('/ineligible/ineligible_state?category=hair');
    expect(rootOf(second.body)).toBe(rootOf(first.body));
  });

  it('sends the loading screen to a signed-in patient, on other pages, and when drawing fails', async () => {
    const { client } = await signedInPatient(t);
    const patientPage = (await client.get('/auth/login')).body;
    expect(patientPage).toContain('<div id="root"><div class="loading-screen"');
    expect(patientPage).not.toContain('fetchpriority');
    expect((await new TestClient(t.app).get('/dashboard')).body).toContain('<div id="root"><div class="loading-screen"');
    const failed = await new TestClient(t.app).get('/auth/login?explode=1');
    expect(failed.status).toBe(200);
    expect(failed.body).toContain('<div id="root"><div class="loading-screen"');
  });
});
