import { useEffect, useRef } from 'react';

/** Whether focus has fallen to the page's start: its element was removed or disabled. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * When `key` changes from a shown state (not `undefined`, which stands for "still loading") and
 * the control that made the change is gone with focus, focuses `target()`: the change's result or
 * the next control. A keyboard or screen-reader user goes on from there instead of from `<body>`
 * (ADR 139). Focus the patient has put elsewhere is left alone, as is the first render.
 */
export function useFocusAfterChange(key: unknown, target: () => HTMLElement | null | undefined): void {
  const last = useRef(key);
  useEffect(() => {
    const previous = last.current;
    last.current = key;
    if (previous !== undefined && !Object.is(previous, key) && isFocusLost()) {
      target()?.focus();
    }
  }, [key, target]);
}
