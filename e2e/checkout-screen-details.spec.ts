import type { Locator, Page } from '@playwright/test';
import { expect, test, brandUrl, pageApi, snap } from './fixtures';
import { patientAtCheckout, patientAtSelection, saveBoxKeepingOffersByApi } from './selection-fixtures';
import { cardFrame, enterCard } from './card-fixtures';

// Issue 29 item 3: what a patient on a phone saw wrong on the checkout. The decline message that
// outlived the card that replaced it, the card number cut off, the offer lines squeezed to a word
// a line, and the lock a phone without the emoji showed as an empty box.

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

const CARDS = { success: '4242424242424242', declinedOnCharge: '4000000000000341', cutOff: '4000000000000002' };

/** The address form, filled by picking the street from the suggestions. */
async function enterNewYorkAddress(page: Page) {
  await page.getByRole('combobox', { name: 'Street address' }).fill('12 Mai');
  await page.getByRole('option', { name: /12 Main/ }).first().click();
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('Zip code').fill('10001');
}

/** Whether `inner` lies wholly inside `outer` (1 px of rounding allowed). */
async function liesInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) {
    throw new Error('not laid out');
  }
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/** How many lines the first text of `element` takes on screen. */
function textRows(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    range.selectNodeContents(walker.nextNode()!);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

test("a card typed before the card field's own script has run is taken: Continue is enabled and the card saved", async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  // The frame's script is deferred: a fast hand or an autofill can fill the fields before it runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sandbox-processor/v1/card-frame.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(brandUrl('main', path));
  await enterCard(page, CARDS.success);
  release();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
});

test('a card declined when charged: once another card is taken, "Your card was declined." is gone, and the box is paid', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.goto(brandUrl('main', path));
  await enterCard(page, CARDS.declinedOnCharge);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Card ending in 0341')).toBeVisible();
  await enterNewYorkAddress(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment method' }).click();
  const declined = page.locator('.flash').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toBeVisible();
  await expect(declined).toContainText('Whoops!');

  await page.getByRole('button', { name: 'Edit payment method' }).click();
  await enterCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payment method' })).toBeVisible();
  await expect(declined).toHaveCount(0);
  await snap(page, 'main-checkout-after-decline-new-card');

  await page.getByRole('button', { name: 'Confirm payment method' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/skincare-goals$/);
});

for (const phone of PHONES) {
  test(`at ${phone.width} px the card field shows the whole number, and the lock is the app's own icon`, async ({ page }) => {
    await page.setViewportSize(phone);
    const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
    await page.goto(brandUrl('main', path));
    await enterCard(page, CARDS.cutOff);
    const number = cardFrame(page).getByLabel('Card number');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    // The input holds the whole number without scrolling it...
    expect(await number.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    // ...and every input is shown by the frame, which the bordered field and the screen hold.
    const frame = page.locator('iframe[title="Secure card payment input frame"]');
    for (const label of ['Card number', 'Expiration date (MM / YY)', 'Security code']) {
      expect(await liesInside(cardFrame(page).getByLabel(label), frame), label).toBe(true);
    }
    expect(await liesInside(frame, page.locator('.card-form__field'))).toBe(true);
    expect(await liesInside(page.locator('.card-form__field'), page.locator('body'))).toBe(true);

    // The lock is drawn by the app, hidden from screen readers; the words stay as the spec has them.
    const secured = page.locator('.card-form__secured');
    await expect(secured).toHaveText('Secured 256-bit TLS encrypted payment');
    await expect(secured.locator('svg[aria-hidden="true"]')).toBeVisible();
    expect(await secured.textContent()).not.toContain('🔒');
    // The cards' Edit keeps its word on one line beside a heading that wraps.
    const edit = page.getByRole('button', { name: 'Edit shipping address' });
    expect(await textRows(edit)).toBe(1);
    await snap(page, `main-checkout-card-${phone.width}`);
  });
}

const MILD_ACNE = { skin_type: 'oily', skin_concerns: ['acne'], acne_severity: 'mild' };

for (const phone of PHONES) {
  test(`at ${phone.width} px the offer lines of the summary have their thumbnails and wrap by words`, async ({ page }) => {
    await page.setViewportSize(phone);
    const { uuid } = await patientAtSelection(page, 'main', 'skin-signup', MILD_ACNE);
    await saveBoxKeepingOffersByApi(page, 'skin-signup', 'main');
    for (const offer of ['body-cleanse', 'deep-cleanse']) {
      expect((await pageApi(page, 'POST', `/api/visits/${uuid}/upsells`, { offer, decision: 'accepted' })).status).toBe(200);
    }
    await page.goto(brandUrl('main', '/get-started/skin/checkout'));
    await page.getByRole('button', { name: /Today's total/ }).click();
    const lines = page.locator('.price-summary__product');
    for (const name of ['Mini Body Cleanse', 'Mini Deep Cleanse']) {
      await expect(lines.filter({ hasText: name })).toBeVisible();
    }
    for (const line of await lines.all()) {
      const name = line.locator('.price-summary__name');
      const label = (await name.evaluate((element) => element.firstChild?.textContent ?? '')).trim();
      // The thumbnail is there, loaded, and decorative: the name beside it says what it is.
      const thumbnail = line.locator('img.price-summary__thumb');
      await expect(thumbnail, label).toBeVisible();
      await expect(thumbnail).toHaveAttribute('alt', '');
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), label).toBe(true);
      // The name wraps by words, not one word per line: its text takes fewer lines than it has words.
      const rows = await textRows(name);
      const words = label.split(/\s+/).length;
      expect(rows, label).toBeLessThanOrEqual(Math.max(1, Math.min(2, words - 1)));
    }
    await snap(page, `main-checkout-offers-${phone.width}`);
  });
}
