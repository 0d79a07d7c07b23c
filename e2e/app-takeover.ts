import type { BrowserContext, Page } from '@playwright/test';

/**
 * A pre-rendered landing page (ADR 095) is on screen, inert, before the web app has taken it over:
 * a patient's press does nothing there until React has replaced it. Playwright's `goto` returns at
 * the load event, which can come first, so each navigation of `page` also waits for the takeover;
 * a test then acts on the screen the patient can use, as a patient would after the page settled.
 */
export function waitForAppTakeoverOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(page, await goto(...args));
  page.reload = async (...args) => settle(page, await reload(...args));
}

/** The same for every page `context` opens. */
export function waitForAppTakeoverInContext(context: BrowserContext): void {
  context.pages().forEach(waitForAppTakeoverOnLoad);
  context.on('page', waitForAppTakeoverOnLoad);
}

async function settle<T>(page: Page, response: T): Promise<T> {
  // No #root (a JSON answer, a download) counts as taken over.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  return response;
}
