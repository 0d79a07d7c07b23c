import { expect, test, brandUrl, type BrandKey } from './fixtures';

// A new visitor's first screens: the browser must log no error and no request may fail, which
// Lighthouse counts against best practices (an anonymous 401 is logged as a failed load: 088).
const ENTRY_PAGES = ['/get-started/skin', '/auth/login', '/ineligible/ineligible_age'];

for (const brand of ['main', 'agency'] as BrandKey[]) {
  for (const path of ENTRY_PAGES) {
    test(`a first visit to ${path} on ${brand} logs no error and fails no request`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.push(`console: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) {
          problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
        }
      });

      await page.goto(brandUrl(brand, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every request the first screen makes has been answered (lazy chunks, flash messages…).
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
}

// Issue 9's budget: the entry and the chunks it preloads, as a browser accepting gzip receives
// them. A page's own chunks (and the first-route preloads the server adds to landing pages) are
// not the entry: /privacy has none of those.
const ENTRY_BUDGET_BYTES = 90 * 1024;

test('the entry JavaScript of a first visit is at most 90 KiB gzip', async ({ request }) => {
  const html = await (await request.get(brandUrl('main', '/privacy'))).text();
  const files = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(1);
  let total = 0;
  for (const file of files) {
    const response = await request.get(brandUrl('main', file), { headers: { 'accept-encoding': 'gzip' } });
    // A file under 1 KiB has no compressed copy (scripts/precompress.mjs) and is sent as it is.
    const isCompressed = response.headers()['content-encoding'] === 'gzip';
    total += isCompressed ? Number(response.headers()['content-length']) : (await response.body()).length;
  }
  expect(total).toBeGreaterThan(50 * 1024);
  expect(total).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
});

// ADR 095: a landing page's first screen arrives as HTML, so a phone paints it before any script
// has run. Without JavaScript the screen is there (inert); with it, the same screen becomes usable.
for (const [path, heading] of [
  ['/get-started/skin', "Let's make sure you're eligible"],
  ['/auth/login', 'Log in'],
  ['/ineligible/ineligible_age', "We're sorry"],
] as const) {
  test(`${path} arrives drawn by the server, then the app takes it over`, async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto(brandUrl('main', path));
    await expect(drawn.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    expect(await drawn.locator('#root').getAttribute('inert')).toBe('');
    await expect(drawn.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await noScript.close();
  });
}

test('a pre-rendered form is taken over by the app and works', async ({ page }) => {
  await page.goto(brandUrl('main', '/auth/login'));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});
