import type { BrowserContext, Page } from '@playwright/test';
import type { AccessibilityFinding } from './accessibility-report';
import type { AccessibilityScanner } from './accessibility-scanner';
import { captureScreen } from './screen-snapshot';
import { ScreenSettling } from './screen-settling';

/** Errors that only mean the screen went away before it could be copied: the next screen is copied instead. */
const SCREEN_GONE = /closed|Execution context was destroyed|Frame was detached|navigat/i;

const watches = new WeakMap<Page, AccessibilityWatch>();

/**
 * Checks what one test's pages show: every screen once it settles after a navigation (a page load
 * or a client-side route change), the screen before each screenshot, and every open page's screen
 * when the test ends. Findings and failed checks are kept for the end of the test.
 */
export class AccessibilityWatch {
  private readonly findings: AccessibilityFinding[] = [];
  private readonly failures: string[] = [];
  private readonly work = new Set<Promise<void>>();
  private readonly contexts = new WeakSet<BrowserContext>();
  private readonly pages = new Map<Page, ScreenSettling>();

  constructor(private readonly scanner: AccessibilityScanner) {}

  watchContext(context: BrowserContext): void {
    if (this.contexts.has(context)) {
      return;
    }
    this.contexts.add(context);
    context.on('page', (page) => this.watchPage(page));
    context.pages().forEach((page) => this.watchPage(page));
  }

  /** Copies the screen a test has just waited for (before a screenshot) and checks it. */
  async checkNow(page: Page): Promise<void> {
    await this.copyAndCheck(page);
  }

  /** Waits for every check started so far and hands over their findings, which then no longer fail the test. */
  async takeFindings(): Promise<AccessibilityFinding[]> {
    await this.settleWork();
    return this.findings.splice(0);
  }

  /** Checks the screens still open (unless the test failed already) and waits for every check. */
  async finish(
    checkOpenPages: boolean,
  ): Promise<{ findings: AccessibilityFinding[]; failures: string[] }> {
    if (checkOpenPages) {
      for (const [page, settling] of this.pages) {
        if (!page.isClosed()) {
          this.track(settling.afterSettling(() => this.copyAndCheck(page)));
        }
      }
    }
    await this.settleWork();
    return { findings: this.findings, failures: this.failures };
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) {
      return;
    }
    const settling = new ScreenSettling(page);
    this.pages.set(page, settling);
    watches.set(page, this);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) {
        this.track(settling.afterSettling(() => this.copyAndCheck(page)));
      }
    });
  }

  private async copyAndCheck(page: Page): Promise<void> {
    const snapshot = await captureScreen(page).catch((error: unknown) => this.unlessGone(error));
    if (snapshot) {
      this.track(this.check(snapshot.url, this.scanner.scan(snapshot)));
    }
  }

  private async check(url: string, scan: Promise<AccessibilityFinding[]>): Promise<void> {
    try {
      this.findings.push(...(await scan));
    } catch (error) {
      this.failures.push(`The accessibility check of ${url} failed: ${String(error)}`);
    }
  }

  private unlessGone(error: unknown): null {
    if (!SCREEN_GONE.test(String(error))) {
      this.failures.push(`Copying a screen for the accessibility check failed: ${String(error)}`);
    }
    return null;
  }

  private track(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => void this.unlessGone(error))
      .finally(() => this.work.delete(tracked));
    this.work.add(tracked);
  }

  private async settleWork(): Promise<void> {
    while (this.work.size > 0) {
      await Promise.all(this.work);
    }
  }
}

/** Checks the screen a page shows now, when the page belongs to a watched test. */
export async function checkScreenNow(page: Page): Promise<void> {
  await watches.get(page)?.checkNow(page);
}
