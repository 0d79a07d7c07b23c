import type { OutboxMessage, OutboxQuery } from '@app/domain/contracts/messaging';
import { normalizeUsPhoneNumber, toE164 } from '@app/domain/validation/us-phone-number';
import type { Db } from '../../db/client';
import type { EmailSender } from './email-sender';
import { findOutboxMessages, insertOutboxMessage, markOutboxMessageSent, type OutboxRow } from './outbox.repository';
import type { SmsSender } from './sms-sender';

interface MessageMeta {
  brandId: number;
  patientId: number | null;
  /** Which text or email this is, e.g. `phone-verification-code`. */
  template: string;
}

/**
 * Writes the text to the outbox, then hands it to the sender. With a real provider the row keeps
 * `recordBody`, a copy with secrets (codes) blanked, so the database never holds a live code.
 */
export async function deliverSms(
  db: Db,
  sender: SmsSender,
  sms: MessageMeta & { to: string; body: string; recordBody: string },
): Promise<void> {
  const now = new Date();
  const row = await insertOutboxMessage(db, {
    channel: 'sms',
    recipient: sms.to,
    body: sender.isOutboxDelivery ? sms.body : sms.recordBody,
    template: sms.template,
    brandId: sms.brandId,
    patientId: sms.patientId,
    adapter: sender.adapter,
    sentAt: sender.isOutboxDelivery ? now : null,
  });
  if (sender.isOutboxDelivery) {
    return;
  }
  const { providerMessageId } = await sender.send({ to: sms.to, body: sms.body });
  await markOutboxMessageSent(db, row.id, providerMessageId, new Date());
}

/** Writes the email to the outbox, then hands it to the sender (see `deliverSms`). */
export async function deliverEmail(
  db: Db,
  sender: EmailSender,
  email: MessageMeta & { to: string; subject: string; body: string; recordBody: string },
): Promise<void> {
  const now = new Date();
  const row = await insertOutboxMessage(db, {
    channel: 'email',
    recipient: email.to,
    subject: email.subject,
    body: sender.isOutboxDelivery ? email.body : email.recordBody,
    template: email.template,
    brandId: email.brandId,
    patientId: email.patientId,
    adapter: sender.adapter,
    sentAt: sender.isOutboxDelivery ? now : null,
  });
  if (sender.isOutboxDelivery) {
    return;
  }
  const { providerMessageId } = await sender.send({ to: email.to, subject: email.subject, body: email.body });
  await markOutboxMessageSent(db, row.id, providerMessageId, new Date());
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
  };
}

/** The outbox, newest first (development only: the route is not registered in production). */
export async function listOutbox(db: Db, query: OutboxQuery): Promise<OutboxMessage[]> {
  const recipient = query.recipient?.trim() ? storedRecipient(query.recipient) : undefined;
  const rows = await findOutboxMessages(db, { recipient, channel: query.channel, limit: query.limit });
  return rows.map(toOutboxMessage);
}
