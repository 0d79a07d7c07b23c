import type { Locator } from '@playwright/test';
import { expect, test, brandUrl, snap, uniqueEmail } from './fixtures';
import { skinPatientAtSurvey } from './survey-fixtures';

const NARROW = { width: 320, height: 640 };

/** How far `inner` stays inside `outer` on its left and right, in px (negative: it sticks out). */
async function sideRoom(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) {
    throw new Error('not laid out');
  }
  return Math.min(a.x - b.x, b.x + b.width - (a.x + a.width));
}

test('on a 320 px phone the header keeps "Log out" on one line and shows the whole email', async ({ page }) => {
  const email = uniqueEmail('a-rather-long-address-for-a-small-phone');
  await skinPatientAtSurvey(page, 'main', email);
  await page.goto(brandUrl('main', '/get-started/skin/quiz'));
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  const desktopHeight = (await logOut.boundingBox())?.height ?? 0;

  await page.setViewportSize(NARROW);
  await expect(logOut).toBeVisible();
  expect((await logOut.boundingBox())?.height).toBeLessThanOrEqual(desktopHeight + 1);
  const shown = page.getByRole('navigation', { name: 'Account' }).getByText(email);
  await expect(shown).toBeVisible();
  // Nothing of the address is cut off: it wraps instead of ending in an ellipsis.
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await sideRoom(shown, page.locator('body'))).toBeGreaterThanOrEqual(0);
  await snap(page, 'main-header-320');
});

test('on a 320 px phone every icon answer fits inside its card, with room to spare', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await skinPatientAtSurvey(page, 'main', uniqueEmail('icons-320'));
  await page.goto(brandUrl('main', '/get-started/skin/quiz'));
  const cards = page.locator('.survey-option');
  await expect(cards.filter({ hasText: 'Combination' })).toBeVisible();
  for (const card of await cards.all()) {
    expect(await sideRoom(card.locator('.survey-option__text'), card)).toBeGreaterThanOrEqual(4);
  }
  // Dry and Sensitive are told apart by their icons too, not by their words alone.
  const icon = (answer: string) => cards.filter({ has: page.getByText(answer, { exact: true }) }).locator('svg').innerHTML();
  expect(await icon('Dry')).not.toEqual(await icon('Sensitive'));
  await snap(page, 'main-survey-icons-320');
});
