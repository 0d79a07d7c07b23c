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
