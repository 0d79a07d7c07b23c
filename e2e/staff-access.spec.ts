import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import type { OutboxMessage } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { codeOf, createTestOperator, submitStaffSignIn } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { signInStaffThroughApi } from './staff-fixtures';

// Issue 34 item 2 (ADR 170): the care team gets in through emailed links, without an engineer.
// An admin invites a new operator, who sets a password and an authenticator from the link; an
// operator who forgot their password resets it with their authenticator's code; an admin resets
// an operator's lost authenticator, and the operator sets up the new one with their password.
// Each member is made for its test; each link is read from the development outbox. Axe checks
// the pages through the fixtures.

const ADMIN = STAFF_MESSAGES.adminStaff;
const ACCESS = STAFF_MESSAGES.staffAccess;
const RESET = STAFF_MESSAGES.staffPasswordReset;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
const REASON = 'Reason for this change';
const OPS_HOME = STAFF_MESSAGES.opsSearch.heading;

/** The link of the newest email of `template` to `email` in the development outbox. */
async function emailedLink(page: Page, email: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        brandUrl('main', `/dev/outbox?channel=email&recipient=${encodeURIComponent(email)}`),
      );
      const messages = (await response.json()).data as OutboxMessage[];
      const newest = messages.find((message) => message.template === template);
      link = newest?.body.match(/https?:\/\/\S+\/staff\/access\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

/** The code the authenticator whose key the access page shows gives now. */
async function codeOfShownKey(page: Page): Promise<string> {
  const key = (await page.getByLabel(ACCESS.secretLabel, { exact: true }).inputValue()).replace(
    /\s/g,
    '',
  );
  return generate({ secret: key, epoch: Math.floor(Date.now() / 1000) });
}

/** A page in a browser of its own (another person, or the same one signed out). */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A row of the table `caption` names, found by its name. */
const rowOf = (page: Page, caption: string, name: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('an admin invites an operator, who sets a password and an authenticator from the emailed link', async ({
  browser,
  page,
}) => {
  // The demo admin's sign-in may wait for their authenticator's next code (up to 30 seconds).
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const invitee = { name: `Ivy Invited ${tag}`, email: `invited-${tag}@staff.test` };
  await signInStaffThroughApi(page, 'admin');
  await page.goto(brandUrl('main', '/admin/staff'));
  await expect(page.getByRole('heading', { level: 1, name: ADMIN.heading })).toBeVisible();

  await page.getByRole('button', { name: ADMIN.invite }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN.inviteHeading });
  await dialog.getByLabel(ADMIN.inviteName, { exact: true }).fill(invitee.name);
  await dialog.getByLabel(ADMIN.inviteEmail, { exact: true }).fill(invitee.email);
  await expect(dialog.getByLabel(ADMIN.inviteRole, { exact: true })).toHaveValue('operator');
  await snap(page, 'admin-staff-invite');
  await dialog.getByRole('button', { name: ADMIN.confirmInvite }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fillTemplate(ADMIN.invited, { email: invitee.email }) }),
  ).toBeVisible();
  const waiting = rowOf(page, ADMIN.invitationsCaption, invitee.name);
  await expect(waiting.getByRole('cell', { name: invitee.email, exact: true })).toBeVisible();
  await expect(
    waiting.getByRole('cell', { name: ADMIN.roles.operator, exact: true }),
  ).toBeVisible();
  await expect(
    waiting.getByRole('button', { name: fillTemplate(ADMIN.revokeLabel, { name: invitee.name }) }),
  ).toBeVisible();

  // The invitee, in their own browser, opens the emailed link.
  const link = await emailedLink(page, invitee.email, 'staff-invitation');
  const own = await newPage(browser);
  await own.goto(link);
  await expect(
    own.getByRole('heading', { level: 1, name: ACCESS.headings.invitation }),
  ).toBeVisible();
  await expect(own.getByRole('img', { name: ACCESS.qrLabel })).toBeVisible();
  await snap(own, 'staff-access-invitation');
  await own.getByLabel(ACCESS.newPassword, { exact: true }).fill('invited-password-1');
  const code = own.getByLabel(ACCESS.newCode, { exact: true });
  await code.fill(await codeOfShownKey(own));
  await code.press('Enter');
  await expect(own.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
  await expect(own).toHaveURL(/\/ops$/);
  await expect(own.getByText(`Signed in as ${invitee.name}`)).toBeVisible();

  // The admin's list: the new account, and no invitation waiting for it.
  await page.reload();
  const member = rowOf(page, ADMIN.caption, invitee.name);
  await expect(member.getByRole('cell', { name: ADMIN.roles.operator, exact: true })).toBeVisible();
  await expect(member.getByRole('cell', { name: ADMIN.active, exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: ADMIN.invitationsHeading }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: invitee.name, exact: true })).toHaveCount(1);

  // The link worked once.
  await own.goto(link);
  await expect(own.getByRole('heading', { level: 1, name: ACCESS.invalidHeading })).toBeVisible();
  await expect(own.getByText(ACCESS.invalid)).toBeVisible();
  await expect(own.getByRole('link', { name: ACCESS.signIn })).toBeVisible();
});

test('an operator who forgot their password resets it with their authenticator', async ({
  browser,
  page,
}) => {
  // The sign-ins after the reset wait for the authenticator's next code (up to 30 seconds).
  test.setTimeout(120_000);
  const operator = await createTestOperator();
  const newPassword = 'reset-password-1';
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await page.getByRole('link', { name: SIGN_IN.forgotPassword }).click();
  await expect(page.getByRole('heading', { level: 1, name: RESET.heading })).toBeVisible();
  await page.getByLabel(SIGN_IN.email, { exact: true }).fill(operator.email);
  await page.getByRole('button', { name: RESET.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET.sent })).toBeVisible();
  await snap(page, 'staff-password-reset');

  await page.goto(await emailedLink(page, operator.email, 'staff-password-reset'));
  await expect(
    page.getByRole('heading', { level: 1, name: ACCESS.headings['password-reset'] }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: ACCESS.qrLabel })).toHaveCount(0);
  await page.getByLabel(ACCESS.newPassword, { exact: true }).fill(newPassword);
  const resetCode = await codeOf(operator);
  const code = page.getByLabel(ACCESS.currentCode, { exact: true });
  await code.fill(resetCode);
  await code.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
  await expect(page.getByText(`Signed in as ${operator.name}`)).toBeVisible();

  // A code counts once: the next sign-ins take the authenticator's next one.
  await expect.poll(() => codeOf(operator), { timeout: 35_000 }).not.toBe(resetCode);
  const nextCode = await codeOf(operator);
  const other = await newPage(browser);
  await other.goto(brandUrl('main', '/staff/sign-in'));
  await submitStaffSignIn(other, operator, nextCode);
  await expect(other.getByText(SIGN_IN.failed)).toBeVisible();
  await submitStaffSignIn(other, { email: operator.email, password: newPassword }, nextCode);
  await expect(other.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
});

test('an admin resets an operator’s lost authenticator, and the operator sets up the new one', async ({
  browser,
  page,
}) => {
  // The demo admin's sign-in may wait for their authenticator's next code (up to 30 seconds).
  test.setTimeout(120_000);
  const operator = await createTestOperator();
  await signInStaffThroughApi(page, 'admin');
  await page.goto(brandUrl('main', '/admin/staff'));
  const fill = (template: string) => fillTemplate(template, { name: operator.name });
  await rowOf(page, ADMIN.caption, operator.name)
    .getByRole('button', { name: fill(ADMIN.resetAuthenticatorLabel) })
    .click();
  const dialog = page.getByRole('dialog', { name: fill(ADMIN.resetHeading) });
  await expect(dialog.getByText(fill(ADMIN.resetIntro))).toBeVisible();
  await dialog.getByLabel(REASON, { exact: false }).fill('Lost their phone');
  await dialog.getByRole('button', { name: ADMIN.confirmReset }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fillTemplate(ADMIN.resetSent, { email: operator.email }) }),
  ).toBeVisible();

  const own = await newPage(browser);
  await own.goto(await emailedLink(page, operator.email, 'staff-authenticator-reset'));
  await expect(
    own.getByRole('heading', { level: 1, name: ACCESS.headings['authenticator-reset'] }),
  ).toBeVisible();
  await expect(own.getByRole('img', { name: ACCESS.qrLabel })).toBeVisible();
  await snap(own, 'staff-access-authenticator-reset');
  await own.getByLabel(ACCESS.currentPassword, { exact: true }).fill(operator.password);
  const code = own.getByLabel(ACCESS.newCode, { exact: true });
  await code.fill(await codeOfShownKey(own));
  await code.press('Enter');
  await expect(own.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
  await expect(own.getByText(`Signed in as ${operator.name}`)).toBeVisible();
});
