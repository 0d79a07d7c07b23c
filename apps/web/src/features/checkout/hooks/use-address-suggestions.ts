import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSUGGEST_DEBOUNCE_MS, AUTOSUGGEST_MAX_RESULTS } from '@app/domain/constants';
import type { AddressSuggestion } from '@app/domain/contracts';
import { getAddressSuggestions } from '../api/get-address-suggestions';

/**
 * Address suggestions for the street field (001 §2.2, §9): asked once typing has paused for
 * 200 ms, at most five, and only the answer to the latest text is shown. A failed request shows
 * no list and no error (001 §8 "Autosuggest failure").
 */
export function useAddressSuggestions(brand: number) {
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each typed text takes a ticket; an answer for an older ticket is dropped.
  const latest = useRef(0);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setSuggestions([]);
  }, []);

  const typed = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      latest.current += 1;
      if (!text.trim()) {
        setSuggestions([]);
        return;
      }
      // The list on screen stays until the new answer replaces it, so it does not flicker.
      const ticket = latest.current;
      const answer = (found: readonly AddressSuggestion[]) => {
        if (ticket === latest.current) {
          setSuggestions(found.slice(0, AUTOSUGGEST_MAX_RESULTS));
        }
      };
      timer.current = setTimeout(() => {
        getAddressSuggestions(text, brand).then(answer, () => answer([]));
      }, AUTOSUGGEST_DEBOUNCE_MS);
    },
    [brand],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { suggestions, typed, dismiss };
}
