import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import {
  ruleSettings,
  SCAN_VIEWPORTS,
  blockingFindings,
  screenKey,
  type AccessibilityFinding,
  type ScannedScreen,
} from './accessibility-report';
import { CheckedScreens } from './checked-screens';
import { NARROW_VIEWPORT, overflowFindings, overflowingElements } from './overflow-check';
import { documentUrl, restoreScreenState, type ScreenSnapshot } from './screen-snapshot';

/**
 * axe-core comes with @axe-core/playwright; the scanner's context loads it into every copy as it
 * opens, once, instead of AxeBuilder sending and compiling its 580 kB twice for every run.
 */
const AXE_SOURCE_PATH = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
).resolve('axe-core/axe.min.js');
/** What AxeBuilder "injects" before each run: a check that the init script did load axe. */
const AXE_LOADED_CHECK =
  "if (typeof window.axe?.run !== 'function') { throw new Error('axe-core did not load in the copy'); }";

/** Where every screen the suite shows is saved at each size, for a person to review (issue 9). */
const REVIEW_SHOTS_DIR = 'e2e/screenshots/screens';

/** A file name a person can read: the screen's host, path and heading, and a hash to keep it unique. */
function reviewShotPath(screen: ScannedScreen, size: string): string {
  mkdirSync(REVIEW_SHOTS_DIR, { recursive: true });
  // Without the port, which changes every run: the same screen keeps its file name.
  const key = screen.key.replace(/^([^/\s]+):\d+/, '$1');
  const readable = key.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 90);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${REVIEW_SHOTS_DIR}/${readable}-${hash}-${size}.png`;
}

/** What the copy may load from the app besides its own documents: how it looks, nothing that runs. */
const LOOKS = new Set(['stylesheet', 'font', 'image']);

/**
 * Checks copies of screens with axe, in a page of its own, at a phone and a desktop size, and that
 * nothing sticks out of a 320 px phone (overflow-check.ts); each copy is saved as a screenshot at
 * both sizes for review (e2e/screenshots/screens/). A copy
 * rather than the test's own page: the checks start on their own (after a navigation settles)
 * while the test goes on, so resizing the test's page, or running axe in it, could move what the
 * test is about to click or catch the screen half-changed. The tests' pages are only read, in one
 * step each (screen-snapshot.ts). One scanner per worker; each screen is checked once per run.
 */
export class AccessibilityScanner {
  private documents = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();
  private screens = 0;
  private busyMs = 0;
  private testWaitMs = 0;

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly checked: CheckedScreens,
  ) {}

  static async start(
    browser: Browser,
    checkedScreensFolder: string | undefined,
  ): Promise<AccessibilityScanner> {
    const context = await browser.newContext();
    await context.addInitScript({ path: AXE_SOURCE_PATH });
    const scanner = new AccessibilityScanner(
      context,
      await context.newPage(),
      new CheckedScreens(checkedScreensFolder),
    );
    await context.route('**/*', (route) => scanner.answer(route));
    return scanner;
  }

  /** Checks a screen unless the run checked it already; resolves to its blocking findings. */
  scan(snapshot: ScreenSnapshot): Promise<AccessibilityFinding[]> {
    const screen = {
      key: screenKey(snapshot.url, snapshot.heading, snapshot.states),
      url: snapshot.url,
    };
    if (!this.checked.claim(screen.key)) {
      return Promise.resolve([]);
    }
    // One copy at a time: the scanner has one page.
    const result = this.queue.then(() => this.scanNow(snapshot, screen));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Time a test spent at its end waiting for its last checks: what the checks add to the run. */
  noteTestWait(ms: number): void {
    this.testWaitMs += ms;
  }

  /** How much checking this worker did, for the run's log. */
  summary(): string {
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return `${this.screens} screen(s) checked at ${SCAN_VIEWPORTS.length} sizes (and for overflow at ${NARROW_VIEWPORT.width} px) in ${seconds(this.busyMs)} s (beside the tests); tests waited ${seconds(this.testWaitMs)} s for their last checks`;
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  private async scanNow(
    snapshot: ScreenSnapshot,
    screen: ScannedScreen,
  ): Promise<AccessibilityFinding[]> {
    const started = Date.now();
    this.documents = snapshot.documents;
    const findings: AccessibilityFinding[] = [];
    try {
      for (const [index, viewport] of SCAN_VIEWPORTS.entries()) {
        await this.page.setViewportSize(viewport);
        if (index === 0) {
          await this.page.goto(documentUrl(snapshot.url), { waitUntil: 'load' });
        }
        await this.page.evaluate(restoreScreenState, index === 0);
        // Legacy mode runs axe in the page itself; the default mode opens a blank page for every
        // run to merge frame results, and the copy's frames are all same-origin.
        const results = await new AxeBuilder({ page: this.page, axeSource: AXE_LOADED_CHECK })
          .setLegacyMode(true)
          // One `options` call: AxeBuilder's `options` replaces what `disableRules` had set.
          .options({ resultTypes: ['violations'], rules: ruleSettings() })
          .analyze();
        findings.push(...blockingFindings(results, screen, viewport));
        await this.page.screenshot({ path: reviewShotPath(screen, viewport.name), fullPage: true });
      }
      // Reflow (WCAG 1.4.10): the journey fits a 320 px phone without sideways scrolling.
      await this.page.setViewportSize(NARROW_VIEWPORT);
      await this.page.evaluate(restoreScreenState, false);
      findings.push(...overflowFindings(await this.page.evaluate(overflowingElements), screen));
    } finally {
      this.screens += 1;
      this.busyMs += Date.now() - started;
    }
    return findings;
  }

  /** The copy's documents come from the snapshot; only stylesheets, fonts and images from the app. */
  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const html = request.isNavigationRequest()
      ? this.documents.get(documentUrl(request.url()))
      : undefined;
    if (html !== undefined) {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    } else if (LOOKS.has(request.resourceType())) {
      await route.continue();
    } else {
      await route.abort();
    }
  }
}
