import type { Locator, Page } from '@playwright/test';
import { expect, test, BRANDS, birthdateYearsAgo, brandUrl, codeFromOutbox, freshPhone, jpegFile, pageApi, uniqueEmail, type BrandKey } from './fixtures';
import { completeSurveyByApi, heading, radio } from './survey-fixtures';

// Keyboard and screen-reader users keep their place (issue 29 item 4, ADR 139). Once a page is
// open, these tests act with keyboard.press and keyboard.type only: no click, no fill.

test.use({ timezoneId: 'America/New_York' });

/** The focused element, told apart from `<body>`, for the failure message. */
async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      return 'body';
    }
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60);
    return `${active.tagName.toLowerCase()}#${active.id}[${active.getAttribute('type') ?? ''}] ${text}`;
  });
}

/** Presses Tab until `target` has focus (a locator, or a selector the focused element matches), as a keyboard user walks to a control. */
async function tabTo(page: Page, target: Locator | string, limit = 200): Promise<void> {
  const isReached = () =>
    typeof target === 'string'
      ? page.evaluate((selector) => document.activeElement?.matches(selector) === true, target)
      : target.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false);
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isReached()) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}; focus is on ${await focusedElement(page)}`);
}

/**
 * Waits until `target` has focus, saying where focus is instead when it is not. Soft: the walk goes
 * on by keyboard (Tab starts again from the page's top), so one run lists every place it was lost.
 */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect
    .configure({ soft: true })
    .poll(async () => ((await target.evaluate((element) => element === document.activeElement).catch(() => false)) ? 'there' : await focusedElement(page)))
    .toBe('there');
}

/** Chooses `file` through the focused picker with Space, as the keyboard opens it. */
async function pickFileByKeyboard(page: Page, picker: Locator, name: string): Promise<void> {
  await tabTo(page, picker);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(jpegFile(name));
}

// ---------------------------------------------------------------------------------------------
// A pre-rendered landing page taken over: a Tab pressed at once is not lost.

const LANDING_PAGES = ['/get-started/skin', '/auth/login', '/ineligible/ineligible_age'];

for (const brand of Object.keys(BRANDS) as BrandKey[]) {
  for (const path of LANDING_PAGES) {
    test(`${brand}: two Tabs pressed on ${path} before the app has taken it over land where they would after`, async ({ browser }) => {
      // A context of its own: the fixture's pages wait for the takeover on each navigation.
      const context = await browser.newContext();
      const page = await context.newPage();
      const url = brandUrl(brand, path);
      const taken = () => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));

      // Where two Tabs go on the page once the app has it.
      await page.goto(url);
      await taken();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const expected = await focusedElement(page);
      expect(expected).not.toBe('body');

      // Again, the page's own chunk held back until both presses are made on the inert page: the
      // entry (with its static imports, which the page lists) runs, the screen's chunk waits.
      const html = await page.content();
      const listed = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (requested) => requested.pathname.startsWith('/assets/') && requested.pathname.endsWith('.js') && !listed.has(requested.pathname),
        async (route) => {
          await released;
          await route.continue();
        },
      );
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      release();
      await taken();
      await expect.poll(() => focusedElement(page)).toBe(expected);
      await context.close();
    });
  }
}

// ---------------------------------------------------------------------------------------------
// A single-choice question: arrows move between the choices, Space or Enter chooses.

test('main: arrow keys move between a question’s choices without answering it; Enter chooses', async ({ page }) => {
  await page.goto(brandUrl('main', '/auth/login'));
  expect((await pageApi(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(31), hasAcceptedTerms: true, treatmentCategories: [1] })).status).toBe(200);
  expect((await pageApi(page, 'POST', '/api/register', { email: uniqueEmail('arrows'), password: 'correct-horse' })).status).toBe(200);
  await completeSurveyByApi(page, 'skin-signup', { allergies: 'no' });
  await page.goto(brandUrl('main', '/survey/medical-history-update'));
  await expect(heading(page, 'Is your health information still accurate?')).toBeVisible();

  // The first question's options: Tab into them, an arrow to "No, I'd like to update", Enter.
  await tabTo(page, radio(page, "Yes, it's accurate"));
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, "No, I'd like to update")).toBeChecked();
  await expect(radio(page, "No, I'd like to update")).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'What has changed?')).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: 'My allergies', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // "Do you have any allergies?": an arrow checks the other option and the page stays; arrows
  // come round to "Yes", and Enter chooses it, whose details come next.
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  for (let presses = 0; presses < 2 && !(await radio(page, 'Yes').isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio(page, 'Yes')).toBeChecked();
  await expect(radio(page, 'Yes')).toBeFocused();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'What are you allergic to?')).toBeVisible();

  // Back, then Space on the option an arrow left checked chooses it too.
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await tabTo(page, radio(page, 'Yes'));
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'No')).toBeChecked();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/survey\/medical-history-update\/complete/);
});

// ---------------------------------------------------------------------------------------------
// Sign-up to payment by keyboard alone, on both brands, focus checked after each action that
// replaces or disables the control pressed.

/** Each walk books its own time, so walks side by side never race for one slot (scheduling-fixtures.ts). */
const WALK_TIMES: Record<BrandKey, string> = { main: '3:00 PM', agency: '3:30 PM' };

for (const brand of Object.keys(BRANDS) as BrandKey[]) {
  test(`${brand}: a patient signs up and pays by keyboard alone, and focus never falls to the page`, async ({ page }) => {
    test.setTimeout(180_000);
    const key = (name: string) => page.keyboard.press(name);
    const type = (text: string) => page.keyboard.type(text);
    const button = (name: string) => page.getByRole('button', { name, exact: true });

    await page.goto(brandUrl(brand, '/get-started/skin'));
    await tabTo(page, page.getByLabel("Patient's state"));
    await type('New York');
    await expect(page.getByLabel("Patient's state")).toHaveValue('NY');
    await tabTo(page, page.getByLabel('Date of birth'));
    await type(birthdateYearsAgo(33));
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the/ }));
    await key('Space');
    await tabTo(page, button('Next'));
    await key('Enter');

    await expect(page).toHaveURL(/\/get-started\/skin\/register$/);
    await tabTo(page, page.getByLabel('Email address'));
    await type(uniqueEmail(`keyboard-${brand}`));
    if (brand === 'main') {
      await key('Enter');
      await expectFocusOn(page, page.getByLabel('Password'));
    } else {
      await tabTo(page, page.getByLabel('Password'));
    }
    await type('correct-horse');
    await key('Enter');
    if (brand === 'agency') {
      await expect(page).toHaveURL(/\/verify-email$/);
      await tabTo(page, button('Auto-verify email'));
      await key('Enter');
    }

    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
    await tabTo(page, page.getByLabel('Legal first name'));
    await type('Robin');
    await tabTo(page, page.getByLabel('Legal last name'));
    await type('Keys');
    await key('Enter');

    await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
    const phone = freshPhone();
    await tabTo(page, page.getByLabel('Phone number', { exact: true }));
    await type(phone);
    await key('Enter');
    await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
    await tabTo(page, page.getByLabel('Verification code'));
    await type(await codeFromOutbox(page, brand, phone));

    // 1. The photo ID chosen: focus stays on its picker (now "Replace photo").
    await expect(page).toHaveURL(/\/get-started\/skin\/photo-id$/);
    const idPicker = page.locator('input[type="file"]');
    await pickFileByKeyboard(page, idPicker, 'id.jpg');
    await expect(button('Send photo ID to provider')).toBeEnabled();
    await expectFocusOn(page, idPicker);
    await tabTo(page, button('Send photo ID to provider'));
    await key('Enter');

    // 2-4. Each face photo chosen: focus stays on that photo's picker.
    await expect(page).toHaveURL(/\/get-started\/skin\/photos$/);
    for (const [index, side] of ['front', 'left side', 'right side'].entries()) {
      const picker = page.locator('.photo-section').nth(index).locator('input[type="file"]');
      await expect(page.getByLabel(`Upload ${side} photo`)).toBeAttached();
      await pickFileByKeyboard(page, picker, `${side}.jpg`);
      await expect(page.locator('.photo-section').nth(index).getByRole('img', { name: 'Uploaded' })).toBeVisible();
      await expectFocusOn(page, picker);
    }
    await tabTo(page, button('Send photos to provider'));
    await expect(button('Send photos to provider')).toBeEnabled();
    await key('Enter');

    // The medical intake (walked by keyboard in the test above and in surveys.spec.ts).
    await expect(page).toHaveURL(/\/get-started\/skin\/quiz(#.*)?$/);
    await completeSurveyByApi(page, brand === 'agency' ? 'agency-skin-signup' : 'skin-signup');
    await page.reload();

    // 5. "Schedule your call": the booked call's heading takes the focus.
    await expect(page).toHaveURL(/\/get-started\/skin\/schedule-consultation$/);
    await tabTo(page, page.getByLabel('Date'));
    // The date and time are read as the journey's are, then chosen by keyboard.
    const dates = page.getByLabel('Date').locator('option:not([disabled])');
    await expect(dates.first()).toBeAttached();
    await key('End');
    await expect(page.getByLabel('Date')).toHaveValue((await dates.last().getAttribute('value'))!);
    await tabTo(page, page.getByLabel('Time'));
    await type(WALK_TIMES[brand]);
    await expect(page.getByLabel('Time').locator('option:checked')).toHaveText(WALK_TIMES[brand]);
    await tabTo(page, button('Schedule your call'));
    await key('Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: 'Your call is scheduled' }));
    await tabTo(page, button('Continue'));
    await key('Enter');

    // 6. Promo Apply (the main brand's routine offers a code): the applied code takes the focus.
    await expect(page).toHaveURL(/\/get-started\/skin\/product-selection$/);
    if (brand === 'main') {
      await tabTo(page, button('Have a promo code?'));
      await key('Enter');
      await expectFocusOn(page, page.getByLabel('Promo code'));
      await type('WELCOME10');
      await key('Enter');
      await expectFocusOn(page, page.locator('.promo-section__applied'));
      await expect(page.locator('.promo-section__applied')).toContainText('WELCOME10');
      // Remove goes with the applied code: "Have a promo code?" takes the focus back.
      await tabTo(page, button('Remove promo code WELCOME10'));
      await key('Enter');
      await expectFocusOn(page, button('Have a promo code?'));
    }
    await tabTo(page, button('Check out now'));
    await expect(button('Check out now')).toBeEnabled();
    await key('Enter');
    await expect(page).toHaveURL(/\/get-started\/skin\/body-cleanse-upsell$/);
    await tabTo(page, button('Skip'));
    await key('Enter');
    await expect(page).toHaveURL(/\/get-started\/skin\/(special-offer-upsell|checkout)$/);
    if (page.url().endsWith('/special-offer-upsell')) {
      await tabTo(page, button('Skip'));
      await key('Enter');
    }

    // 7. The card's Continue: the address card's first field takes the focus.
    await expect(page).toHaveURL(/\/get-started\/skin\/checkout$/);
    const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await tabTo(page, card.getByLabel('Card number'));
    await type('4242424242424242');
    await tabTo(page, card.getByLabel('Expiration date (MM / YY)'));
    await type('1234');
    await tabTo(page, card.getByLabel('Security code'));
    await type('123');
    await tabTo(page, button('Continue'));
    await expect(button('Continue')).toBeEnabled();
    await key('Enter');
    await expectFocusOn(page, page.getByLabel('First name'));

    // 8. The address's Continue: "Confirm payment method" takes the focus.
    await tabTo(page, page.getByRole('combobox', { name: 'Street address' }));
    await type('12 Main St');
    await key('Escape');
    await tabTo(page, page.getByLabel('City'));
    await type('New York');
    await tabTo(page, page.getByLabel('State', { exact: true }));
    await type('New York');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('NY');
    await tabTo(page, page.getByLabel('Zip code'));
    await type('10001');
    await tabTo(page, button('Continue'));
    await key('Enter');
    await expectFocusOn(page, button('Confirm payment method'));
    await key('Enter');
    await expect(page).toHaveURL(/\/get-started\/skin\/skincare-goals$/);
  });
}
