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
