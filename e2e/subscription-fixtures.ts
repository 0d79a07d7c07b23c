import type { Page } from '@playwright/test';
import type { SubscriptionView } from '@app/domain/contracts';
import { expect, pageApi, type BrandKey } from './fixtures';
import { patientAtCheckout, payForBoxByApi } from './selection-fixtures';

// Helpers of the specs that follow a subscription over the server's simulated clock (subscription,
// renewals). Those specs are the `clock` project of playwright.config.ts: they run after the others.

export const FLOWS = { main: 'skin-signup', agency: 'agency-skin-signup' } as const;
export const CARDS = { success: '4242424242424242', declinedOnCharge: '4000000000000341' };
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A call that must answer 200. */
export const ok = async (page: Page, method: string, path: string, body?: unknown) => {
  const answer = await pageApi(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer;
};

/** The patient's one subscription, as the server has it now. */
export async function subscriptionOf(page: Page): Promise<SubscriptionView> {
  const [subscription] = (await ok(page, 'GET', '/api/patient/subscriptions')).body.data as SubscriptionView[];
  expect(subscription).toBeDefined();
  return subscription!;
}

/** A new patient of the brand who finished a trial checkout (the checkout has its own tests). */
export async function trialPatient(page: Page, brand: BrandKey): Promise<SubscriptionView> {
  await patientAtCheckout(page, brand, FLOWS[brand]);
  await payForBoxByApi(page, FLOWS[brand], brand);
  return subscriptionOf(page);
}

/** Stores a sandbox card as the payment method on file, as the card form does. */
export async function storeCardByApi(page: Page, number: string): Promise<void> {
  const token = await ok(page, 'POST', '/sandbox-processor/v1/tokens', { number, expMonth: 12, expYear: 2034, cvc: '123' });
  await ok(page, 'POST', '/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token.body.id });
}

/** Three times "one week sooner": the trial's box then bills nine days after the start, so the clock moves little. */
export async function bringBoxNearer(page: Page, subscriptionId: number): Promise<SubscriptionView> {
  for (let week = 0; week < 3; week += 1) {
    await ok(page, 'POST', `/api/patient/subscriptions/${subscriptionId}/schedule`, { change: 'sooner' });
  }
  return subscriptionOf(page);
}

/** The server's simulated time. */
export async function serverNow(page: Page): Promise<number> {
  return Date.parse((await ok(page, 'GET', '/api/dev/clock')).body.data.now as string);
}

/** Moves the server's simulated clock forward to `instant` (or just past it); its jobs then run in the server. */
export async function moveClockTo(page: Page, instant: number): Promise<void> {
  const wanted = Math.max(0, instant - (await serverNow(page)));
  const days = Math.floor(wanted / DAY_MS);
  const hours = Math.ceil((wanted - days * DAY_MS) / HOUR_MS);
  await ok(page, 'POST', '/api/dev/clock/advance', hours === 24 ? { days: days + 1, hours: 0 } : { days, hours });
}
