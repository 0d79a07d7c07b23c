import type { Page } from '@playwright/test';
import { expect, birthdateYearsAgo, brandUrl, pageApi, uniqueEmail, type BrandKey } from './fixtures';

// What the renewal tests (resubscribe.spec.ts, renewal-ne.spec.ts) share: a returning patient and a booked call.

/** An API call that must answer 200; its answer. */
export const ok = async (page: Page, method: string, path: string, body?: unknown) => {
  const answer = await pageApi(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer;
};

/** A signed-in patient of the brand in New York with a card and an address on file (the checkout has its own tests). */
export async function returningPatient(page: Page, brand: BrandKey): Promise<void> {
  await page.goto(brandUrl(brand, '/auth/login'));
  await ok(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(34), hasAcceptedTerms: true, treatmentCategories: [1] });
  await ok(page, 'POST', '/api/register', { email: uniqueEmail(`resubscribe-${brand}`), password: 'correct-horse' });
  await ok(page, 'POST', '/app/users/self/legal-name', { firstname: 'Casey', lastname: 'Return' });
  const token = await ok(page, 'POST', '/sandbox-processor/v1/tokens', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
  await ok(page, 'POST', '/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token.body.id });
  await ok(page, 'PATCH', '/app/users/self/address', { firstname: 'Casey', lastname: 'Return', address1: '12 Main St', city: 'New York', state: 'NY', zipcode: '10001' });
}

/** Books the last time of the `dayFromEnd`-th day from the end on the consultation page, through its form. */
export async function bookLastTimeOfDay(page: Page, dayFromEnd: number): Promise<void> {
  const date = page.getByLabel('Date');
  await expect(date.locator('option:not([disabled])').first()).toBeAttached();
  const days = await date.locator('option:not([disabled])').all();
  await date.selectOption((await days.at(-dayFromEnd)!.getAttribute('value'))!);
  const times = page.getByLabel('Time').locator('option:not([disabled]):not([value=""])');
  await page.getByLabel('Time').selectOption((await times.last().getAttribute('value'))!);
  await page.getByRole('button', { name: 'Schedule your call' }).click();
}
