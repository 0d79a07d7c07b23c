import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../test/staff-session';
import { suiteTestApp } from '../test/suite-test-app';

// A pre-rendering bundle that draws which answers it was given (ADR 153), so the test sees what
// the server passed to the render and what it wrote into the page for the browser.
const PRERENDER_BUNDLE = `
let renders = 0;
export async function renderScreen(url, brand, data) {
  const products = data['/api/shop/products']?.data?.products ?? [];
  const list = products.map((product) => '<li>' + product.handle + '</li>').join('');
  return '<main data-url="' + url + '">' + Object.keys(data).join(',') + '</main><ul>' + list + '</ul><b>render ' + ++renders + '</b>';
}
`;

const distDir = mkdtempSync(join(tmpdir(), 'teleskin-screen-data-'));
mkdirSync(join(distDir, 'assets'));
mkdirSync(join(distDir, 'server'));
writeFileSync(join(distDir, 'index.html'), '<html><head><!--app-head--></head><body><div id="root"><!--app-root--></div></body></html>');
writeFileSync(join(distDir, 'server', 'prerender.js'), PRERENDER_BUNDLE);
const t = suiteTestApp({ WEB_DIST_DIR: distDir });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const screenData = (html: string): Record<string, { data: unknown }> | undefined => {
  const json = /<script type="application\/json" id="screen-data">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, { data: unknown }>);
};

describe('a pre-rendered shop page', () => {
  it('is drawn with the brand’s catalogue, and the page carries the same answer for the first render', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/shop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root" inert><main data-url="/shop">/api/shop/products</main>');
    const products = await t.app.inject({ method: 'GET', url: '/api/shop/products' });
    expect(screenData(page.body)).toEqual({ '/api/shop/products': products.json() });
    expect((products.json() as { data: { products: unknown[] } }).data.products.length).toBeGreaterThan(0);
  });

  it('carries a product’s answer on its page, and nothing for an unknown product or the cart', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/shop/products' })).json() as { data: { products: { handle: string }[] } };
    const handle = data.products[0]!.handle;
    const page = await t.app.inject({ method: 'GET', url: `/shop/${handle}` });
    expect(Object.keys(screenData(page.body) ?? {})).toEqual([`/api/shop/products/${handle}`]);
    for (const url of ['/shop/no-such-product', '/shop/cart']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.body).toContain('<div id="root" inert>');
      expect(screenData(other.body)).toBeUndefined();
    }
  });

  it('writes the data so that no text in it can close its script element', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/shop' });
    const script = /<script type="application\/json" id="screen-data">(.*?)<\/script>/s.exec(page.body)![1]!;
    expect(script).not.toContain('<');
  });

  it('is drawn again when an admin pauses a product or resumes it, and only then', async () => {
    const admin = await signedInStaff(t, 'admin', 'Ada Admin');
    const render = (html: string) => /<b>render (\d+)<\/b>/.exec(html)?.[1];
    const before = (await t.app.inject({ method: 'GET', url: '/shop' })).body;
    const handle = /<li>([^<]+)<\/li>/.exec(before)![1]!;
    expect(render((await t.app.inject({ method: 'GET', url: '/shop' })).body)).toBe(render(before));
    const pause = (onSale: boolean) => admin.client.post('/api/admin/product-sales', { brandId: 1, productKey: handle, onSale, reason: 'Stock' });
    expect((await pause(false)).status).toBe(200);
    const paused = (await t.app.inject({ method: 'GET', url: '/shop' })).body;
    expect(paused).not.toContain(`<li>${handle}</li>`);
    expect(render(paused)).not.toBe(render(before));
    expect((await pause(true)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/shop' })).body).toContain(`<li>${handle}</li>`);
  });
});
