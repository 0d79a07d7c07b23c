import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What the data router's `<ScrollRestoration>` did, for the declarative router the entry uses
 * (ADR 094): a new screen starts at its top, and Back or Forward returns to where the patient was
 * on that screen. Positions are kept per history entry for this page load only.
 */
export function useScrollPositionOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The browser's own restoration would jump before React has drawn the screen it belongs to.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Layout effect: the screen is drawn at its position, with no frame at the old one.
  useLayoutEffect(() => {
    if (currentKey.current === location.key) {
      return;
    }
    currentKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, navigationType]);
}
