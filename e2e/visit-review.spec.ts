import type { Browser, Page } from '@playwright/test';
import type { CareVisitView, FormularyItem } from '@app/domain/contracts';
import { codeOf, createTestProvider, reviewablePatient, submitStaffSignIn, type TestProvider } from './care-team-fixtures';
import { brandUrl, expect, pageApi, snap, test } from './fixtures';

// Issue 29 item 1 (ADR 136): after the provider's review the patient's dashboard says where the
// visit stands (prescribed, declined, photos asked for) and shows the prescription itself. The
// provider decides through the portal's API here; care-portal.spec.ts walks the portal's screens.

const OREGON = { address1: '800 SW Broadway', city: 'Portland', state: 'OR', zipcode: '97205' };
/** Deep Cleanse in full size: an Rx add-on, so the box holds two Rx products to decide. */
const DEEP_CLEANSE_FULL_SIZE_ITEM = 1702;
const DEEP_CLEANSE = 17;
const DECLINE_REASON = 'Start with the formula alone for the first weeks.';
const WAITING = "Your visit is on its way to your provider. We'll let you know as soon as they have reviewed it.";

/** A browser of the provider's own, signed in through the form. */
async function providerPage(browser: Browser, provider: TestProvider): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(brandUrl('main', '/staff/sign-in'));
  await submitStaffSignIn(page, provider, await codeOf(provider));
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  return page;
}

/** The provider's call, answered 200. */
async function asProvider<T>(care: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await pageApi<{ data: T }>(care, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The visit's requested Rx and how to prescribe each: every ingredient at its first strength. */
async function rxOf(care: Page, uuid: string) {
  const visit = await asProvider<CareVisitView>(care, 'GET', `/api/care/visits/${uuid}`);
  const formulary = await asProvider<FormularyItem[]>(care, 'GET', '/api/care/formulary');
  return visit.requestedRx.map((rx) => {
    const item = formulary.find((candidate) => candidate.itemId === rx.itemId)!;
    return { itemId: rx.itemId, name: rx.name, ingredients: item.ingredients.map((ingredient) => ({ name: ingredient.name, strength: ingredient.strengths[0]! })) };
  });
}

/** The dashboard, and the skin visit's entry on it. */
async function openDashboard(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.goto(brandUrl('main', '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your visits' })).toBeVisible();
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Skin treatment' }) });
}

test('after the provider prescribes one Rx and declines another, the dashboard shows the prescription, the reason and when the box ships', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: OREGON, extraItemIds: [DEEP_CLEANSE_FULL_SIZE_ITEM] });
  await openDashboard(page);
  await expect(page.getByText(WAITING)).toBeVisible();

  const care = await providerPage(browser, provider);
  const [formula] = (await rxOf(care, patient.uuid)).filter((rx) => rx.itemId !== DEEP_CLEANSE);
  await asProvider(care, 'POST', `/api/care/visits/${patient.uuid}/decision`, {
    prescribe: [{ itemId: formula!.itemId, ingredients: formula!.ingredients }],
    decline: [{ itemId: DEEP_CLEANSE, reason: DECLINE_REASON }],
  });
  await care.context().close();

  const visit = await openDashboard(page);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(visit.getByText(new RegExp(`^${provider.name} reviewed your visit on \\w+ \\d+, \\d{4} and prescribed:$`))).toBeVisible();
  await expect(visit.getByRole('heading', { level: 3, name: 'Your prescription' })).toBeVisible();
  const ingredients = visit.getByRole('list', { name: `Ingredients of ${formula!.name}` });
  for (const ingredient of formula!.ingredients) {
    await expect(ingredients.getByRole('listitem').filter({ hasText: ingredient.name })).toHaveText(`${ingredient.name} ${ingredient.strength}`);
  }
  await expect(visit.getByText(`Not prescribed: Deep Cleanse. Why: ${DECLINE_REASON}`)).toBeVisible();
  await expect(visit.getByText(/^Your box (is being prepared|is at the pharmacy)\. We will email you its tracking number as soon as it ships\.$/)).toBeVisible();
  await snap(page, 'dashboard-visit-prescribed');
});

test('after the provider declines every Rx, the dashboard says so, why, and what the patient can do', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: OREGON });
  const care = await providerPage(browser, provider);
  const requested = await rxOf(care, patient.uuid);
  await asProvider(care, 'POST', `/api/care/visits/${patient.uuid}/decision`, { decline: requested.map((rx) => ({ itemId: rx.itemId, reason: DECLINE_REASON })) });
  await care.context().close();

  const visit = await openDashboard(page);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  const names = requested.map((rx) => rx.name).join(', ');
  await expect(visit.getByText(new RegExp(`^${provider.name} reviewed your visit on \\w+ \\d+, \\d{4} and did not prescribe ${names}\\.$`))).toBeVisible();
  await expect(visit.getByText(`Why: ${DECLINE_REASON}`).first()).toBeVisible();
  await expect(visit.getByText(/^We took what was not prescribed off your next boxes/)).toBeVisible();
  await visit.getByRole('link', { name: 'Message your care team' }).click();
  await expect(page).toHaveURL(/\/dashboard\/message-provider$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your visits' })).toBeVisible();
  await snap(page, 'dashboard-visit-declined');
});

test('after the provider asks for more photos, the dashboard says so and where to send them', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: OREGON });
  const care = await providerPage(browser, provider);
  await asProvider(care, 'POST', `/api/care/visits/${patient.uuid}/photo-request`, { note: 'A closer photo of your chin, please.' });
  await care.context().close();

  const visit = await openDashboard(page);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(visit.getByText(/^Your provider asked for more photos on \w+ \d+, \d{4}\.$/)).toBeVisible();
  await expect(visit.getByText(/^Send them under “What you still need to do” below\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you still need to do' }).getByText('A closer photo of your chin, please.', { exact: false })).toBeVisible();
  await snap(page, 'dashboard-visit-photos-requested');
});
