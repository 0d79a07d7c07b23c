import { useRef } from 'react';
import type { FlashMessage } from '@app/domain/contracts';

/**
 * The checkout's failure notices ("Whoops!" and the processor's words, 001 §8) and their end
 * (ADR 138): a failure stands until the patient closes it or a payment method is taken after it,
 * since a declined card that has been replaced is no longer the patient's problem.
 */
export function useFailureNotices(notify: (message: FlashMessage) => number, dismissNotice: (id: number) => void) {
  const shown = useRef<number[]>([]);
  return {
    fail: (messages: readonly string[]) => {
      shown.current.push(...messages.map((content) => notify({ type: 'critical', content })));
    },
    /** A payment method was taken: the failures before it are over. */
    clear: () => {
      shown.current.splice(0).forEach(dismissNotice);
    },
  };
}
