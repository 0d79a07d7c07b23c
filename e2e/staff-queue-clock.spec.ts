import { createTestProvider, reviewablePatient, staffPage } from './care-team-fixtures';
import { brandUrl, expect, snap, test } from './fixtures';
import { DAY_MS, moveClockTo, serverNow } from './subscription-fixtures';

// Issue 29 item 6: in development the queue counts a wait on the app's clock, which is simulated and
// moves (`POST /api/dev/clock/advance`). Moving it is shared state: this spec runs in the clock
// project (playwright.config.ts), after the others.

const OREGON = { address1: '800 SW Broadway', city: 'Portland', state: 'OR', zipcode: '97205' };

test('in development the queue counts a visit’s wait on the app’s clock: sent after the clock moved, it waits minutes', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto(brandUrl('main', '/auth/login'));
  // Two days on the simulated clock: before, a visit sent just now waited "2 days" in the queue.
  await moveClockTo(page, (await serverNow(page)) + 2 * DAY_MS);
  const provider = await createTestProvider(['OR']);
  const patient = await reviewablePatient(page, { address: OREGON });
  const care = await staffPage(browser, provider, 'Review queue');
  const entry = care.getByRole('listitem').filter({ has: care.getByRole('link', { name: patient.name }) });
  await expect(entry.getByText(/^Waiting \d+ minutes?$/)).toBeVisible();
  await snap(care, 'care-queue-simulated-clock');
});
