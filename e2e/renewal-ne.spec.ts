import { expect, test, brandUrl, snap } from './fixtures';
import { bookLastTimeOfDay, ok, returningPatient } from './resubscribe-fixtures';

// Issue 29 item 7 (ADR 143): `/renewal-ne` is the non-expedited renewal, a flow of its own: the
// call with the provider cannot be skipped, and once it is booked the box is chosen and paid.

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: /renewal-ne offers no Skip; after the booked call, Continue leads to the shop of its own visit`, async ({ page }) => {
    await returningPatient(page, brand);
    await page.goto(brandUrl(brand, '/renewal-ne'));
    await expect(page).toHaveURL(/\/renewal-ne\/schedule-consultation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a call with your provider' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule your call' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await snap(page, `${brand}-renewal-ne-consultation`);

    // A day per brand, apart from the other renewal tests' days.
    await bookLastTimeOfDay(page, brand === 'agency' ? 9 : 8);
    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/renewal-ne\/product-selection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resume your subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible();

    const visits = (await ok(page, 'GET', '/api/visits')).body.data as { flow: string }[];
    expect(visits.map((visit) => visit.flow)).toContain('resubscription-non-expedited');

    // The expedited renewal still offers Skip.
    await page.goto(brandUrl(brand, '/renewal'));
    await expect(page).toHaveURL(/\/renewal\/schedule-consultation$/);
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  });
}
