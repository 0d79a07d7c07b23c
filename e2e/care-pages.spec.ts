import type { Page } from '@playwright/test';
import { BRANDS, DEMO_PASSWORD, birthdateYearsAgo, brandUrl, expect, jpegFile, pageApi, snap, test, uniqueEmail, type BrandKey } from './fixtures';
import { patientAtCheckout, payForBoxByApi } from './selection-fixtures';
import { DEMO_STAFF, signInStaffThroughApi } from './staff-fixtures';
import { patientWithFinishedVisit } from './visit-fixtures';

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

/** Uploads the JPEG for a provider's answer in a thread, from the provider's page; answers the photo's id. */
async function uploadAnswerPhotoByApi(page: Page, threadId: number): Promise<number> {
  const answer = await page.evaluate(
    async ({ threadId, base64 }) => {
      const entry = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
      const form = new FormData();
      form.set('file', new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/jpeg' }), 'where-to-apply.jpg');
      const headers = { 'X-XSRF-TOKEN': entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : '' };
      const response = await fetch(`/api/care/threads/${threadId}/photos`, { method: 'POST', headers, body: form });
      return { status: response.status, body: await response.json() };
    },
    { threadId, base64: jpegFile().buffer.toString('base64') },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.photoId as number;
}

// Issue 14 items 2 and 3 (ADR 120): the care team's side reaches the patient's pages.
test('main: a provider asks for more photos and answers with a photo; the patient sends the photos from the dashboard and sees the reply and the usual reply time', async ({ page, browser }) => {
  const uuid = await patientWithFinishedVisit(page, 'one-time-rx-skin');
  const started = await pageApi(page, 'POST', '/api/patient/care-messages', { subject: 'Dry patches', body: 'Dry patches on my chin since last week.' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const threadId = started.body.data.id as number;

  const provider = await (await browser.newContext()).newPage();
  await provider.goto(brandUrl('main', '/auth/login'));
  await signInStaffThroughApi(provider, 'provider2');
  const note = 'Please send a close-up of the dry patches on your chin, in daylight.';
  const asked = await pageApi(provider, 'POST', `/api/care/visits/${uuid}/photo-request`, { note });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const photoId = await uploadAnswerPhotoByApi(provider, threadId);
  const answered = await pageApi(provider, 'POST', `/api/care/threads/${threadId}/messages`, { body: 'Thanks. The photo shows where to apply the cream.', photoIds: [photoId] });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  await provider.context().close();

  await page.goto(brandUrl('main', '/dashboard'));
  const toDo = page.getByRole('region', { name: 'What you still need to do' });
  await expect(toDo.getByText('Your provider asked for more photos for your one-time prescription')).toBeVisible();
  await expect(toDo.getByText(`${DEMO_STAFF.provider2.name} wrote: “${note}”`)).toBeVisible();
  await toDo.getByRole('button', { name: 'Send more photos' }).click();
  await expect(toDo.getByRole('heading', { level: 3, name: 'More photos for your provider' })).toBeVisible();
  await snap(page, 'main-photo-request');
  await toDo.getByLabel('Upload a close-up').setInputFiles(jpegFile('chin.jpg'));
  await expect(toDo.getByRole('img', { name: /^Your photo: Close-ups/ })).toBeVisible();
  await toDo.getByRole('button', { name: 'I have sent my photos' }).click();
  await expect(toDo.getByText('Thank you. Your provider will look at your new photos.')).toBeVisible();
  await expect(toDo.getByText('Your provider asked for more photos', { exact: false })).toHaveCount(0);
  await expect(toDo.getByRole('heading', { name: 'More photos for your provider' })).toHaveCount(0);

  await page.goto(brandUrl('main', `/dashboard/message-provider?thread=${threadId}`));
  const conversation = page.getByRole('list', { name: 'Dry patches' });
  await expect(conversation.getByText(DEMO_STAFF.provider2.name)).toBeVisible();
  await expect(conversation.getByText('Answered', { exact: true })).toBeVisible();
  const reply = conversation.getByRole('img', { name: 'Photo 1 of this message' });
  await expect(reply).toBeVisible();
  await expect.poll(() => reply.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/^The care team (usually replies|aims to reply) within (an hour|\d+ (hours|days))\.$/)).toBeVisible();
  await snap(page, 'main-message-reply-with-photo');
});
