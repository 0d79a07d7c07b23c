import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from '../../../lib/session-drafts';

/**
 * The checkout attempt's id (ADR 106): one per checkout, kept in the tab so a double click, a
 * retry after a timeout or a reload sends the same one (the server then answers the first
 * result instead of charging again). A refused attempt is over: `renew` starts the next one.
 * `scope` names what is being paid for: a visit's uuid, or `shop-cart.<id>` for the shop's cart.
 */
export function useCheckoutAttempt(scope: string): { attemptId: string; renew: () => void } {
  const key = `checkout-attempt.${scope}`;
  const [attemptId, setAttemptId] = useState(() => {
    const kept = readDraft<{ id: string }>(key)?.id;
    if (typeof kept === 'string') {
      return kept;
    }
    const id = crypto.randomUUID();
    writeDraft(key, { id });
    return id;
  });
  const renew = useCallback(() => {
    const id = crypto.randomUUID();
    writeDraft(key, { id });
    setAttemptId(id);
  }, [key]);
  return { attemptId, renew };
}
