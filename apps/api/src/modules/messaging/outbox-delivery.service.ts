import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { DeliveryError } from './delivery-error';
import type { EmailSender } from './email-sender';
import { lockPendingOutboxMessage, markOutboxMessageSent, recordOutboxFailure, type OutboxRow } from './outbox.repository';
import type { MessageSealer } from './message-sealer';
import type { SmsSender } from './sms-sender';

export interface OutboxDeliveryDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  sealer: MessageSealer;
  /** The name an email shows as its sender, per brand; messaging asks no other module for it. */
  senderNameOf: (brandId: number) => string | undefined;
  /** The branded HTML part of an email, drawn from its text at send time (ADR 140). */
  emailHtmlOf: (email: { brandId: number; template: string; subject: string; body: string }) => Promise<string | undefined>;
}

/** `sent`; `not-pending` (sent already, given up, or another worker holds it); `refused` for good. */
export type DeliveryOutcome = 'sent' | 'not-pending' | 'refused';

async function sendRow(deps: OutboxDeliveryDeps, row: OutboxRow): Promise<string | null> {
  const sender = row.channel === 'sms' ? deps.sms : deps.email;
  if (sender.adapter !== row.adapter) {
    // Every process must run with the same adapters (docs/operations.md); another worker may.
    throw new DeliveryError(`queued for ${row.adapter}, but this process sends ${row.channel} through ${sender.adapter}`, { isPermanent: false });
  }
  const body = row.sealedBody === null ? null : deps.sealer.open(row.sealedBody);
  if (body === null) {
    throw new DeliveryError('the sealed text cannot be opened (was the app secret changed?)', { isPermanent: true });
  }
  if (row.channel === 'sms') {
    return (await deps.sms.send({ to: row.recipient, body })).providerMessageId;
  }
  const fromName = deps.senderNameOf(row.brandId);
  const subject = row.subject ?? '';
  const html = await deps.emailHtmlOf({ brandId: row.brandId, template: row.template, subject, body });
  const email = { to: row.recipient, subject, body, html, attachments: row.attachments, ...(fromName ? { fromName } : {}) };
  return (await deps.email.send(email)).providerMessageId;
}

/**
 * The `deliver-outbox-message` job: sends a queued text or email once. The row is locked with
 * `FOR UPDATE SKIP LOCKED` for the whole send, so a second job for the same message (another
 * worker, a re-added job) finds nothing to do; the row is marked sent and its sealed text wiped
 * in the same transaction. A failure is counted on the row (reason only, never the text) and
 * rethrown, so the queue retries it with backoff; a permanent refusal, or a failure on the last
 * attempt, ends delivery and wipes the sealed text. A crash after the provider accepted and
 * before the commit would send it again on the retry: at most one duplicate, never a loss.
 */
export async function deliverQueuedMessage(deps: OutboxDeliveryDeps, messageId: number, attempt: { isLast: boolean }): Promise<DeliveryOutcome> {
  try {
    return await withTransaction(deps.db, async (tx) => {
      const row = await lockPendingOutboxMessage(tx, messageId);
      if (!row) {
        return 'not-pending';
      }
      const providerMessageId = await sendRow(deps, row);
      await markOutboxMessageSent(tx, row.id, providerMessageId, new Date());
      return 'sent';
    });
  } catch (error) {
    const isPermanent = error instanceof DeliveryError && error.isPermanent;
    const reason = error instanceof DeliveryError ? error.message : 'unexpected error (see the application log)';
    await recordOutboxFailure(deps.db, messageId, reason, isPermanent || attempt.isLast ? new Date() : null);
    if (isPermanent) {
      return 'refused';
    }
    throw error;
  }
}
