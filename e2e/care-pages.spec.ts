import type { Page } from '@playwright/test';
import { BRANDS, DEMO_PASSWORD, birthdateYearsAgo, brandUrl, expect, jpegFile, pageApi, snap, test, uniqueEmail, type BrandKey } from './fixtures';
import { patientAtCheckout, payForBoxByApi } from './selection-fixtures';

// Issue 13 item 4 (ADR 112): the dashboard's shipments, prescriptions and messages pages on both
// brands. The simulated clock is not moved: a paid box is shown as the pharmacy has it now (the
// statuses after it are the unit and integration tests'), so these tests run beside any other.

const FLOWS = { main: 'skin-signup', agency: 'agency-skin-signup' } as const;

/** A new signed-in patient of the brand, with nothing bought. */
async function newPatient(page: Page, brand: BrandKey): Promise<void> {
  await page.goto(brandUrl(brand, '/auth/login'));
  await pageApi(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(35), hasAcceptedTerms: true, treatmentCategories: [1] });
  expect((await pageApi(page, 'POST', '/api/register', { email: uniqueEmail(`care-${brand}`), password: 'correct-horse' })).status).toBe(200);
}

async function logInAsDemo(page: Page, brand: BrandKey, path: string): Promise<void> {
  await page.goto(brandUrl(brand, `/auth/login?redirect=${encodeURIComponent(path)}`));
  await page.getByLabel('Email address').fill(BRANDS[brand].demoEmail);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the shipments page is empty before checkout and shows the paid box with its contents after`, async ({ page }) => {
    await patientAtCheckout(page, brand, FLOWS[brand]);
    await page.goto(brandUrl(brand, '/dashboard'));
    // From the dashboard by keyboard.
    const link = page.getByRole('navigation', { name: 'Your care' }).getByRole('link', { name: 'Shipments' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your shipments' })).toBeVisible();
    await expect(page.getByText('You have no shipments yet.', { exact: false })).toBeVisible();

    await payForBoxByApi(page, FLOWS[brand], brand);
    const [order] = (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { createdAt: string; lines: { name: string }[] }[];
    await page.reload();
    const box = page.getByRole('article', { name: /^Box ordered / });
    await expect(box).toHaveCount(1);
    for (const line of order!.lines) {
      await expect(box.getByText(line.name, { exact: true })).toBeVisible();
    }
    await expect(box.getByText(/^(Being prepared|At the pharmacy)$/)).toBeVisible();
    await expect(box.getByText('Given when the box ships')).toBeVisible();
    await snap(page, `${brand}-shipments-after-checkout`);
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`${brand}: the prescriptions page shows the demo patient's formulas with ingredients and the provider, and a new patient none`, async ({ page, browser }) => {
    await logInAsDemo(page, brand, '/dashboard/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Your prescriptions' })).toBeVisible();
    const formula = page.getByRole('article', { name: 'Custom Formula' }).first();
    await expect(formula.getByText(/^Prescribed by Dr\. Maya Okafor on /)).toBeVisible();
    await expect(formula.getByRole('list', { name: 'Ingredients of Custom Formula' }).getByRole('listitem').first()).toContainText('%');
    if (brand === 'main') {
      const declined = page.getByRole('article', { name: 'Deep Cleanse' });
      await expect(declined.getByText('Not prescribed')).toBeVisible();
      await expect(declined.getByText(/^Why: /)).toBeVisible();
    }
    await snap(page, `${brand}-prescriptions`);

    const other = await (await browser.newContext()).newPage();
    await newPatient(other, brand);
    await other.goto(brandUrl(brand, '/dashboard/prescriptions'));
    await expect(other.getByText('You have no prescriptions yet.', { exact: false })).toBeVisible();
    await other.context().close();
  });

  test(`${brand}: a patient sends a message with a photo and sees it in the conversation; empty fields and a file that is no photo are refused`, async ({ page }) => {
    await newPatient(page, brand);
    await page.goto(brandUrl(brand, '/dashboard/message-provider'));
    await expect(page.getByRole('heading', { level: 1, name: 'Messages with your care team' })).toBeVisible();
    await expect(page.getByText('No messages yet.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await expect(page.getByText('Please write a message.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await expect(page.getByText('Please upload a JPEG, PNG or HEIC photo.')).toBeVisible();
    await snap(page, `${brand}-message-errors`);

    await page.getByLabel('Subject').fill('Tingling after my formula');
    await page.getByLabel('Message', { exact: true }).fill('My skin tingles for a few minutes at night. Is that normal?');
    await picker.setInputFiles(jpegFile('cheek.jpg'));
    await expect(page.getByRole('img', { name: 'Photo 1 attached to your message' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(/\/dashboard\/message-provider\?thread=\d+$/);
    const conversation = page.getByRole('list', { name: 'Tingling after my formula' });
    await expect(conversation.getByText('My skin tingles for a few minutes at night. Is that normal?')).toBeVisible();
    await expect(conversation.getByRole('img', { name: 'Photo 1 of this message' })).toBeVisible();
    await expect(conversation.getByText('Sent', { exact: true })).toBeVisible();
    await snap(page, `${brand}-message-thread`);

    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(page.getByRole('link', { name: 'Tingling after my formula' })).toBeVisible();
  });

  test(`${brand}: the demo patient's unread reply is counted on the dashboard until the conversation is opened`, async ({ page }) => {
    await logInAsDemo(page, brand, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Your care' });
    const messages = nav.getByRole('link', { name: 'Messages with your care team (1 unread)' });
    await expect(messages).toBeVisible();
    await messages.click();
    const thread = page.getByRole('link', { name: /^Tingling after applying my formula\s?, 1 unread$/ });
    await thread.click();
    const conversation = page.getByRole('list', { name: 'Tingling after applying my formula' });
    await expect(conversation.getByText('Dr. Maya Okafor')).toBeVisible();
    await expect(conversation.getByText('Answered', { exact: true })).toBeVisible();
    await snap(page, `${brand}-message-reply`);
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(nav.getByRole('link', { name: 'Messages with your care team', exact: true })).toBeVisible();
  });
}
