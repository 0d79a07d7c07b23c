import type { FrameLocator, Page } from '@playwright/test';

// The sandbox processor's card field, in its own frame, as a patient fills it on every checkout.

export const cardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Types a card number with a future expiry and a security code into the card field. */
export async function enterCard(page: Page, number: string): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date (MM / YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
}

/**
 * The checkout's two steps with a working card and a New York address typed in full: the page
 * then shows the review with "Confirm payment method" (checkout.spec.ts tests each step itself).
 */
export async function enterCardAndAddress(page: Page): Promise<void> {
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Street address' }).fill('12 Main St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('Zip code').fill('10001');
  await page.getByRole('button', { name: 'Continue' }).click();
}
