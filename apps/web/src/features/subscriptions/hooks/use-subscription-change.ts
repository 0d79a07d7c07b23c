import { useState } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { changeSubscription, type SubscriptionChange } from '../api/subscriptions-api';

export interface ChangeOutcome {
  kind: 'status' | 'alert';
  text: string;
  /** The change's key, so the outcome shows beside the controls that made it. */
  key: string;
}

export interface SubscriptionChanger {
  /** The key of the change under way (one at a time), for that control's progress. */
  pending: string | null;
  outcome: ChangeOutcome | null;
  /**
   * Sends one change; on success hands the new subscription to `onChanged` and shows what
   * `describe` says of it, on refusal the server's own message (unless the caller shows it itself).
   * Answers the refusal's message, or null when the change was made.
   */
  run: (key: string, change: SubscriptionChange, describe: (changed: SubscriptionView) => string, options?: { showsRefusal?: boolean }) => Promise<string | null>;
  /** The last outcome when its change's key starts with `section` (`products`, `schedule`…). */
  outcomeIn: (section: string) => ChangeOutcome | null;
}

/** Changes one subscription, one at a time, with progress and the server's words on refusal. */
export function useSubscriptionChange(subscriptionId: number, onChanged: (changed: SubscriptionView) => void): SubscriptionChanger {
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);

  async function run(key: string, change: SubscriptionChange, describe: (changed: SubscriptionView) => string, { showsRefusal = true } = {}): Promise<string | null> {
    if (pending !== null) {
      return MESSAGES.manageSubscription.working;
    }
    setPending(key);
    setOutcome(null);
    try {
      const changed = await changeSubscription(subscriptionId, change);
      onChanged(changed);
      setOutcome({ kind: 'status', text: describe(changed), key });
      return null;
    } catch (error) {
      const text = error instanceof ApiError ? error.message : MESSAGES.form.genericServerError;
      if (showsRefusal) {
        setOutcome({ kind: 'alert', text, key });
      }
      return text;
    } finally {
      setPending(null);
    }
  }
  const outcomeIn = (section: string) => (outcome?.key.startsWith(section) ? outcome : null);
  return { pending, outcome, run, outcomeIn };
}
