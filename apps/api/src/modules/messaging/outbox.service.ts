import type { EmailAttachment, OutboxMessage, OutboxQuery } from '@app/domain/contracts/messaging';
import { normalizeUsPhoneNumber, toE164 } from '@app/domain/validation/us-phone-number';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/job-queue';
import { withTransaction } from '../../db/transaction';
import type { EmailSender } from './email-sender';
import { findOutboxMessages, insertOutboxMessage, type NewOutboxRow, type OutboxRow } from './outbox.repository';
import type { MessageSealer } from './message-sealer';
import type { SmsSender } from './sms-sender';

interface MessageMeta {
  brandId: number;
  patientId: number | null;
  /** Which text or email this is, e.g. `phone-verification-code`. */
  template: string;
  /** The full text, as the patient gets it. */
  body: string;
  /** A copy with secrets (codes, links) blanked: what the row keeps once a provider has the text. */
  recordBody: string;
}

/** How a text leaves: the sender, and the sealer of the full text while it waits for its job. */
export interface SmsOutbox {
  sms: SmsSender;
  sealer: MessageSealer;
}

export interface EmailOutbox {
  email: EmailSender;
  sealer: MessageSealer;
}

/** Attempts per message: graphile-worker waits e^n seconds after the n-th, so the last is about four minutes in. */
export const OUTBOX_DELIVERY_MAX_ATTEMPTS = 6;

type Message = Omit<NewOutboxRow, 'body' | 'adapter' | 'sentAt' | 'sealedBody'> & Pick<MessageMeta, 'body' | 'recordBody'>;

/**
 * With the outbox adapter the row is the delivery: it holds the full text and is sent at once.
 * Otherwise the row keeps the blanked copy and the full text sealed, and a `deliver-outbox-message`
 * job is added in the same transaction: the request never waits for the provider, and a message
 * is never queued without its row nor written without its job (ADR 074).
 */
async function recordMessage(db: Db, sender: SmsSender | EmailSender, sealer: MessageSealer, message: Message): Promise<void> {
  const { body, recordBody, ...fields } = message;
  if (sender.isOutboxDelivery) {
    await insertOutboxMessage(db, { ...fields, body, adapter: sender.adapter, sentAt: new Date() });
    return;
  }
  await withTransaction(db, async (tx) => {
    const row = await insertOutboxMessage(tx, { ...fields, body: recordBody, sealedBody: sealer.seal(body), adapter: sender.adapter });
    await enqueueJob(
      tx,
      'deliver-outbox-message',
      { messageId: row.id },
      { jobKey: `outbox-message:${row.id}`, maxAttempts: OUTBOX_DELIVERY_MAX_ATTEMPTS },
    );
  });
}

/** Records a text and hands it to its delivery (see `recordMessage`). */
export async function deliverSms(db: Db, outbox: SmsOutbox, sms: MessageMeta & { to: string }): Promise<void> {
  const { to, ...meta } = sms;
  await recordMessage(db, outbox.sms, outbox.sealer, { ...meta, channel: 'sms', recipient: to });
}

/** Records an email, with its attachments, and hands it to its delivery (see `recordMessage`). */
export async function deliverEmail(db: Db, outbox: EmailOutbox, email: MessageMeta & { to: string; subject: string; attachments?: EmailAttachment[] }): Promise<void> {
  const { to, ...meta } = email;
  await recordMessage(db, outbox.email, outbox.sealer, { ...meta, channel: 'email', recipient: to });
}

/** A recipient as stored: a phone number in E.164, an email address in lower case. */
function storedRecipient(value: string): string {
  const phone = normalizeUsPhoneNumber(value.trim());
  return phone ? toE164(phone) : value.trim().toLowerCase();
}

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    template: row.template,
    brandId: row.brandId,
    adapter: row.adapter,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: row.attachments,
  };
}

/** The outbox, newest first (development only: the route is not registered in production). */
export async function listOutbox(db: Db, query: OutboxQuery): Promise<OutboxMessage[]> {
  const recipient = query.recipient?.trim() ? storedRecipient(query.recipient) : undefined;
  const rows = await findOutboxMessages(db, { recipient, channel: query.channel, limit: query.limit });
  return rows.map(toOutboxMessage);
}
