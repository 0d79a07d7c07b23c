import type { Browser, Page } from '@playwright/test';
import { expect, test, brandUrl, snap, uniqueEmail, type BrandKey, pageApi } from './fixtures';
import { pickConsultationTime } from './scheduling-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

// The browser reports New York time, so times and the window's zone name are predictable.
test.use({ timezoneId: 'America/New_York' });

interface ApiAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
}

const api = (page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> => pageApi(page, method, path, body);

/** A new patient of the brand, signed in on `page`, with an open visit of `flow`. */
async function patientWithVisit(
  page: Page,
  brand: BrandKey,
  flow: string,
  recordedSteps: string[] = [],
  prepare?: (page: Page, uuid: string) => Promise<void>,
  state = 'NY',
): Promise<string> {
  await page.goto(brandUrl(brand, '/auth/login'));
  const eligibility = await api(page, 'POST', '/api/eligibility/evaluate', {
    state,
    birthdate: '04/12/1990',
    hasAcceptedTerms: true,
    treatmentCategories: [1],
  });
  expect(eligibility.status).toBe(200);
  expect(
    (
      await api(page, 'POST', '/api/register', {
        email: uniqueEmail('schedule'),
        password: 'correct-horse',
      })
    ).status,
  ).toBe(200);
  const visit = await api(page, 'POST', '/api/visits', { flow });
  expect(visit.status).toBe(200);
  await prepare?.(page, visit.body.data.uuid as string);
  for (const step of recordedSteps) {
    const recorded = await api(page, 'POST', `/api/visits/${visit.body.data.uuid}/steps/${step}`);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  }
  return visit.body.data.uuid as string;
}

const WINDOW = /^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M E[SD]T$/;

test.describe('schedule consultation', () => {
  test('main brand: requires a date and time, books, confirms and continues', async ({ page }) => {
    await patientWithVisit(page, 'main', 'new-treatment-skin', [], async (p) => void (await completeSurveyByApi(p, 'new-treatment-skin')));
    await page.goto(brandUrl('main', '/new-treatment/skin/schedule-consultation'));
    await expect(
      page.getByRole('heading', { name: 'Schedule a call with your provider' }),
    ).toBeVisible();
    await expect(
      page.getByText('Times are shown in Eastern Time.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Preferred language')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      /\/new-treatment\/skin\/quiz\?revisit=1$/,
    );
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await snap(page, 'main-schedule-consultation');

    await page.getByRole('button', { name: 'Schedule your call' }).click();
    await expect(page.getByText('The date field is required.')).toBeVisible();
    await expect(page.getByText('The time field is required.')).toBeVisible();

    await pickConsultationTime(page, '9:15 AM');
    const chosenTime = (await page.getByLabel('Time').locator('option:checked').textContent())!;
    await page.getByRole('button', { name: 'Schedule your call' }).click();

    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeVisible();
    const summary = page.locator('.schedule__summary');
    await expect(summary.getByText('Preferred language')).toBeVisible();
    await expect(summary.getByText('English')).toBeVisible();
    const window = (await summary.locator('dd').nth(1).textContent())!;
    expect(window).toMatch(WINDOW);
    expect(window.startsWith(`${chosenTime} – `)).toBe(true);
    await snap(page, 'main-schedule-consultation-confirmed');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/new-treatment\/skin\/product-selection$/);
  });

  test('agency brand: the Preferred language select changes the times and is confirmed; Skip in renewals', async ({
    page,
  }) => {
    await patientWithVisit(page, 'agency', 'resubscription');
    await page.goto(brandUrl('agency', '/renewal/schedule-consultation'));
    const language = page.getByLabel('Preferred language');
    await expect(language).toHaveValue('en');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveCount(0);
    await language.selectOption('es');
    await expect(language).toHaveValue('es');
    await pickConsultationTime(page, '10:15 AM');
    await snap(page, 'agency-schedule-consultation');
    await page.getByRole('button', { name: 'Schedule your call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeVisible();
    await expect(page.locator('.schedule__summary').getByText('Spanish')).toBeVisible();
    await expect(page.locator('.schedule__summary dd').nth(1)).toHaveText(WINDOW);
    await snap(page, 'agency-schedule-consultation-confirmed');
  });

  test('Skip moves a renewal on without a booking', async ({ page }) => {
    const uuid = await patientWithVisit(page, 'main', 'resubscription');
    await page.goto(brandUrl('main', '/renewal/schedule-consultation'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/renewal\/product-selection$/);
    expect((await api(page, 'GET', `/api/consultations/${uuid}`)).body).toEqual({ data: null });
  });

  test('a slot taken meanwhile shows a clear message and the times are reloaded', async ({
    page,
    browser,
  }) => {
    await patientWithVisit(page, 'main', 'resubscription');
    await page.goto(brandUrl('main', '/renewal/schedule-consultation'));
    const slotId = await pickConsultationTime(page, '11:30 AM');
    await bookAsSomeoneElse(browser, Number(slotId));

    await page.getByRole('button', { name: 'Schedule your call' }).click();
    await expect(
      page.getByText('That time is no longer available. Please choose another time.'),
    ).toBeVisible();
    await expect(page.getByLabel('Time')).toHaveValue('');
    await expect(page.getByLabel('Time').locator(`option[value="${slotId}"]`)).toHaveCount(0);
    await snap(page, 'main-schedule-consultation-conflict');
  });

  test("offers only the times of providers licensed in the patient's state: the West's provider's evening for California, not New York", async ({ page, browser }) => {
    // Demo data (ADR 115): Dr. Fischer, 9 AM to 5 PM Pacific, is licensed in the West only; the
    // others, licensed everywhere, end at 7 PM Eastern. Each provider's 14 days start on today in
    // their own zone, so between midnight Eastern and midnight Pacific the last day listed holds
    // the Eastern providers' times only: the day before it holds everyone's.
    const timesOfADayEveryoneWorks = async (on: Page) => {
      await on.goto(brandUrl('main', '/renewal/schedule-consultation'));
      await pickConsultationTime(on, '2:00 PM', 2);
      return on.getByLabel('Time').locator('option').allTextContents();
    };
    await patientWithVisit(page, 'main', 'resubscription');
    const newYork = await timesOfADayEveryoneWorks(page);
    expect(newYork).toContain('6:45 PM');
    expect(newYork).not.toContain('7:00 PM');
    await snap(page, 'main-schedule-consultation-new-york');

    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const west = await context.newPage();
    await patientWithVisit(west, 'main', 'resubscription', [], undefined, 'CA');
    const california = await timesOfADayEveryoneWorks(west);
    expect(california).toContain('7:00 PM');
    expect(california).toContain('7:45 PM');
    await context.close();
  });

  test('with every slot taken it says so and offers no booking', async ({ page }) => {
    await patientWithVisit(page, 'main', 'resubscription');
    // The shared demo schedule cannot be emptied from the browser; the server's empty answer is
    // covered by the API tests, so here the answer is replaced by an empty schedule.
    await page.route('**/api/consultations/*/available-slots*', (route) =>
      route.fulfill({
        json: {
          data: {
            timezone: 'America/New_York',
            timeSlots: {},
            languages: ['en'],
            isPreferredLanguageEnabled: false,
          },
        },
      }),
    );
    await page.goto(brandUrl('main', '/renewal/schedule-consultation'));
    await expect(
      page.getByText('All time slots are currently full. Please check again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule your call' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await snap(page, 'main-schedule-consultation-full');
  });
});

async function bookAsSomeoneElse(browser: Browser, slotId: number): Promise<void> {
  const context = await browser.newContext();
  const other = await context.newPage();
  const uuid = await patientWithVisit(other, 'main', 'resubscription');
  expect(
    (
      await api(other, 'POST', `/api/consultations/${uuid}`, {
        brand: 1,
        appointmentTimeSlotId: slotId,
      })
    ).status,
  ).toBe(200);
  await context.close();
}
