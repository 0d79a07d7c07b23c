import type { Page } from '@playwright/test';
import { formatUsd } from '@app/domain/pricing';
import { expect, test, brandUrl, pageApi, snap, uniqueEmail, type BrandKey } from './fixtures';

// The product-detail page's free trial (001 §2.6; issue 11 item 8): the bundle before the account,
// the product-detail account form, the payment method, then the shipping page's "Submit payment";
// or a wallet on the payment page that pays at once. Each test ends with what the server recorded.

const ORDER_CONFIRMED = 'Order confirmed! Now answer some quick questions to help your provider personalize your formula.';

async function createAccount(page: Page) {
  await expect(page).toHaveURL(/\/free-trial\/skin\/register$/);
  await page.getByLabel('Email address').fill(uniqueEmail('pdp'));
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I am at least 13 years old.' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function orders(page: Page) {
  return (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { kind: string; invoice: { totalCents: number } }[];
}

async function openVisit(page: Page) {
  return (await pageApi(page, 'POST', '/api/visits', { flow: 'product-detail-trial' })).body.data as {
    sessionBag: Record<string, unknown>;
    progress: { currentStep: string };
  };
}

test('main: the bundle with an add-on, an account, a card, then the address and "Submit payment": charged what the page said', async ({ page }) => {
  await page.goto(brandUrl('main', '/free-trial/skin'));
  await expect(page).toHaveURL(/\/free-trial\/skin\/bundle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get your personalized Rx treatment FREE for 30 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.locator('.how-it-works li')).toHaveCount(4);
  const total = page.locator('.bundle-page__total strong');
  const before = await total.textContent();
  const add = page.getByRole('button', { name: /^Add / }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  await snap(page, 'main-bundle');
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  const shownTotal = await total.textContent();
  await page.getByRole('button', { name: 'Check out now' }).click();

  await createAccount(page);
  await expect(page).toHaveURL(/\/free-trial\/skin\/payment-method$/);
  await expect(page.getByText('Secured with 256-bit TLS encryption')).toBeVisible();
  const bag = (await openVisit(page)).sessionBag;
  expect(bag).toMatchObject({ hasViewedBundle: true, hasCreatedAccount: true, hasAddedPaymentMethod: false });
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.getByLabel('Card number').fill('4242424242424242');
  await frame.getByLabel('Expiration date (MM / YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/free-trial\/skin\/shipping-address$/);
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  // A page whose step is done sends the patient on (001 §4 "Pages refresh").
  await page.goto(brandUrl('main', '/free-trial/skin/payment-method'));
  await expect(page).toHaveURL(/\/free-trial\/skin\/shipping-address$/);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Trial');
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill('12 Mai');
  await page.getByRole('option', { name: /12 Main/ }).first().click();
  // Oregon has no sales tax: the charge is the bundle page's figure to the cent.
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('Zip code').fill('97201');
  await snap(page, 'main-product-detail-shipping');
  await page.getByRole('button', { name: 'Submit payment' }).click();

  await expect(page).toHaveURL(/\/free-trial\/skin\/quiz(#.*)?$/);
  await expect(page.getByText(ORDER_CONFIRMED)).toBeVisible();
  const [order] = await orders(page);
  expect(order).toMatchObject({ kind: 'trial' });
  expect(formatUsd(order!.invoice.totalCents)).toBe(shownTotal);
  expect((await openVisit(page)).sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
});

for (const brand of ['main', 'agency'] as const satisfies readonly BrandKey[]) {
  test(`${brand}: PayPal on the payment page pays for the trial at once and opens the questionnaire`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/free-trial/skin/bundle'));
    await page.getByRole('button', { name: 'Check out now' }).click();
    await createAccount(page);
    await expect(page).toHaveURL(/\/free-trial\/skin\/payment-method$/);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/free-trial\/skin\/quiz(#.*)?$/);
    await expect(page.getByText(ORDER_CONFIRMED)).toBeVisible();
    expect(await orders(page)).toEqual([expect.objectContaining({ kind: 'trial' })]);
    const visit = await openVisit(page);
    expect(visit.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
    // Both checkout pages are done: each sends the patient on to the questionnaire.
    await page.goto(brandUrl(brand, '/free-trial/skin/shipping-address'));
    await expect(page).toHaveURL(/\/free-trial\/skin\/quiz(#.*)?$/);
  });
}

test('a bundle page that cannot load says so and asks again', async ({ page }) => {
  let failures = 1;
  await page.route('**/api/product-detail/bundle', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.continue()));
  await page.goto(brandUrl('main', '/free-trial/skin/bundle'));
  await expect(page.getByText('A system error occurred. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Check out now' })).toBeVisible();
});
