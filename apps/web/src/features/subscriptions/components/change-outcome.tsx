import { useEffect, useRef } from 'react';
import { isFocusLost } from '../../../hooks/use-focus-after-change';
import type { ChangeOutcome } from '../hooks/use-subscription-change';

/**
 * What the last change did, or the server's refusal, read out as it appears. When the control
 * that made the change is gone (Remove of a removed product, Pause once paused), focus would fall
 * to the page's start: it comes here instead, so keyboard users stay where they were.
 */
export function ChangeOutcomeMessage({ outcome }: { outcome: ChangeOutcome | null }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome && isFocusLost()) {
      element.current?.focus();
    }
  }, [outcome]);
  return (
    <div aria-live="polite" className="subscription__outcome-region">
      {outcome ? (
        <p ref={element} tabIndex={-1} role={outcome.kind} className={`subscription__outcome subscription__outcome--${outcome.kind}`}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
