import { CAROUSEL_AUTOPLAY_MS } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { expect, test, brandUrl } from './fixtures';
import { patientAtCheckout, patientAtSelection } from './selection-fixtures';
import { enterCard } from './card-fixtures';

// What the seeds describe and the app did not do (issue 29 item 7, ADR 141): the token error's
// words, "Oops!", the carousel's autoplay and `?checkout=` on the product selection's page.

test('a processor that refuses the card without words: "Error confirming the payment method." under the field', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.route('**/sandbox-processor/v1/tokens', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":{}}' }));
  await page.goto(brandUrl('main', path));
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.payment.tokenError })).toBeVisible();
  await expect(page.locator('.card-form__field--error')).toBeVisible();
});

test('a checkout page that does not load says "Oops!", and Try again loads it', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.route('**/get-updated-product-selection-data/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
  await page.goto(brandUrl('main', path));
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(page.getByText(MESSAGES.payment.systemError)).toBeVisible();
  await page.unroute('**/get-updated-product-selection-data/**');
  await page.getByRole('button', { name: MESSAGES.selection.tryAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('the Rx card’s pictures move on every 6 seconds, stand still under the pointer, on Pause and for reduced motion', async ({ page }) => {
  const { path } = await patientAtSelection(page, 'main', 'skin-signup');
  await page.clock.install();
  await page.goto(brandUrl('main', path));
  const carousel = page.locator('.image-carousel').first();
  const count = carousel.locator('.image-carousel__count');
  await expect(count).toHaveText('1 / 2');
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(count).toHaveText('2 / 2');
  await expect(carousel.getByRole('img', { name: 'The label of a prescription bottle, made out to you by name' })).toBeVisible();

  await carousel.hover();
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
  await expect(count).toHaveText('2 / 2');
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(count).toHaveText('1 / 2');

  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
  await expect(count).toHaveText('1 / 2');
  await carousel.getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(count).toHaveText('2 / 2');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
  await expect(count).toHaveText('2 / 2');
});

test('?checkout=true opens the checkout on the selection’s page by a full navigation, and its Back goes to ?checkout=false', async ({ page }) => {
  const { path } = await patientAtSelection(page, 'main', 'hair-signup');
  await page.goto(brandUrl('main', `${path}?checkout=false`));
  const routine = page.getByRole('heading', { level: 1, name: /recommended routine/ });
  await expect(routine).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeCheckout: true }));
  await page.getByRole('button', { name: 'Check out now' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?checkout=true$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await page.evaluate(() => 'beforeCheckout' in window)).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?checkout=false$`));
  await expect(routine).toBeVisible();
});
