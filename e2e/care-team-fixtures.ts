import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { expect, type Browser, type Page } from '@playwright/test';
import type { SubscriptionView } from '@app/domain/contracts';
import { FLOWS } from '@app/domain/flows';
import { birthdateYearsAgo, brandUrl, pageApi, uniqueEmail, uploadPhotoByApi } from './fixtures';
import { bookAnyFreeSlotByApi } from './scheduling-fixtures';
import { payForBoxByApi, serverSelection } from './selection-fixtures';
import { ok } from './subscription-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

/*
 * The care team's browser tests (ADR 117) make their own providers with the app's commands on the
 * test server's data folder: `schedule:add --states` (ADR 115) licenses a new calendar provider in
 * the states a test names, `staff:add` gives them a sign-in. Their queue then holds only that
 * test's patients, whatever the demo providers' licences are and whatever other specs do meanwhile.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const DAY_MS = 86_400_000;

/** A provider made for one test: sign-in details and the times of their own consultation slots. */
export interface TestProvider {
  name: string;
  email: string;
  password: string;
  secret: string;
  /** Starts (ms) of the provider's bookable slots (none unless asked for). */
  slotStarts: number[];
}

async function runCommand(script: 'add-availability.ts' | 'add-staff.ts', args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error('E2E_DATA_DIR is not set: run browser tests through `npm run test:e2e` (scripts/e2e.mjs).');
  }
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The calendar `schedule:add` gives the provider. Bookable: one slot a day on the next four days, at
 * a quarter hour drawn between 01:00 and 12:45 UTC, when no demo provider works (they work 09:00 to
 * 17:00 in American zones), so a slot's time tells it is this provider's. Otherwise one slot a
 * year ahead, which no patient is offered: `staff:add` needs a calendar provider to link.
 */
function calendarOf(isBookable: boolean): { from: number; days: number; minute: number } {
  const tomorrow = Date.parse(`${isoDay(Date.now() + DAY_MS)}T00:00:00Z`);
  return isBookable ? { from: tomorrow, days: 4, minute: 60 + 15 * randomInt(0, 48) } : { from: tomorrow + 300 * DAY_MS, days: 1, minute: 12 * 60 };
}

/** A provider licensed in `states`, with a calendar of their own when they are to be booked. */
export async function createTestProvider(states: readonly string[], options: { isBookable?: boolean } = {}): Promise<TestProvider> {
  const tag = randomUUID().slice(0, 8);
  const name = `Dr. Test ${tag}`;
  const email = `provider-${tag}@staff.test`;
  const { from, days, minute } = calendarOf(options.isBookable ?? false);
  const calendar = ['--from', isoDay(from), '--to', isoDay(from + (days - 1) * DAY_MS), '--start', hhmm(minute), '--end', hhmm(minute + 15), '--tz', 'UTC'];
  await runCommand('add-availability.ts', ['--provider', name, ...calendar, '--states', states.join(',')]);
  const stdout = await runCommand('add-staff.ts', ['--email', email, '--name', name, '--role', 'provider', '--provider', name]);
  const slotStarts = options.isBookable ? Array.from({ length: days }, (_, day) => from + day * DAY_MS + minute * 60_000) : [];
  return { name, email, ...printedSecrets(stdout), slotStarts };
}

/** An operator made for one test (ADR 118's `staff:add`), so specs need not share the demo operator's codes. */
export function createTestOperator(): Promise<Omit<TestProvider, 'slotStarts'>> {
  return createTestStaffAccount('operator', 'Olive Test');
}

async function createTestStaffAccount(role: 'operator' | 'admin', namePrefix: string): Promise<Omit<TestProvider, 'slotStarts'>> {
  const tag = randomUUID().slice(0, 8);
  const name = `${namePrefix} ${tag}`;
  const email = `${role}-${tag}@staff.test`;
  const stdout = await runCommand('add-staff.ts', ['--email', email, '--name', name, '--role', role]);
  return { name, email, ...printedSecrets(stdout) };
}

/** The first password and authenticator secret `staff:add` prints once. */
function printedSecrets(stdout: string): { password: string; secret: string } {
  const printed = (label: string) => new RegExp(`${label}: (\\S+)`).exec(stdout)?.[1] ?? '';
  return { password: printed('First password \\(shown once\\)'), secret: printed('Authenticator secret \\(shown once\\)') };
}

/** The member's authenticator code now. */
export function codeOf(member: { secret: string }): Promise<string> {
  return generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) });
}

/** Fills the care team's sign-in form and sends it. */
export async function submitStaffSignIn(page: Page, who: { email: string; password: string }, code: string): Promise<void> {
  await page.getByLabel('Work email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Books the latest still-free slot of the provider's own for the visit (another test may take one). */
async function bookProviderSlot(page: Page, uuid: string, provider: TestProvider): Promise<number> {
  const slots = await ok(page, 'GET', `/api/consultations/${uuid}/available-slots?timezone=UTC`);
  const ours = Object.values(slots.body.data.timeSlots as Record<string, { id: number; timestamp: number }[]>)
    .flat()
    .filter((slot) => provider.slotStarts.includes(slot.timestamp * 1000))
    .sort((a, b) => b.timestamp - a.timestamp);
  for (const slot of ours) {
    const booked = await pageApi(page, 'POST', `/api/consultations/${uuid}?timezone=UTC`, { brand: 1, appointmentTimeSlotId: slot.id });
    if (booked.status === 200) {
      return slot.timestamp * 1000;
    }
    expect(booked.status, JSON.stringify(booked.body)).toBe(409);
  }
  throw new Error(`no free slot of ${provider.name}`);
}

export interface ReviewablePatient {
  uuid: string;
  name: string;
  subscription: SubscriptionView;
  /** When the consultation booked with the test's provider starts (ms), if one was. */
  consultationAt: number | undefined;
}

/**
 * A new main-brand adult in `address.state` who finished the skin sign-up through the API (the
 * screens have their own tests): survey, photos and ID, a consultation (with `provider`'s own slot
 * when given), the recommended box plus `extraItemIds`, the offers declined, the trial paid, the
 * skincare goals, and the visit sent: it waits in the queue of the providers of that state.
 */
export async function reviewablePatient(
  page: Page,
  options: { address: Record<string, string>; provider?: TestProvider; extraItemIds?: readonly number[] },
): Promise<ReviewablePatient> {
  const flow = 'skin-signup';
  const lastname = `Queue${randomUUID().replace(/[^a-f]/g, '').slice(0, 5)}`;
  await page.goto(brandUrl('main', '/auth/login'));
  await ok(page, 'POST', '/api/eligibility/evaluate', { state: options.address.state, birthdate: birthdateYearsAgo(34), hasAcceptedTerms: true, treatmentCategories: [1, 2] });
  await ok(page, 'POST', '/api/register', { email: uniqueEmail('care-review'), password: 'correct-horse' });
  await ok(page, 'POST', '/app/users/self/legal-name', { firstname: 'Oona', lastname });
  await ok(page, 'GET', '/dev/auth/verify');
  const uuid = (await ok(page, 'POST', '/api/visits', { flow })).body.data.uuid as string;
  await completeSurveyByApi(page, flow);
  await ok(page, 'POST', `/api/visits/${uuid}/steps/sms-verification`);
  for (const perspective of ['photo_id', 'face_front', 'face_left', 'face_right']) {
    expect(await uploadPhotoByApi(page, uuid, perspective)).toBe(200);
  }
  await ok(page, 'POST', `/api/visits/${uuid}/steps/photo-id`);
  await ok(page, 'POST', `/api/visits/${uuid}/steps/photos`);
  const consultationAt = options.provider ? await bookProviderSlot(page, uuid, options.provider) : (await bookAnyFreeSlotByApi(page, uuid), undefined);
  const data = await serverSelection(page, flow, 'main');
  await ok(page, 'PUT', '/app/patient/payment/subscription-items', {
    brand: 1,
    treatment_category: FLOWS[flow].category === 'hair' ? 2 : 1,
    items: [...data.initialSelectedItemIds, ...(options.extraItemIds ?? [])].map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
  });
  const offers = (await ok(page, 'GET', `/api/visits/${uuid}/upsells`)).body.data.upsells as { offer: string }[];
  for (const { offer } of offers) {
    await ok(page, 'POST', `/api/visits/${uuid}/upsells`, { offer, decision: 'declined' });
  }
  await payForBoxByApi(page, flow, 'main', { firstname: 'Oona', lastname, ...options.address });
  await ok(page, 'POST', `/api/visits/${uuid}/skincare-goals`, { goals: ['clear_breakouts'] });
  const visit = await ok(page, 'POST', `/api/visits/${uuid}/steps/complete`);
  expect(visit.body.data.completedAt, 'the visit is sent').not.toBeNull();
  const [subscription] = (await ok(page, 'GET', '/api/patient/subscriptions')).body.data as SubscriptionView[];
  return { uuid, name: `Oona ${lastname}`, subscription: subscription!, consultationAt };
}

/** A staff member's own browser, signed in through the form, at the page `heading` names. */
export async function staffPage(browser: Browser, member: Omit<TestProvider, 'slotStarts'>, heading: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await submitStaffSignIn(page, member, await codeOf(member));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}
