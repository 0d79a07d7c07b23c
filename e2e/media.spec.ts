import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { completeSurveyByApi } from './survey-fixtures';
import { expect, test, brandUrl, jpegFile, snap, uniqueEmail, uploadPhotoByApi, type BrandKey, pageApi } from './fixtures';

// Small generated images (a 48x64 PNG) and a real 64x48 HEIC made with libheif's heif-enc.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAIAAADTQmMRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdklEQVRoge3YQQ3AQBBC0epGDXKQVRE9TA8vWQETAh+yT7pfvef8gjhoFCoPRcp2jp8A4yhUHoqU7RxCMdBGofJQpGw4NGCs6ohynfnR+2kWA20UKg9FyoZDA8aqjijXmR+952EMtFGoPBQp2zmE4id/FOpXD718GZlLVnFwtgAAAABJRU5ErkJggg==',
  'base64',
);
const HEIC = readFileSync('apps/api/src/modules/media/test-fixtures/tiny.heic');

const jpeg = jpegFile;

const api = (page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => pageApi(page, method, path, body);

/** A new adult patient signed in on `page`, with an open visit of `flow` and earlier steps done. */
async function patientAt(page: Page, brand: BrandKey, flow: string, options: { legalName?: boolean; recorded?: string[] } = {}): Promise<string> {
  await page.goto(brandUrl(brand, '/auth/login'));
  expect((await api(page, 'POST', '/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1, 2] })).status).toBe(200);
  expect((await api(page, 'POST', '/api/register', { email: uniqueEmail('photos'), password: 'correct-horse' })).status).toBe(200);
  if (options.legalName) {
    expect((await api(page, 'POST', '/app/users/self/legal-name', { firstname: 'Robin', lastname: 'Photo' })).status).toBe(200);
  }
  const visit = await api(page, 'POST', '/api/visits', { flow });
  const uuid = visit.body.data.uuid as string;
  for (const step of options.recorded ?? []) {
    expect((await api(page, 'POST', `/api/visits/${uuid}/steps/${step}`, {})).status).toBe(200);
  }
  return uuid;
}

/** The browser's HEIC converter (its own chunk, with libheif's). */
const CONVERTER_CHUNK = /\/assets\/heic-to-png-[^/]*\.js$/;

/** The converter's scripts `page` requests from now on. */
function converterScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && (CONVERTER_CHUNK.test(request.url()) || request.url().includes('libheif'))) {
      scripts.push(request.url());
    }
  });
  return scripts;
}

/** A new main-brand patient on the skin sign-up's photos page, the photo ID sent; the visit's uuid. */
async function photosPageOf(page: Page): Promise<string> {
  const uuid = await patientAt(page, 'main', 'skin-signup', { legalName: true, recorded: ['sms-verification'] });
  expect(await uploadPhotoByApi(page, uuid, 'photo_id')).toBe(200);
  expect((await api(page, 'POST', `/api/visits/${uuid}/steps/photo-id`, {})).status).toBe(200);
  await page.goto(brandUrl('main', '/get-started/skin/photos'));
  await expect(page.getByRole('heading', { name: 'Photos for your provider' })).toBeVisible();
  return uuid;
}

test.describe('photo ID and photos', () => {
  test('main brand: upload, delete and send the photo ID, then every photo', async ({ page }) => {
    await patientAt(page, 'main', 'skin-signup', { legalName: true, recorded: ['sms-verification'] });
    await page.goto(brandUrl('main', '/get-started/skin/photo-id'));
    await expect(page.getByRole('heading', { name: 'Your photo ID' })).toBeVisible();
    const sendId = page.getByRole('button', { name: 'Send photo ID to provider' });
    await expect(sendId).toBeDisabled();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /driver's license/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', /\/get-started\/skin\/sms-verification\?revisit=1$/);
    await snap(page, 'main-photo-id');

    await page.getByRole('button', { name: 'Which IDs can I use?' }).click();
    const modal = page.getByRole('dialog', { name: 'Which IDs can I use?' });
    for (const text of ["Driver's license", 'Passport', 'State-issued ID', 'School, work or gym IDs', 'Yearbook photos', 'Warehouse-club cards']) {
      await expect(modal.getByText(text)).toBeVisible();
    }
    await snap(page, 'main-photo-id-help');
    await modal.getByRole('button', { name: 'Got it' }).click();
    await expect(modal).toBeHidden();

    // A text file named .jpg is refused by its bytes.
    await page.getByLabel('Upload your ID').setInputFiles({ name: 'license.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
    await expect(page.getByRole('alert')).toHaveText('Please upload a JPEG, PNG or HEIC photo.');
    await expect(sendId).toBeDisabled();
    await snap(page, 'main-photo-id-invalid');

    await page.getByLabel('Upload your ID').setInputFiles(jpeg('license.jpg'));
    const own = page.getByRole('img', { name: 'Your photo: Your photo ID' });
    await expect(own).toBeVisible();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await expect(sendId).toBeEnabled();
    await snap(page, 'main-photo-id-uploaded');

    await page.getByRole('button', { name: 'Delete photo: Your photo ID' }).click();
    await expect(own).toHaveCount(0);
    await expect(sendId).toBeDisabled();
    await page.getByLabel('Upload your ID').setInputFiles(jpeg('license.jpg'));
    await expect(own).toBeVisible();
    await sendId.click();

    await expect(page).toHaveURL(/\/get-started\/skin\/photos$/);
    await expect(page.getByRole('heading', { name: 'Photos for your provider' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send photos to provider' });
    await expect(send).toBeDisabled();
    await expect(page.getByRole('button', { name: /Close-ups of specific concerns\s*Optional/ })).toBeVisible();
    await snap(page, 'main-photos');

    await page.getByLabel('Upload front photo').setInputFiles(jpeg('front.jpg'));
    await expect(page.getByRole('img', { name: 'Your photo: Front of your face' })).toBeVisible();
    await page.getByLabel('Upload left side photo').setInputFiles({ name: 'left.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your photo: Left side of your face' })).toBeVisible();
    await expect(send).toBeDisabled();
    // An iPhone photo: the browser turns HEIC into PNG before upload (000 §5).
    await page.getByLabel('Upload right side photo').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    const heic = page.getByRole('img', { name: 'Your photo: Right side of your face' });
    await expect(heic).toBeVisible();
    await expect.poll(() => heic.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(send).toBeEnabled();

    // The phone is not confirmed (SMS step skipped): the link opens the phone verification dialog.
    const phoneLink = page.getByRole('button', { name: "We'll text you a link for phone upload" });
    await phoneLink.click();
    const dialog = page.getByRole('dialog', { name: "What's your phone number?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Phone number/)).toBeVisible();
    await snap(page, 'main-photos-phone-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(phoneLink).toBeFocused();
    await snap(page, 'main-photos-complete');

    await send.click();
    // The medical intake follows the photos (surveys.spec.ts).
    await expect(page).toHaveURL(/\/get-started\/skin\/quiz(#.*)?$/);
  });

  test('agency brand on a phone: the texted /v/{uuid} page uploads hair photos at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const uuid = await patientAt(page, 'agency', 'hair-signup', { legalName: true, recorded: ['sms-verification'] });
    await completeSurveyByApi(page, 'hair-signup');
    expect(await uploadPhotoByApi(page, uuid, 'photo_id')).toBe(200);
    expect((await api(page, 'POST', `/api/visits/${uuid}/steps/photo-id`, {})).status).toBe(200);
    await page.goto(brandUrl('agency', `/v/${uuid}`));
    await expect(page.getByRole('heading', { name: 'Photos for your provider' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Which IDs can I use?' })).toHaveCount(0);
    // Narrow screens show one section at a time, starting with the first one missing.
    const top = page.getByRole('button', { name: /Top of your scalp\s*Required/ });
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    const hairline = page.getByRole('button', { name: /Front hairline\s*Required/ });
    await expect(hairline).toHaveAttribute('aria-expanded', 'false');
    await snap(page, 'agency-photos-phone');

    await page.getByLabel('Upload top of scalp photo').setInputFiles(jpeg('top.jpg'));
    await expect(page.getByRole('img', { name: 'Your photo: Top of your scalp' })).toBeVisible();
    await hairline.click();
    await page.getByLabel('Upload hairline photo').setInputFiles(jpeg('hairline.jpg'));
    await page.getByRole('button', { name: /Back of your head\s*Required/ }).click();
    await page.getByLabel('Upload back of head photo').setInputFiles(jpeg('back.jpg'));
    await expect(page.getByRole('img', { name: 'Your photo: Back of your head' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send photos to provider' });
    await expect(send).toBeEnabled();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await snap(page, 'agency-photos-phone-complete');

    await send.click();
    await expect(page.getByRole('heading', { name: 'Photos for your provider' })).toHaveCount(0);
    const visit = await api(page, 'GET', `/api/visits/${uuid}`);
    expect(visit.body.data.progress.steps.find((s: { step: string }) => s.step === 'photos').state).toBe('done');
  });

  test('an iPhone photo is converted to PNG in the browser before upload, its converter loaded only then (000 §5)', async ({ page }) => {
    const uuid = await photosPageOf(page);
    const scripts = converterScripts(page);
    // The converter's chunk is held until "Converting…" has been announced.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONVERTER_CHUNK, async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel('Upload front photo').setInputFiles(jpeg('front.jpg'));
    await expect(page.getByRole('img', { name: 'Your photo: Front of your face' })).toBeVisible();
    expect(scripts).toEqual([]);

    const uploaded = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/visits/${uuid}/photos`));
    const picker = page.getByLabel('Upload right side photo');
    await picker.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await expect(page.getByRole('status').filter({ hasText: 'Converting…' })).toBeVisible();
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    release();

    const body = (await uploaded).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('filename="IMG_0042.png"');
    expect(body).toContain('Content-Type: image/png');
    expect(body).not.toContain('image/heic');
    expect(scripts.length).toBeGreaterThan(0);
    const own = page.getByRole('img', { name: 'Your photo: Right side of your face' });
    await expect(own).toBeVisible();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(page.getByRole('status').filter({ hasText: /Converting…|Uploading…/ })).toHaveCount(0);
  });

  test('an iPhone photo the browser cannot convert is uploaded as picked, and the server converts it', async ({ page }) => {
    const uuid = await photosPageOf(page);
    await page.route(CONVERTER_CHUNK, (route) => route.abort());
    const uploaded = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/visits/${uuid}/photos`));
    await page.getByLabel('Upload right side photo').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });

    const body = (await uploaded).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('filename="IMG_0042.HEIC"');
    expect(body).toContain('Content-Type: image/heic');
    const own = page.getByRole('img', { name: 'Your photo: Right side of your face' });
    await expect(own).toBeVisible();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("another patient cannot open a patient's photo link", async ({ page, browser }) => {
    const uuid = await patientAt(page, 'main', 'skin-signup');
    expect(await uploadPhotoByApi(page, uuid, 'face_front')).toBe(200);
    const visit = await api(page, 'GET', `/api/visits/${uuid}`);
    const link = brandUrl('main', visit.body.data.photos[0].localUrl as string);
    expect((await page.request.get(link)).status()).toBe(200);

    const other = await browser.newPage();
    await patientAt(other, 'main', 'skin-signup');
    const stolen = await other.request.get(link);
    expect(stolen.status()).toBe(403);
    expect(stolen.headers()['content-type']).toContain('application/json');
    await other.close();
  });
});
