import type { Locator } from '@playwright/test';
import { expect, test, brandUrl, snap, uniqueEmail } from './fixtures';
import { chooseCard, heading, skinPatientAtSurvey } from './survey-fixtures';

/** What a patient sees of a control: its shape, outline, text and width beside the main action. */
async function lookOf(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const section = element.closest('section') ?? document.body;
    const widthShare = Math.round((element.getBoundingClientRect().width / section.getBoundingClientRect().width) * 100);
    return JSON.stringify({
      radius: style.borderTopLeftRadius,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      underline: style.textDecorationLine,
      weight: style.fontWeight,
      color: style.color,
      widthShare,
    });
  });
}

test('every step shows the same Back: one look on a phone, the spec’s label where it names one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skinPatientAtSurvey(page, 'main', uniqueEmail('back'));
  const looks: Record<string, string> = {};

  for (const step of ['sms-verification', 'photo-id', 'photos']) {
    await page.goto(brandUrl('main', `/get-started/skin/${step}?revisit=1`));
    const back = page.getByRole('link', { name: 'Back', exact: true });
    await expect(back).toBeVisible();
    looks[step] = await lookOf(back);
  }
  await snap(page, 'main-back-photos');

  await page.goto(brandUrl('main', '/get-started/skin/quiz'));
  await expect(heading(page, 'How would you describe your skin type?')).toBeVisible();
  await chooseCard(page, 'Combination');
  await expect(heading(page, 'What would you like to improve?')).toBeVisible();
  const surveyBack = page.getByRole('button', { name: 'Back', exact: true });
  looks.survey = await lookOf(surveyBack);
  await snap(page, 'main-back-survey');

  const [first, ...rest] = Object.values(looks);
  for (const [screen, look] of Object.entries(looks)) {
    expect(look, `the Back of ${screen}`).toBe(first);
  }
  expect(rest.length).toBe(3);
});
