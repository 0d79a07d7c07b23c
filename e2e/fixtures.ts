import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { accessibilityFixtures, type AccessibilityTestFixtures, type AccessibilityWorkerFixtures } from './accessibility-fixtures';
import { checkScreenNow } from './accessibility-watch';
import { waitForAppTakeoverInContext } from './app-takeover';

export { waitForAppTakeoverInContext } from './app-takeover';

/**
 * Playwright's `test` with every screen checked for accessibility (accessibility-fixtures.ts), and
 * navigations that wait for the web app to take a pre-rendered page over (app-takeover.ts); specs
 * use this one.
 */
export const test = base.extend<AccessibilityTestFixtures, AccessibilityWorkerFixtures>(accessibilityFixtures).extend({
  context: async ({ context }, use) => {
    waitForAppTakeoverInContext(context);
    await use(context);
  },
});
export { expect };

export const BRANDS = {
  main: { host: '127.0.0.1', name: 'Teleskin', demoEmail: 'demo@teleskin.example' },
  agency: { host: 'agency.localhost', name: 'Marlow & Finch', demoEmail: 'demo@marlowfinch.example' },
} as const;
export type BrandKey = keyof typeof BRANDS;
export const DEMO_PASSWORD = 'demo-password';

const port = process.env.E2E_PORT ?? '3000';

/** An absolute url on a brand's host. */
export function brandUrl(brand: BrandKey, path: string): string {
  return `http://${BRANDS[brand].host}:${port}${path}`;
}

/** A fresh email per test, so tests never share an account. */
export function uniqueEmail(prefix = 'patient'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A birthdate `years` years (minus `daysYounger` days) before today, as mm/dd/yyyy. */
export function birthdateYearsAgo(years: number, daysYounger = 0): string {
  const now = new Date();
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + daysYounger);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Saves a full-page screenshot of the current screen under e2e/screenshots/, checking the screen's accessibility too. */
export async function snap(page: Page, name: string): Promise<void> {
  await checkScreenNow(page);
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

export interface EligibilityAnswers {
  state?: string;
  zip?: string;
  birthdate?: string;
  acceptTerms?: boolean;
}

/** Fills the eligibility form; leaves fields out when undefined. */
export async function fillEligibility(page: Page, answers: EligibilityAnswers): Promise<void> {
  if (answers.state !== undefined) {
    await page.getByLabel("Patient's state").selectOption(answers.state);
  }
  if (answers.birthdate !== undefined) {
    await page.getByLabel('Date of birth').fill(answers.birthdate);
  }
  if (answers.zip !== undefined) {
    await page.getByLabel('Zip code (optional)').fill(answers.zip);
  }
  if (answers.acceptTerms) {
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  }
}

/** Whether the browser's session is signed in, asked of the API the way the app asks. */
export async function patientStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/patient')).status);
}

/** Registers a new patient through the register step (email-only first on the main brand). */
export async function registerOnStep(page: Page, brand: BrandKey, email: string, password = 'correct-horse'): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  if (brand === 'main') {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
  }
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A fresh random number per test, so the per-number send limits of one test leave the others alone. */
export function freshPhone(): string {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `555-${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** Reads the newest text to a number from the development outbox page, as a developer would. */
export async function codeFromOutbox(page: Page, brand: BrandKey, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(brandUrl(brand, `/dev/outbox?recipient=${encodeURIComponent(phone)}`));
  const newest = outbox.getByTestId('outbox-message').first();
  await expect(newest).toContainText('code is');
  const code = (await newest.textContent())?.match(/code is (\d{4})/)?.[1];
  await snap(outbox, `${brand}-dev-outbox`);
  await outbox.close();
  if (!code) {
    throw new Error(`no code in the outbox for ${phone}`);
  }
  return code;
}


/** What an API call made from the page answered. */
export interface PageApiAnswer<T> {
  status: number;
  body: T;
}

/**
 * Calls the API from inside the page, as the web client does: same cookies, the CSRF token
 * fetched first when there is none and once more after a 419, JSON only when there is a body. Tests use it to prepare
 * state that other screens already test.
 */
export async function pageApi<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<PageApiAnswer<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- callers name the JSON they expect
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = () => {
        const entry = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
        return entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : '';
      };
      if (method !== 'GET' && !token()) {
        await fetch('/api/auth/csrf');
      }
      const send = () => {
        const headers: Record<string, string> = { 'X-XSRF-TOKEN': token(), Accept: 'application/json' };
        if (body !== undefined) {
          headers['Content-Type'] = 'application/json';
        }
        return fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      };
      let response = await send();
      if (response.status === 419) {
        // The page fetched its own token at the same moment and replaced ours: as the web client
        // does, take a fresh token and try once more.
        await fetch('/api/auth/csrf');
        response = await send();
      }
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  ) as Promise<PageApiAnswer<T>>;
}

/** A 48x64 JPEG, small enough to inline; the server re-encodes every upload anyway. */
export const JPEG_BASE64 =
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABAADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCjARVoAAAAAAAAAAAAAAAAAAAAAB//2Q==';

/** The JPEG as a file for `setInputFiles`. */
export const jpegFile = (name = 'photo.jpg') => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_BASE64, 'base64') });

/** Uploads the JPEG as a photo of a type to a visit through the API, from the page; answers the status. */
export async function uploadPhotoByApi(page: Page, uuid: string, perspective: string): Promise<number> {
  return page.evaluate(
    async ({ uuid, perspective, base64 }) => {
      const entry = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
      const form = new FormData();
      form.set('perspective', perspective);
      form.set('file', new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/jpeg' }), `${perspective}.jpg`);
      const headers = { 'X-XSRF-TOKEN': entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : '' };
      return (await fetch(`/api/visits/${uuid}/photos`, { method: 'POST', headers, body: form })).status;
    },
    { uuid, perspective, base64: JPEG_BASE64 },
  );
}
