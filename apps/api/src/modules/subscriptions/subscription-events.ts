import type { SubscriptionActor } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { insertSubscriptionEvent } from './subscriptions.repository';

/** Who made a change (issue 13 item 5): the patient, a provider, an operator or a system job, and which of them. */
export interface ChangedBy {
  actor: SubscriptionActor;
  actorId: number | null;
}

export const SYSTEM: ChangedBy = { actor: 'system', actorId: null };

/** Writes one history row, in the caller's transaction, so a change is never recorded without being made or made without its row. */
export async function recordEvent(
  tx: Db,
  subscriptionId: number,
  kind: string,
  by: ChangedBy,
  at: Date,
  details: Record<string, string | number | null> = {},
): Promise<void> {
  await insertSubscriptionEvent(tx, { subscriptionId, kind, actor: by.actor, actorId: by.actorId, details, at });
}
