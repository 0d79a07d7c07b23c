import { codeOf, createTestOperator, submitStaffSignIn } from './care-team-fixtures';
import { brandUrl, DEMO_PASSWORD, expect, snap, test } from './fixtures';
import { DEMO_STAFF, withFreshStaffCode } from './staff-fixtures';

// Issue 33 items 1 and 4 (ADR 158): the admin role in the browser. An admin signs in like the rest
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
