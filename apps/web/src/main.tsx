import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The shell takes only its own section, so the whole catalogue loads with the pages (ADR 094).
import { FORM_MESSAGES } from '@app/domain/messages';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreen, screenLocation } from './app/router';
import { loadBrand } from './lib/brand';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);

// Tab presses made before the app has taken the page over (the pre-rendered page is inert, a
// loading screen has nothing to focus): held here and replayed on the app's first commit, so no
// press is lost (ADR 139). `undefined` once taken over.
let heldTabs: number | undefined = 0;
const holdTab = (event: KeyboardEvent) => {
  if (event.key === 'Tab' && heldTabs !== undefined) {
    event.preventDefault();
    heldTabs += event.shiftKey ? -1 : 1;
  }
};
window.addEventListener('keydown', holdTab, true);

/** Moves focus as `tabs` presses of Tab (negative: Shift+Tab) would have from where it is now. */
function replayTabs(tabs: number): void {
  window.removeEventListener('keydown', holdTab, true);
  heldTabs = undefined;
  if (tabs === 0) {
    return;
  }
  const stops = [...document.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled,[inert] *') && element.getClientRects().length > 0,
  );
  const from = stops.indexOf(document.activeElement as HTMLElement);
  const to = from < 0 && tabs < 0 ? stops.length + tabs : from + tabs;
  stops[Math.min(Math.max(to, 0), stops.length - 1)]?.focus();
}

/**
 * Follows the route table's redirect at once and downloads the first screen's chunk before React
 * draws, so React's first render replaces the server's markup (pre-rendered page or loading
 * screen) with the page itself, never with a loading screen in between (ADR 095).
 */
async function prepareFirstScreen(): Promise<void> {
  const { pathname, search, hash } = window.location;
  const target = screenLocation({ pathname, search });
  if (target.pathname !== pathname) {
    window.history.replaceState(window.history.state, '', `${target.pathname}${target.search}${hash}`);
  }
  // A chunk that fails to download is shown by the error page once React draws.
  await preloadScreen(target.pathname).catch(() => undefined);
}

/**
 * The server marks a pre-rendered page inert, so that nothing typed into it is lost when React
 * replaces it; the app is usable from the commit that replaced it, and the Tab presses held until
 * then move focus through it.
 */
function TakeOverServerMarkup({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
    if (heldTabs !== undefined) {
      replayTabs(heldTabs);
    }
  }, []);
  return children;
}

Promise.all([loadBrand(), prepareFirstScreen()]).then(
  ([brand]) => {
    // A transition: React renders the first screen in slices, yielding to the browser between
    // them, instead of in one long task while the server's markup is already on screen (ADR 095).
    startTransition(() => {
      root.render(
        <StrictMode>
          <TakeOverServerMarkup>
            <AppProviders brand={brand}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AppProviders>
          </TakeOverServerMarkup>
        </StrictMode>,
      );
    });
  },
  () => {
    replayTabs(0);
    container.removeAttribute('inert');
    // Without a brand there are no colours, links or copy to show; say so plainly.
    container.textContent = FORM_MESSAGES.form.genericServerError;
  },
);
