import type { Browser, Page } from '@playwright/test';
import { parseUsd } from '@app/domain/pricing/money';
import { codeOf, createTestOperator, createTestProvider, reviewablePatient, submitStaffSignIn, type TestProvider } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { DAY_MS, moveClockTo, ok, serverNow, trialPatient } from './subscription-fixtures';

// Issue 29 item 6: what operators and providers read. An order's lines add up to its total; the
// date of birth is written as the other dates; the queue counts a wait on the app's clock, which
// in development is simulated and moves (`POST /api/dev/clock/advance`).

const OREGON = { address1: '800 SW Broadway', city: 'Portland', state: 'OR', zipcode: '97205' };

/** A staff member's own browser, signed in through the form, at the page `heading` names. */
async function staffPage(browser: Browser, member: Omit<TestProvider, 'slotStarts'>, heading: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await submitStaffSignIn(page, member, await codeOf(member));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

test('an operator reads an order as lines that add up to its total, and the date of birth written as the other dates', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await trialPatient(page, 'main');
  const { email, date_of_birth: dateOfBirth } = (await ok(page, 'GET', '/api/patient')).body.data as { email: string; date_of_birth: string };
  const patient = { email, dateOfBirth };
  const ops = await staffPage(browser, await createTestOperator(), 'Find a patient');
  await ops.getByLabel('Email, name or phone').fill(patient.email);
  await ops.getByRole('button', { name: 'Search' }).click();
  await ops.getByRole('table', { name: `Patients matching “${patient.email}”, newest first` }).getByRole('link', { name: 'Jordan Rivera' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();

  const orders = ops.getByRole('region', { name: 'Orders' });
  const order = orders.getByRole('listitem').first();
  const lines = await order.locator('.ops-plain-list li').allTextContents();
  const amounts = lines.map((line) => parseUsd(line.slice(line.lastIndexOf(': ') + 2).replace('-', ''))! * (line.includes(': -$') ? -1 : 1));
  const total = parseUsd((await order.getByText(/^Total: /).textContent())!.replace('Total: ', ''))!;
  expect(lines.some((line) => /^Handling fee: |^Shipping: /.test(line))).toBe(true);
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);

  const account = ops.getByRole('region', { name: 'Account' });
  const born = new Date(`${patient.dateOfBirth}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
  await expect(account.getByText(born, { exact: true })).toBeVisible();
  await expect(account.getByText(patient.dateOfBirth, { exact: true })).toHaveCount(0);
  await snap(ops, 'ops-order-lines');
});

test('in development the queue counts a visit’s wait on the app’s clock: sent after the clock moved, it waits minutes', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto(brandUrl('main', '/auth/login'));
  // Two days on the simulated clock: before, a visit sent just now waited "2 days" in the queue.
  await moveClockTo(page, (await serverNow(page)) + 2 * DAY_MS);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: OREGON });
  const care = await staffPage(browser, provider, 'Review queue');
  const entry = care.getByRole('listitem').filter({ has: care.getByRole('link', { name: patient.name }) });
  await expect(entry.getByText(/^Waiting \d+ minutes?$/)).toBeVisible();
  await snap(care, 'care-queue-simulated-clock');
});
