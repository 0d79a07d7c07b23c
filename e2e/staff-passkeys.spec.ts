import type { Page } from '@playwright/test';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { codeOf, createTestOperator, submitStaffSignIn } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { NARROW_VIEWPORT, overflowingElements } from './overflow-check';

// Issue 34 item 3 (ADR 172): a member adds a passkey with a code of their authenticator, signs in
// with it in place of password and code, and removes it. Chromium's virtual authenticator (CDP)
// stands in for the device: it makes the passkey, keeps it, and answers with it, verifying the
// user at once. The operator is made for this test; axe checks the screens through the fixtures.

const TEXT = STAFF_MESSAGES.staffPasskeys;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
const OPS_HOME = STAFF_MESSAGES.opsSearch.heading;
const NAME = 'Work laptop';

/**
 * The main brand on `localhost`: WebAuthn refuses an IP address as the relying party, and the
 * relying party is the host the page came from, so these pages are not opened on 127.0.0.1.
 */
const siteUrl = (path: string) => brandUrl('main', path).replace('//127.0.0.1:', '//localhost:');

/** A platform authenticator with user verification, answering without a prompt (CDP WebAuthn domain). */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: STAFF_MESSAGES.staffApp.accountLabel })
    .getByRole('button', { name: SIGN_IN.signOut })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.heading })).toBeVisible();
  await expect(page.getByText(SIGN_IN.signedOut)).toBeVisible();
}

async function openPasskeys(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: STAFF_MESSAGES.staffApp.navLabel })
    .getByRole('link', { name: TEXT.nav })
    .click();
  await expect(page).toHaveURL(/\/staff\/passkeys$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
}

const passkeyRow = (page: Page) =>
  page
    .getByRole('table', { name: TEXT.caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: NAME, exact: true }) });

test('an operator adds a passkey with a code, signs in with it alone, and removes it', async ({
  page,
}) => {
  // Adding the passkey takes the authenticator's next code (up to 30 seconds).
  test.setTimeout(120_000);
  const operator = await createTestOperator();
  await addVirtualAuthenticator(page);

  await page.goto(siteUrl('/staff/sign-in'));
  const signInCode = await codeOf(operator);
  await submitStaffSignIn(page, operator, signInCode);
  await expect(page.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
  await openPasskeys(page);
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // A code counts once: the sign-in's is spent, so the passkey takes the authenticator's next one.
  await expect.poll(() => codeOf(operator), { timeout: 35_000 }).not.toBe(signInCode);
  const add = page.getByRole('region', { name: TEXT.addHeading });
  await add.getByLabel(TEXT.name, { exact: true }).fill(NAME);
  await add.getByLabel(TEXT.code, { exact: true }).fill(await codeOf(operator));
  await add.getByRole('button', { name: TEXT.add }).click();
  await expect(add.getByRole('status')).toHaveText(fillTemplate(TEXT.added, { name: NAME }));
  await expect(
    passkeyRow(page).getByRole('cell', { name: TEXT.neverUsed, exact: true }),
  ).toBeVisible();
  await expect(add.getByLabel(TEXT.name, { exact: true })).toHaveValue('');

  // On a phone the table scrolls inside its own region; nothing else sticks out.
  await page.setViewportSize(NARROW_VIEWPORT);
  await expect(passkeyRow(page)).toHaveCount(1);
  expect(await page.evaluate(overflowingElements)).toEqual([]);
  await snap(page, 'staff-passkeys-320');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Signed out, the passkey alone signs the operator in: no email, password or code typed.
  await signOut(page);
  await page.getByRole('button', { name: SIGN_IN.passkey }).click();
  await expect(page.getByRole('heading', { level: 1, name: OPS_HOME })).toBeVisible();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByText(`Signed in as ${operator.name}`)).toBeVisible();

  // Its row now says when it was last used; Remove takes it off the account.
  await openPasskeys(page);
  await expect(
    passkeyRow(page).getByRole('cell', { name: TEXT.neverUsed, exact: true }),
  ).toHaveCount(0);
  await passkeyRow(page)
    .getByRole('button', { name: fillTemplate(TEXT.removeLabel, { name: NAME }) })
    .click();
  const removed = page
    .getByRole('status')
    .filter({ hasText: fillTemplate(TEXT.removed, { name: NAME }) });
  await expect(removed).toBeVisible();
  await expect(removed).toBeFocused();
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // The device still holds the passkey, but the server no longer knows it.
  await signOut(page);
  await page.getByRole('button', { name: SIGN_IN.passkey }).click();
  await expect(page.getByRole('alert')).toContainText(SIGN_IN.passkeyFailed);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.heading })).toBeVisible();
  await snap(page, 'staff-sign-in-passkey-failed');
});
