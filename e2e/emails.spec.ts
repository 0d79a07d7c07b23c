import { BRANDS, brandUrl, expect, test, type BrandKey } from './fixtures';
import { NARROW_VIEWPORT, overflowingElements } from './overflow-check';

/**
 * Issue 29 item 8 (ADR 140): every email, as its brand sends it, reads on the narrowest phone in
 * light and dark mode; the development preview shows each one (the accessibility watch checks
 * every screen, contrast included).
 */
const LOGOS: Record<BrandKey, string> = { main: 'teleskin', agency: 'marlow & finch' };

/** The colours a reader sees: the card, its text, and the logo. */
function colours() {
  const colour = (selector: string, property: 'color' | 'backgroundColor') => {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element)[property] : 'none';
  };
  return {
    page: colour('.email-body > table > tbody > tr > td', 'backgroundColor'),
    card: colour('.email-card', 'backgroundColor'),
    text: colour('.email-text', 'color'),
    footer: colour('.email-muted', 'color'),
    logo: colour('.email-logo', 'color'),
  };
}

test.use({ viewport: { width: NARROW_VIEWPORT.width, height: NARROW_VIEWPORT.height } });

for (const brand of Object.keys(BRANDS) as BrandKey[]) {
  test(`every ${BRANDS[brand].name} email reads at 320 px, in light and dark mode`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/api/dev/emails'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(BRANDS[brand].name);
    const templates = await page.locator('li > strong').allTextContents();
    expect(templates).toEqual(expect.arrayContaining(['email-verification', 'subscription-box-paid', 'subscription-bills-soon', 'shipment-shipped']));

    for (const template of templates) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(brandUrl(brand, `/api/dev/emails/${template}`));
        const logo = page.getByRole('link', { name: LOGOS[brand], exact: true });
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute('href', brandUrl(brand, ''));
        await expect(page.getByText(`The ${BRANDS[brand].name} team`, { exact: true })).toBeVisible();
        expect(await page.evaluate(overflowingElements), `${template} ${colorScheme}`).toEqual([]);
        // Each of the email's links is a button a thumb can hit.
        for (const box of await page.locator('.email-card a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
          expect(box).toBeGreaterThanOrEqual(44);
        }
        const seen = await page.evaluate(colours);
        if (colorScheme === 'dark') {
          expect(seen).toMatchObject({ page: 'rgb(18, 18, 18)', card: 'rgb(30, 30, 30)', text: 'rgb(236, 236, 236)', footer: 'rgb(184, 184, 184)' });
        } else {
          expect(seen).toMatchObject({ card: 'rgb(255, 255, 255)', text: 'rgb(31, 31, 31)', footer: 'rgb(92, 92, 92)' });
          expect(seen.page).not.toBe('rgb(18, 18, 18)');
        }
        expect(seen.logo).not.toBe(seen.card);
      }
    }
  });
}
