import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { dollarsFieldValue, formatUsd, parseUsd } from '@app/domain/pricing';
import {
  codeOf,
  createTestOperator,
  createTestProvider,
  submitStaffSignIn,
} from './care-team-fixtures';
import { brandUrl, DEMO_PASSWORD, expect, snap, test } from './fixtures';
import { DEMO_STAFF, withFreshStaffCode } from './staff-fixtures';
import { ok, trialPatient } from './subscription-fixtures';

// Issue 14 items 2, 4, 5 and 7 (ADR 119, 121): the operator console in the browser. Each test
// makes its own patient (a trial box paid at the sandbox processor) and, but for the refund's,
// its own operator and provider, so two workers never share what a test changes.

const OPERATOR_ZONE = 'America/Chicago';

/** A new main-brand patient who paid for a trial box (a charge of its shipping), and their email. */
async function paidPatient(page: Page): Promise<string> {
  await trialPatient(page, 'main');
  return (await ok(page, 'GET', '/api/patient')).body.data.email as string;
}

/** A browser of the operator's own, in their zone, at the console's start page. */
async function operatorPage(
  browser: Browser,
  signIn: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ timezoneId: OPERATOR_ZONE });
  const page = await context.newPage();
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a patient' })).toBeVisible();
  return page;
}

/** Finds the patient by their email and opens their page. */
async function openPatient(ops: Page, email: string): Promise<void> {
  await ops.getByLabel('Email, name or phone').fill(email);
  await ops.getByRole('button', { name: 'Search' }).click();
  await expect(ops).toHaveURL(
    new RegExp(`/ops\\?q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`),
  );
  const results = ops.getByRole('table', { name: `Patients matching “${email}”, newest first` });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('cell', { name: email })).toBeVisible();
  await results.getByRole('link', { name: 'Jordan Rivera' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
}

test('an operator refunds part of a charge, is refused a refund above what is left, and the audit history shows every step', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await paidPatient(page);
  const ops = await operatorPage(browser, (signInPage) =>
    withFreshStaffCode('operator', async (code) => {
      await submitStaffSignIn(
        signInPage,
        { email: DEMO_STAFF.operator.email, password: DEMO_PASSWORD },
        code,
      );
      await expect(signInPage).toHaveURL(/\/ops$/);
    }),
  );
  await openPatient(ops, email);
  await expect(
    ops.getByText(`Times are in your time zone: ${OPERATOR_ZONE}`, { exact: false }),
  ).toBeVisible();
  await snap(ops, 'ops-patient');

  const charges = ops.getByRole('region', { name: 'Charges' });
  await charges.getByRole('button', { name: 'Refund' }).click();
  let dialog = ops.getByRole('dialog', { name: /^Refund the charge of / });
  // The amount starts at what is left: the whole charge.
  const charged = parseUsd(await dialog.getByLabel('Amount in dollars').inputValue())!;
  expect(charged).toBeGreaterThan(100);
  await dialog.getByLabel('Amount in dollars').fill('1');
  await dialog.getByLabel('Reason for this change').fill('Box arrived damaged');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(ops.getByRole('status').filter({ hasText: '$1.00 was refunded.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(charges.getByText('$1.00 by Sam Ortiz: Box arrived damaged')).toBeVisible();
  const left = formatUsd(charged - 100);
  await expect(charges.getByRole('definition').filter({ hasText: left })).toBeVisible();

  // The whole charge again: more than is left. The server refuses it in its words, under the amount.
  await charges.getByRole('button', { name: 'Refund' }).click();
  dialog = ops.getByRole('dialog', { name: /^Refund the charge of / });
  await expect(dialog.getByLabel('Amount in dollars')).toHaveValue(
    dollarsFieldValue(charged - 100),
  );
  await dialog.getByLabel('Amount in dollars').fill(dollarsFieldValue(charged));
  await dialog.getByLabel('Reason for this change').fill('Refund the whole box');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const refusal = `A refund of ${formatUsd(charged)} is more than is left of this charge (${left}). Nothing was refunded.`;
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expect(dialog.getByLabel('Amount in dollars')).toHaveAttribute('aria-invalid', 'true');
  await snap(ops, 'ops-refund-refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Nothing changed: one refund, the same amount left.
  await expect(charges.getByText(/ by Sam Ortiz: /)).toHaveCount(1);
  await expect(charges.getByRole('definition').filter({ hasText: left })).toBeVisible();

  await ops.getByRole('link', { name: 'Audit history' }).click();
  await expect(
    ops.getByRole('heading', { level: 1, name: 'Audit history: Jordan Rivera' }),
  ).toBeVisible();
  const trail = ops.getByRole('table', { name: 'Audit history of Jordan Rivera' });
  const rowOf = (what: string, outcome: string, reason: string) =>
    trail
      .getByRole('row')
      .filter({ has: ops.getByRole('cell', { name: what, exact: true }) })
      .filter({ has: ops.getByRole('cell', { name: outcome, exact: true }) })
      .filter({ hasText: reason });
  const refused = rowOf('Refunded a charge', 'Refused', refusal);
  const refunded = rowOf('Refunded a charge', 'Done', 'Box arrived damaged');
  const requested = rowOf('Requested a refund', 'Done', 'Box arrived damaged');
  const opened = trail
    .getByRole('row')
    .filter({ has: ops.getByRole('cell', { name: 'Opened the patient’s overview', exact: true }) });
  for (const row of [refused, refunded, requested]) {
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Operator: Sam Ortiz' })).toBeVisible();
    await expect(
      row.getByRole('cell', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/ }),
    ).toBeVisible();
  }
  await expect(opened.first()).toBeVisible();
  // Newest first: the refusal, then the refund, then its request, then the read before them all.
  const order = await trail
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  const indexOf = (text: string) => order.findIndex((row) => row.includes(text));
  expect(indexOf(refusal)).toBeLessThan(indexOf('Refunded a chargeDone'));
  expect(indexOf('Refunded a chargeDone')).toBeLessThan(indexOf('Requested a refund'));
  expect(indexOf('Requested a refund')).toBeLessThan(
    order.findLastIndex((row) => row.includes('Opened the patient’s overview')),
  );
  await snap(ops, 'ops-audit-history');
});

test('an operator skips a box, shown in the subscription’s history; a search that finds nobody says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await paidPatient(page);
  const operator = await createTestOperator();
  const ops = await operatorPage(browser, async (signInPage) =>
    submitStaffSignIn(signInPage, operator, await codeOf(operator)),
  );

  const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  await ops.getByLabel('Email, name or phone').fill(nobody);
  await ops.getByRole('button', { name: 'Search' }).click();
  await expect(ops.getByText(`No patient matches “${nobody}”.`, { exact: false })).toBeVisible();
  await snap(ops, 'ops-search-empty');
  // The search is in the address: a reload shows it again.
  await ops.reload();
  await expect(ops.getByLabel('Email, name or phone')).toHaveValue(nobody);
  await expect(ops.getByText(`No patient matches “${nobody}”.`, { exact: false })).toBeVisible();

  await openPatient(ops, email);
  const subscription = ops.getByRole('group', { name: 'Skin subscription' });
  await subscription.getByRole('button', { name: 'Skip next box' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Skip the next box' });
  await dialog.getByRole('button', { name: 'Skip box' }).click();
  await expect(
    dialog.getByText(
      'Say why you make this change (at most 500 characters); it is kept in the audit trail.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Reason for this change')).toBeFocused();
  await dialog.getByLabel('Reason for this change').fill('Still has product left');
  await dialog.getByRole('button', { name: 'Skip box' }).click();
  await expect(
    ops.getByRole('status').filter({ hasText: /^The next box was skipped; it now bills on / }),
  ).toBeVisible();
  // Focus goes back to the button that opened the dialog.
  await expect(subscription.getByRole('button', { name: 'Skip next box' })).toBeFocused();
  const history = ops.getByRole('table', { name: 'Changes to this subscription, newest first' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').first()).toHaveText(/^Box of .+ skipped; next box .+$/);
  await expect(newest.getByRole('cell', { name: 'Operator', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Still has product left' })).toBeVisible();
  await snap(ops, 'ops-patient-skipped');
});

test('an operator edits a provider’s licensed states on the providers page', async ({
  browser,
}) => {
  const provider = await createTestProvider(['VT']);
  const operator = await createTestOperator();
  const ops = await operatorPage(browser, async (signInPage) =>
    submitStaffSignIn(signInPage, operator, await codeOf(operator)),
  );
  await ops
    .getByRole('navigation', { name: 'Care team pages' })
    .getByRole('link', { name: 'Providers' })
    .click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
  const row = ops
    .getByRole('row')
    .filter({ has: ops.getByRole('rowheader', { name: provider.name }) });
  await expect(row.getByRole('cell', { name: 'VT', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit states of ${provider.name}` }).click();

  const dialog = ops.getByRole('dialog', { name: `Licensed states of ${provider.name}` });
  await expect(dialog.getByRole('checkbox', { name: 'Vermont (VT)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await expect(dialog.getByText('51 of 51 states chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select none' }).click();
  await dialog.getByRole('checkbox', { name: 'Nevada (NV)' }).check();
  await dialog.getByRole('checkbox', { name: 'Utah (UT)' }).check();
  await dialog.getByLabel('Reason for this change').fill('Nevada and Utah licences verified');
  await snap(ops, 'ops-licences-dialog');
  await dialog.getByRole('button', { name: 'Save states' }).click();
  await expect(
    ops.getByRole('status').filter({ hasText: `${provider.name} is now licensed in 2 states.` }),
  ).toBeVisible();
  await expect(row.getByRole('cell', { name: 'NV, UT', exact: true })).toBeVisible();
  // Kept by the server: the page read again shows them.
  await ops.reload();
  await expect(
    ops
      .getByRole('row')
      .filter({ has: ops.getByRole('rowheader', { name: provider.name }) })
      .getByRole('cell', { name: 'NV, UT', exact: true }),
  ).toBeVisible();
});

test('an operator asks for a walk of the audit trail’s hash chains and reads that it is whole', async ({
  browser,
}) => {
  const operator = await createTestOperator();
  const ops = await operatorPage(browser, async (signInPage) =>
    submitStaffSignIn(signInPage, operator, await codeOf(operator)),
  );
  await ops
    .getByRole('navigation', { name: 'Care team pages' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Audit trail integrity' })).toBeVisible();
  const verify = ops.getByRole('button', { name: 'Verify now' });
  await verify.click();
  const queued = ops.getByRole('status').filter({ hasText: 'A verification is queued.' });
  await expect(queued).toBeVisible();
  // The walk runs as a job of the server's worker; the page asks again until it has finished.
  await expect(queued).toBeHidden({ timeout: 30_000 });
  await expect(ops.getByText(/^Last walk finished .*, asked by an operator\.$/)).toBeVisible();
  await expect(ops.getByText('No broken link: the audit trail is whole.')).toBeVisible();
  await expect(verify).toBeEnabled();
  await snap(ops, 'ops-audit-integrity');
});
