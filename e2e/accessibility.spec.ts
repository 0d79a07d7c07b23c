import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  blockingFindings,
  formatFindings,
  screenKey,
  SCAN_VIEWPORTS,
  type AccessibilityFinding,
} from './accessibility-report';
import { brandUrl, expect, snap, test } from './fixtures';

// The checks of every other spec's screens, checked themselves: pages with known problems, served
// on the app's origin by the test's own route, must be reported, and clean ones must not.

const STYLE =
  'body { font: 16px sans-serif; color: #222; background: #fff } @media (max-width: 600px) { .hint { color: #c4c4c4 } }';

/** A page whose image has no text and whose button has no name (both critical), with text too pale on a phone (serious). */
const KNOWN_PROBLEMS = `<!doctype html><html lang="en"><head><title>Known problems</title><style>${STYLE}</style></head>
<body><main><h1>A screen with known problems</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
<button type="button"></button>
<p class="hint">Pale text on a phone</p>
</main></body></html>`;

/** A page with only moderate problems: a skipped heading level and text outside any landmark. */
const MODERATE_ONLY = `<!doctype html><html lang="en"><head><title>Moderate only</title></head>
<body><h1>A screen with moderate problems only</h1><h4>A skipped level</h4><p>Text outside a landmark.</p></body></html>`;

/** Serves `html` at a fresh path of the main brand and opens it; answers the url. */
async function openTestPage(
  page: Page,
  html: string,
  path = `/accessibility-check-${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const url = brandUrl('main', path);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
  return url;
}

/** A rule broken at both sizes, as `summarize` lists it. */
const atBothSizes = (rule: string, impact: string) => [
  `${rule} ${impact} desktop 1280x800`,
  `${rule} ${impact} phone 390x844`,
];

const summarize = (findings: AccessibilityFinding[]) =>
  findings.map((finding) => `${finding.rule} ${finding.impact} ${finding.viewport}`).sort();

test('a screen reached by navigation is checked at both sizes; only serious and critical findings are kept', async ({
  page,
  accessibility,
}) => {
  const url = await openTestPage(page, KNOWN_PROBLEMS);

  const findings = await accessibility.takeFindings();
  expect(summarize(findings)).toEqual([
    'button-name critical desktop 1280x800',
    'button-name critical phone 390x844',
    'color-contrast serious phone 390x844',
    'image-alt critical desktop 1280x800',
    'image-alt critical phone 390x844',
  ]);
  expect(findings.find((finding) => finding.rule === 'image-alt')).toMatchObject({
    targets: ['img'],
    url,
    helpUrl: expect.stringContaining('dequeuniversity.com/rules/axe/'),
  });
});

test('a client-side route change is checked once the new screen settles, without a screenshot', async ({
  page,
  accessibility,
}) => {
  const url = await openTestPage(page, MODERATE_ONLY);
  expect(await accessibility.takeFindings()).toEqual([]);

  // As the app's router does: the url changes without a load, then the new screen renders.
  await page.evaluate(() => {
    history.pushState(null, '', `${location.pathname}/next`);
    document.querySelector('h1')!.textContent = 'The next screen';
    document.body.append(document.createElement('button'));
  });

  const findings = await accessibility.takeFindings();
  expect(summarize(findings)).toEqual(atBothSizes('button-name', 'critical'));
  expect(findings[0]).toMatchObject({ url: `${url}/next` });
});

/** A link named otherwise than it reads, as the staff header's logo was (issue 29 item 5). */
const NAME_NOT_AS_SHOWN = `<!doctype html><html lang="en"><head><title>Name not as shown</title><style>${STYLE}</style></head>
<body><main><h1>A link named otherwise than it reads</h1>
<a href="/home" aria-label="Acme care team home"><span>acme</span><span>Care team</span></a>
</main></body></html>`;

test('a control whose name does not contain the words it shows is reported (an experimental axe rule, turned on)', async ({
  page,
  accessibility,
}) => {
  await openTestPage(page, NAME_NOT_AS_SHOWN);

  const findings = await accessibility.takeFindings();
  expect(summarize(findings)).toEqual(atBothSizes('label-content-name-mismatch', 'serious'));
  expect(findings[0]?.targets).toEqual(['a']);
});

test('a screen with only moderate problems passes', async ({ page, accessibility }) => {
  await openTestPage(page, MODERATE_ONLY);

  expect(await accessibility.takeFindings()).toEqual([]);
});

test('a screen is checked once per run: the same path with other ids and the same heading is not checked again', async ({
  page,
  accessibility,
}) => {
  const base = `/accessibility-check-${randomUUID().slice(0, 8)}`;
  await openTestPage(page, KNOWN_PROBLEMS, `${base}/1`);
  expect(await accessibility.takeFindings()).not.toEqual([]);

  await openTestPage(page, KNOWN_PROBLEMS, `${base}/${randomUUID()}`);
  expect(await accessibility.takeFindings()).toEqual([]);
});

test('a screen that changed without a navigation is checked before its screenshot: a new heading, an open dialog, errors shown', async ({
  page,
  accessibility,
}) => {
  await openTestPage(page, MODERATE_ONLY);
  expect(await accessibility.takeFindings()).toEqual([]);

  await page.evaluate(() => {
    document.querySelector('h1')!.textContent = 'The same page, changed';
    document.body.append(document.createElement('button'));
  });
  await snap(page, 'accessibility-check-changed');
  expect(summarize(await accessibility.takeFindings())).toEqual(
    atBothSizes('button-name', 'critical'),
  );

  // The heading stays from here on: the open dialog and the errors make the screens new.
  await page.evaluate(() => {
    document.querySelector('body > button')!.remove();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Help');
    dialog.append(document.createElement('button'));
    document.body.append(dialog);
    dialog.showModal();
  });
  await snap(page, 'accessibility-check-dialog');
  const inDialog = await accessibility.takeFindings();
  expect(summarize(inDialog)).toEqual(atBothSizes('button-name', 'critical'));
  expect(inDialog[0]?.screen).toMatch(/"The same page, changed" \+ dialog "Help"$/);

  await page.evaluate(() => {
    document.querySelector('dialog')!.remove();
    const field = document.createElement('input');
    field.setAttribute('aria-invalid', 'true');
    const error = document.createElement('p');
    error.setAttribute('role', 'alert');
    error.textContent = 'Enter a value.';
    document.body.append(field, error);
  });
  await snap(page, 'accessibility-check-errors');
  const withErrors = await accessibility.takeFindings();
  expect(summarize(withErrors)).toEqual(atBothSizes('label', 'critical'));
  expect(withErrors[0]?.screen).toMatch(/"The same page, changed" \+ errors$/);
});

test('a page another browser context opens is checked too', async ({ browser, accessibility }) => {
  const other = await browser.newContext();
  await openTestPage(await other.newPage(), KNOWN_PROBLEMS);

  expect(await accessibility.takeFindings()).toHaveLength(5);
  await other.close();
});

test('a serious finding fails the test that showed the screen', async ({ page }) => {
  test.fail(true, 'the page has known problems, so the accessibility fixture must fail this test');
  await openTestPage(page, KNOWN_PROBLEMS);
});

test('findings read as rule, impact, screen, sizes, elements and where to learn the fix', () => {
  const [phone, desktop] = SCAN_VIEWPORTS;
  const url = 'http://127.0.0.1:3000/c/3f2b8a52-1d5e-4c4e-9d4e-2b7f0c1a9e11/photos?x=1';
  const violation = (id: string, impact: 'moderate' | 'serious' | 'critical', target: string) => ({
    id,
    impact,
    help: `Help for ${id}`,
    helpUrl: `https://example.test/${id}`,
    description: '',
    tags: [],
    nodes: [{ html: '', impact, target: [target], any: [], all: [], none: [] }],
  });
  const atPhone = {
    violations: [
      violation('color-contrast', 'serious', '.hint'),
      violation('button-name', 'critical', 'button'),
      violation('region', 'moderate', 'p'),
    ],
  };
  const atDesktop = { violations: [violation('button-name', 'critical', 'button')] };

  const screen = { key: screenKey(url, 'Your photos', ['errors']), url };
  const findings = [
    ...blockingFindings(atPhone, screen, phone),
    ...blockingFindings(atDesktop, screen, desktop),
  ];

  expect(findings.map((finding) => finding.rule)).toEqual([
    'color-contrast',
    'button-name',
    'button-name',
  ]);
  expect(formatFindings(findings)).toBe(
    [
      '2 serious or critical accessibility violation(s):',
      '- color-contrast (serious) at phone 390x844: Help for color-contrast',
      '  screen:   127.0.0.1:3000/c/:id/photos "Your photos" + errors',
      `  url:      ${url}`,
      '  help:     https://example.test/color-contrast',
      '  elements: .hint',
      '- button-name (critical) at phone 390x844 and desktop 1280x800: Help for button-name',
      '  screen:   127.0.0.1:3000/c/:id/photos "Your photos" + errors',
      `  url:      ${url}`,
      '  help:     https://example.test/button-name',
      '  elements: button',
    ].join('\n'),
  );
});

test('a screen is known by host, path without ids, main heading and open dialog or errors', () => {
  const key = screenKey(
    'http://agency.localhost:3000/c/3f2b8a52-1d5e-4c4e-9d4e-2b7f0c1a9e11/photos/12?step=2#top',
    '  Your   photos ',
  );

  expect(key).toBe('agency.localhost:3000/c/:id/photos/:id "Your photos"');
  expect(screenKey('http://agency.localhost:3000/c/other-visit/photos', 'Your photos')).not.toBe(
    key,
  );
  expect(
    screenKey('http://agency.localhost:3000/c/1/photos/2', 'Your photos', [
      'dialog "Help"',
      'errors',
    ]),
  ).toBe('agency.localhost:3000/c/:id/photos/:id "Your photos" + dialog "Help" + errors');
});

/** A page with one box wider than a 320 px phone, and a wide table in a box that scrolls on purpose. */
const TOO_WIDE = `<!doctype html><html lang="en"><head><title>Too wide</title><style>${STYLE}</style></head>
<body><main><h1>A screen too wide for a small phone</h1>
<div class="too-wide" style="width: 360px">A box of 360 px</div>
<div style="overflow-x: auto"><table style="width: 600px"><tr><td>Scrolls in its own box</td></tr></table></div>
</main></body></html>`;

test('an element wider than a 320 px phone is reported; one inside a box that scrolls sideways is not', async ({ page, accessibility }) => {
  await openTestPage(page, TOO_WIDE);
  const findings = await accessibility.takeFindings();
  expect(summarize(findings)).toEqual(['overflow-320 serious narrow phone 320x640']);
  expect(findings[0]?.targets).toEqual(['div.too-wide "A box of 360 px"']);
});
