import type { Page, Request } from '@playwright/test';

/** How long a screen may keep loading or changing before it is checked as it is. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Runs in the page: resolves true once the document has loaded, shows its main heading (a loading
 * screen has none yet) and did not change from one animation frame to the next; false after the
 * limit. It answers a plain value, not a handle, so a page closing meanwhile only rejects it.
 */
function waitForQuietScreen(limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // The first frame only starts the watch: changes are counted from there.
    let changed = true;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const finish = (isQuiet: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(isQuiet);
    };
    const timer = setTimeout(() => finish(false), limitMs);
    const onFrame = () => {
      if (!changed && document.readyState === 'complete' && document.querySelector('h1') !== null) {
        finish(true);
        return;
      }
      changed = false;
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
}

/**
 * Knows when a page's screen has settled: no request of the page in flight, the main heading shown
 * and the DOM unchanged from one frame to the next, with no new request started meanwhile. A
 * navigation supersedes the wait for the screen before it; a screen that never settles is checked
 * as it is after the limit.
 */
export class ScreenSettling {
  private navigations = 0;
  private requestsStarted = 0;
  private readonly inflight = new Set<Request>();
  private wakers: Array<() => void> = [];

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      this.inflight.add(request);
      this.requestsStarted += 1;
    });
    const finished = (request: Request) => {
      this.inflight.delete(request);
      if (this.inflight.size === 0) {
        this.wake();
      }
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) {
        this.navigations += 1;
        this.wake();
      }
    });
    page.on('close', () => this.wake());
  }

  /**
   * Runs `then` once the current screen settled, or after the limit if it never does; not at all
   * when the page navigated away or closed first (the next screen gets its own run).
   */
  async afterSettling(then: () => Promise<void>): Promise<void> {
    const navigation = this.navigations;
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (navigation === this.navigations && !this.page.isClosed() && Date.now() < deadline) {
      if (this.inflight.size > 0) {
        await this.nextChange(deadline - Date.now());
        continue;
      }
      const started = this.requestsStarted;
      const isQuiet = await this.page.evaluate(
        waitForQuietScreen,
        Math.max(1, deadline - Date.now()),
      );
      if (!isQuiet || (this.inflight.size === 0 && this.requestsStarted === started)) {
        break;
      }
    }
    if (navigation === this.navigations && !this.page.isClosed()) {
      await then();
    }
  }

  /** Resolves when the requests in flight end, the page navigates or closes, or at most after `limitMs`. */
  private nextChange(limitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, limitMs));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.push(done);
    });
  }

  private wake(): void {
    this.wakers.splice(0).forEach((done) => done());
  }
}
