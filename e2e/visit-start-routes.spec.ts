import { expect, test, birthdateYearsAgo, brandUrl, pageApi, uniqueEmail } from './fixtures';
import type { Page } from '@playwright/test';

// Issue 29 item 7: the seed's routes /v/start/{x} (x a flow: starts or resumes a visit of it and
// opens it at /v/{uuid}) and /renewal-ne (000's route list), opened as a patient opens them.

async function signedInPatient(page: Page): Promise<void> {
  await page.goto(brandUrl('main', '/auth/login'));
  const ok = async (path: string, body: unknown) => expect((await pageApi(page, 'POST', path, body)).status, path).toBe(200);
  await ok('/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(34), hasAcceptedTerms: true, treatmentCategories: [1, 2] });
  await ok('/api/register', { email: uniqueEmail('visit-start'), password: 'correct-horse' });
  await ok('/app/users/self/legal-name', { firstname: 'Casey', lastname: 'Start' });
}

const notFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' });

test('/v/start/{flow}: a visitor is sent to log in, with it as the page to return to', async ({ page }) => {
  await page.goto(brandUrl('main', '/v/start/new-treatment-hair'));
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fv%2Fstart%2Fnew-treatment-hair$/);
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('/v/start/{flow}: a patient lands on a visit of that flow at /v/{uuid}, the same one when opened again', async ({ page }) => {
  await signedInPatient(page);
  await page.goto(brandUrl('main', '/v/start/new-treatment-hair'));
  await expect(page).toHaveURL(/\/v\/[0-9a-f-]{36}(#.*)?$/);
  const uuid = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
  const visit = (await pageApi(page, 'GET', `/api/visits/${uuid}`)).body.data as { flow: string };
  expect(visit.flow).toBe('new-treatment-hair');
  await page.goto(brandUrl('main', '/v/start/new-treatment-hair'));
  await expect(page).toHaveURL(new RegExp(`/v/${uuid}(#.*)?$`));
});

test('/v/start/{x} with x not a flow is the not-found page', async ({ page }) => {
  await signedInPatient(page);
  await page.goto(brandUrl('main', '/v/start/not-a-flow'));
  await expect(notFound(page)).toBeVisible();
});

test('/renewal-ne: a visitor is asked to log in; a patient lands on the resubscription, never a not-found page', async ({ page }) => {
  await page.goto(brandUrl('main', '/renewal-ne'));
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Frenewal-ne$/);
  await signedInPatient(page);
  await page.goto(brandUrl('main', '/renewal-ne'));
  await expect(page).toHaveURL(/\/renewal(-ne)?\/[a-z-]+(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});
