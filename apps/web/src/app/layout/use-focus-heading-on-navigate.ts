import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { listenForPatientInput } from '../../lib/patient-input';

/** The new screen's main heading: the first h1 of the page's main region. */
const HEADING_SELECTOR = '#main h1';

interface FocusState {
  pathname: string;
  /** Whether the patient has pressed a key or pointer since the page loaded. */
  hasInteracted: boolean;
  /** Whether focus should still go to the heading of the screen at `pathname`. */
  isPending: boolean;
}

/**
 * After each client-side route change, moves focus to the new screen's h1, so that a screen reader
 * announces where the patient is and the keyboard starts from the new screen instead of `<body>`.
 *
 * - The first page load, and the redirects it makes before the patient has pressed anything, keep
 *   the browser's own focus: a screen reader starts at the top of a new document.
 * - Same-path changes (search, hash) are not screen changes; the survey moves focus per page itself.
 * - A heading that appears later (lazy chunks, data loading first) is focused when it appears, and
 *   again if the screen replaces it before the patient does anything, until the patient's next key
 *   or pointer press, which hands focus back to them.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const state = useRef<FocusState>({ pathname, hasInteracted: false, isPending: false });

  useEffect(() => {
    const current = state.current;
    // The patient's first press ends the first page load; each press hands focus back to them.
    return listenForPatientInput(() => {
      current.hasInteracted = true;
      current.isPending = false;
    });
  }, []);

  useEffect(() => {
    const current = state.current;
    if (current.pathname !== pathname) {
      current.pathname = pathname;
      current.isPending = current.hasInteracted;
    }
    // StrictMode runs this twice; `isPending` survives, so the second run watches again.
    if (!current.isPending) {
      return undefined;
    }
    return focusHeadingWhileShown(() => current.isPending);
  }, [pathname]);
}

/** Focuses the main heading now or when it appears, while `isPending()`; returns the stop. */
function focusHeadingWhileShown(isPending: () => boolean): () => void {
  let hasFocused = false;
  const focusHeading = () => {
    if (!isPending()) {
      observer.disconnect();
      return;
    }
    const heading = document.querySelector<HTMLElement>(HEADING_SELECTOR);
    const active = document.activeElement;
    // Once the heading had focus, only a focus the screen lost (its element removed) is taken back.
    const isFocusLost = active === null || active === document.body;
    if (!heading || heading === active || (hasFocused && !isFocusLost)) {
      return;
    }
    // -1: focusable from script, but not a stop for Tab; styles.css hides the ring it would draw.
    if (!heading.hasAttribute('tabindex')) {
      heading.tabIndex = -1;
    }
    // The page was scrolled to its top by the navigation; the heading is there already.
    heading.focus({ preventScroll: true });
    hasFocused = true;
  };
  const observer = new MutationObserver(focusHeading);
  observer.observe(document.body, { childList: true, subtree: true });
  focusHeading();
  return () => observer.disconnect();
}
