import { parseUsd } from '@app/domain/pricing';
import { createTestOperator, createTestProvider, reviewablePatient, staffPage } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { ok, trialPatient } from './subscription-fixtures';

// Issue 29 item 6: what operators and providers read. An order's lines add up to its total; the
// date of birth is written as the other dates (the queue's clock: staff-queue-clock.spec.ts). Dates are
// written one way per reader (ADR 144): a provider and an operator write the same patient's dates alike.

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

test('a provider and an operator write the same patient’s date of birth and visit time alike', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: { address1: '800 SW Broadway', city: 'Portland', state: 'OR', zipcode: '97205' } });
  const { email, date_of_birth: dateOfBirth } = (await ok(page, 'GET', '/api/patient')).body.data as { email: string; date_of_birth: string };
  const staffDay = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
  const staffTime = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z][A-Za-z0-9+:-]+$/;

  const care = await staffPage(browser, provider, 'Review queue');
  await care.goto(brandUrl('main', `/care/visits/${patient.uuid}`));
  await expect(care.getByRole('heading', { level: 1, name: `${patient.name}: Skin visit` })).toBeVisible();
  const careBorn = (await care.getByRole('region', { name: 'Patient' }).locator('dt', { hasText: 'Date of birth' }).locator('+ dd').textContent())!;
  const careCompleted = (await care.getByText(/^Completed /).first().textContent())!.replace('Completed ', '');
  expect(careBorn).toMatch(staffDay);
  expect(careBorn).not.toContain(dateOfBirth);
  expect(careCompleted).toMatch(staffTime);

  const ops = await staffPage(browser, await createTestOperator(), 'Find a patient');
  await ops.getByLabel('Email, name or phone').fill(email);
  await ops.getByRole('button', { name: 'Search' }).click();
  await ops.getByRole('link', { name: patient.name }).click();
  await expect(ops.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  await expect(ops.getByRole('region', { name: 'Account' }).getByText(careBorn, { exact: true })).toBeVisible();
  await expect(ops.getByText(careCompleted, { exact: true }).first()).toBeVisible();
  await snap(care, 'care-visit-dates');
});
