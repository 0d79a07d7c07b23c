import type {
  BrowserContext,
  Fixtures,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';
import { formatFindings } from './accessibility-report';
import { AccessibilityScanner } from './accessibility-scanner';
import { AccessibilityWatch } from './accessibility-watch';

export interface AccessibilityTestFixtures {
  /** Checks every screen the test's pages show; the test fails on serious or critical findings. */
  accessibility: AccessibilityWatch;
}

export interface AccessibilityWorkerFixtures {
  accessibilityScanner: AccessibilityScanner;
}

/**
 * Fixtures that check every test's screens with axe without the test asking: `e2e/fixtures.ts`
 * extends Playwright's `test` with them and every spec imports `test` from there.
 */
export const accessibilityFixtures: Fixtures<
  AccessibilityTestFixtures,
  AccessibilityWorkerFixtures,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  accessibilityScanner: [
    async ({ browser }, use, workerInfo) => {
      const scanner = await AccessibilityScanner.start(
        browser,
        process.env.E2E_ACCESSIBILITY_DIR || undefined,
      );
      await use(scanner);
      console.log(`[accessibility] worker ${workerInfo.workerIndex}: ${scanner.summary()}`);
      await scanner.close();
    },
    { scope: 'worker' },
  ],
  accessibility: [
    // It uses `context`, so it ends before the test's pages close and can check their last screens.
    async ({ browser, context, accessibilityScanner }, use, testInfo) => {
      const watch = new AccessibilityWatch(accessibilityScanner);
      watch.watchContext(context);
      // Contexts a test opens itself (another browser, another patient) are watched as well.
      const onContext = (created: BrowserContext) => watch.watchContext(created);
      browser.on('context', onContext);
      try {
        await use(watch);
      } finally {
        browser.off('context', onContext);
      }
      const waitStarted = Date.now();
      const { findings, failures } = await watch.finish(testInfo.status === 'passed');
      accessibilityScanner.noteTestWait(Date.now() - waitStarted);
      const problems = [...failures, ...(findings.length > 0 ? [formatFindings(findings)] : [])];
      if (problems.length > 0) {
        throw new Error(problems.join('\n\n'));
      }
    },
    { auto: true, timeout: 60_000 },
  ],
};
