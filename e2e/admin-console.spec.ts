import { randomUUID } from 'node:crypto';
import { codeOf, createTestOperator, submitStaffSignIn } from './care-team-fixtures';
import { brandUrl, DEMO_PASSWORD, expect, snap, test } from './fixtures';
import { DEMO_STAFF, withFreshStaffCode } from './staff-fixtures';

// Issue 33 items 1 and 4 (ADRs 158, 159, 162): the admin role in the browser. An admin signs in like the rest
// of the care team and reaches the commerce settings; the other roles never reach them.

test('an admin signs in with their code, lands on the promotions and reads where each demo code stands', async ({ page }) => {
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await withFreshStaffCode('admin', async (code) => {
    await submitStaffSignIn(page, { email: DEMO_STAFF.admin.email, password: DEMO_PASSWORD }, code);
    await expect(page).toHaveURL(/\/admin\/promotions$/);
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Promotion codes' });
  const rowOf = (code: string, brand: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}`) }) }).filter({ has: page.getByRole('cell', { name: brand, exact: true }) });
  const welcome = rowOf('WELCOME10', 'Teleskin');
  await expect(welcome.getByRole('cell', { name: '$10.00', exact: true })).toBeVisible();
  await expect(welcome.getByRole('cell', { name: 'Every treatment', exact: true })).toBeVisible();
  await expect(welcome.getByRole('cell', { name: 'Live', exact: true })).toBeVisible();
  // Other tests claim SKIN5 meanwhile: its limit is what is certain.
  await expect(rowOf('SKIN5', 'Marlow & Finch').getByRole('cell', { name: / of 50$/ })).toBeVisible();
  await expect(rowOf('FREETRIAL', 'Teleskin').getByRole('cell', { name: 'The first prescription free', exact: true })).toBeVisible();
  await expect(rowOf('SPRING20', 'Teleskin').getByRole('cell', { name: 'Ended', exact: true })).toBeVisible();
  await snap(page, 'admin-promotions');

  // A new code: refused until it is whole and has a reason, then live in the list, kept on reload.
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion code' });
  await form.getByLabel('Code', { exact: false }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Use 3 to 32 capital letters, digits and dashes.')).toBeVisible();
  await expect(form.getByLabel('Code', { exact: false })).toBeFocused();
  await form.getByLabel('Code', { exact: false }).fill(code);
  await form.getByLabel('Brand').selectOption({ label: 'Marlow & Finch' });
  await form.getByLabel('Title', { exact: false }).fill('15% off');
  await form.getByLabel('Description').fill('15% off the skin care in your first box');
  // A percentage off the over-the-counter products (ADR 166): its own field in place of the amount.
  await form.getByLabel('Takes off', { exact: true }).selectOption({ label: 'A percentage' });
  await expect(form.getByLabel('Amount in dollars')).toHaveCount(0);
  await form.getByLabel('Percent off').fill('15');
  await form.getByLabel('Taken off', { exact: false }).selectOption({ label: 'Over-the-counter products only' });
  await form.getByLabel('Limit of claims', { exact: false }).fill('25');
  // A budget below one dollar is refused in words.
  await form.getByLabel('Budget in dollars', { exact: false }).fill('0.50');
  await form.getByLabel('Reason for this change', { exact: false }).fill('Agency spring test');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Enter a budget from $1.00 to $1,000,000.00', { exact: false })).toBeVisible();
  await form.getByLabel('Budget in dollars', { exact: false }).fill('70');
  await snap(page, 'admin-promotion-form');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} was created.` })).toBeVisible();
  const created = rowOf(code, 'Marlow & Finch');
  await expect(created.getByRole('cell', { name: '15% off over-the-counter products', exact: true })).toBeVisible();
  await expect(created.getByRole('cell', { name: '0 of 25', exact: true })).toBeVisible();
  await expect(created.getByRole('cell', { name: '$0.00 of $70.00', exact: true })).toBeVisible();

  // Paused with a reason, it says so; after a reload too.
  await created.getByRole('button', { name: `Pause ${code} of Marlow & Finch` }).click();
  const pause = page.getByRole('dialog', { name: `Pause ${code}` });
  await pause.getByLabel('Reason for this change', { exact: false }).fill('Waiting for legal');
  await pause.getByRole('button', { name: 'Pause code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} is paused.` })).toBeVisible();
  await page.reload();
  await expect(rowOf(code, 'Marlow & Finch').getByRole('cell', { name: 'Paused', exact: true })).toBeVisible();
  await expect(rowOf(code, 'Marlow & Finch').getByRole('button', { name: `Resume ${code} of Marlow & Finch` })).toBeVisible();

  // The operator console is not theirs: they are brought back to their own start page.
  await page.goto(brandUrl('main', '/ops/providers'));
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole('navigation', { name: 'Care team pages' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
});

test('an operator who opens the admin console is sent to their own console, and its calls refuse them', async ({ page }) => {
  const operator = await createTestOperator();
  await page.goto(brandUrl('main', '/admin/promotions'));
  // Signed out, the page asks for a sign-in first and comes back after it.
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirect=%2Fadmin%2Fpromotions$/);
  await submitStaffSignIn(page, operator, await codeOf(operator));
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a patient' })).toBeVisible();
  const response = await page.request.get(brandUrl('main', '/api/admin/promotions'));
  expect(response.status()).toBe(403);
});
