import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { codeOf, createTestOperator, submitStaffSignIn } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { signInStaffThroughApi } from './staff-fixtures';

// Issue 34 item 2 (ADR 169): an admin takes a care-team member's access away on the console's
// Care team page, after a missing reason is refused in words; the member's open page sends them
// to the sign-in at their next step, and once reactivated they sign in again. The member is an
// operator made for this test, so no other spec's account changes. Axe checks the pages through
// the fixtures.

const TEXT = STAFF_MESSAGES.adminStaff;
const REASON = 'Reason for this change';

test('an admin deactivates an operator, whose open page is signed out, and reactivates them', async ({
  browser,
  page,
}) => {
  // The operator's second sign-in waits for their authenticator's next code (up to 30 seconds).
  test.setTimeout(120_000);
  const operator = await createTestOperator();
  const ops = await (await browser.newContext()).newPage();
  await ops.goto(brandUrl('main', '/staff/sign-in'));
  const firstCode = await codeOf(operator);
  await submitStaffSignIn(ops, operator, firstCode);
  await expect(ops.getByRole('heading', { level: 1, name: 'Find a patient' })).toBeVisible();

  await signInStaffThroughApi(page, 'admin');
  await page.goto(brandUrl('main', '/admin/staff'));
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  const table = page.getByRole('table', { name: TEXT.caption });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: operator.name, exact: true }) });
  await expect(row.getByRole('cell', { name: operator.email, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: TEXT.roles.operator, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: TEXT.active, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /\(1 open\)$/ })).toBeVisible();
  // The admin's own row changes nothing.
  const own = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(` ${TEXT.you}$`) }) });
  await expect(own.getByRole('button')).toHaveCount(0);
  await snap(page, 'admin-staff');

  // Without a reason the change is refused in words, before anything is sent.
  const fill = (template: string) => fillTemplate(template, { name: operator.name });
  await row.getByRole('button', { name: fill(TEXT.deactivateLabel) }).click();
  const deactivate = page.getByRole('dialog', { name: fill(TEXT.deactivateHeading) });
  await expect(deactivate.getByText(fill(TEXT.deactivateIntro))).toBeVisible();
  await deactivate.getByRole('button', { name: TEXT.confirmDeactivate }).click();
  await expect(deactivate.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeVisible();
  await expect(deactivate.getByLabel(REASON, { exact: false })).toBeFocused();
  await snap(page, 'admin-staff-deactivate');

  await deactivate.getByLabel(REASON, { exact: false }).fill('Left the practice');
  await deactivate.getByRole('button', { name: TEXT.confirmDeactivate }).click();
  await expect(deactivate).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: fill(TEXT.deactivated) })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Deactivated / })).toBeVisible();
  await expect(row.getByRole('cell', { name: TEXT.never, exact: true })).toBeVisible();
  const reactivateButton = row.getByRole('button', { name: fill(TEXT.reactivateLabel) });
  await expect(reactivateButton).toBeFocused();

  // The operator's open page: their next step finds the session ended.
  await ops.getByRole('link', { name: STAFF_MESSAGES.opsNav.providers }).click();
  await expect(ops).toHaveURL(/\/staff\/sign-in\?redirect=%2Fops%2Fproviders&ended=1$/);
  await expect(ops.getByText(STAFF_MESSAGES.staffSignIn.sessionEnded)).toBeVisible();
  await expect(
    ops.getByRole('heading', { level: 1, name: STAFF_MESSAGES.staffSignIn.heading }),
  ).toBeVisible();

  // Reactivated with a reason, the row says so after a reload too.
  await reactivateButton.click();
  const reactivate = page.getByRole('dialog', { name: fill(TEXT.reactivateHeading) });
  await reactivate.getByLabel(REASON, { exact: false }).fill('Back from leave');
  await reactivate.getByRole('button', { name: TEXT.confirmReactivate }).click();
  await expect(reactivate).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: fill(TEXT.reactivated) })).toBeVisible();
  await page.reload();
  await expect(row.getByRole('cell', { name: TEXT.active, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: fill(TEXT.deactivateLabel) })).toBeVisible();

  // The operator signs in again with their password and the authenticator's next code.
  await expect.poll(() => codeOf(operator), { timeout: 35_000 }).not.toBe(firstCode);
  await submitStaffSignIn(ops, operator, await codeOf(operator));
  await expect(ops).toHaveURL(/\/ops\/providers$/);
  await expect(
    ops.getByRole('heading', { level: 1, name: STAFF_MESSAGES.opsProviders.heading }),
  ).toBeVisible();
});
