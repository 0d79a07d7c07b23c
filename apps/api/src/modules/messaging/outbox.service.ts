import type { EmailAttachment, OutboxMessage, OutboxQuery } from '@app/domain/contracts';
import { isMessageTemplate, type MessageTemplate } from '@app/domain/messages';
import { normalizeUsPhoneNumber, toE164 } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/job-queue';
import { withTransaction } from '../../db/transaction';
import type { EmailSender } from './email-sender';
import {
  findOutboxMessage,
  findOutboxMessageOfPatient,
  findOutboxMessages,
  findOutboxMessagesOfPatient,
  insertOutboxMessage,
  type NewOutboxRow,
  type OutboxRow,
} from './outbox.repository';

export type { OutboxRow };
import type { MessageSealer } from './message-sealer';
import type { SmsSender } from './sms-sender';

interface MessageMeta {
  brandId: number;
  patientId: number | null;
  /** Which text or email this is, e.g. `phone-verification-code`. */
  template: MessageTemplate;
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

/** An email of the outbox by id, as stored (development only: its HTML preview). */
export function findOutboxEmail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return findOutboxMessage(db, id, 'email');
}

/**
 * The messages that can be sent again as they were (ADR 119): none holds a code or a one-time link,
 * so the text kept is the text sent. Any other template (a phone code, an email link, the 3-day
 * notice's one-tap links, a brand transfer) is refused: the patient asks for a new one instead.
 */
const RESENDABLE_TEMPLATES: ReadonlySet<MessageTemplate> = new Set<MessageTemplate>([
  'consultation-booked',
  'care-team-reply',
  'photo-upload-link',
  'shipment-shipped',
  'shipment-delivered',
  'subscription-box-paid',
  'subscription-payment-failed',
  'subscription-paused-payment-failed',
  'subscription-price-raise',
]);

export const isResendable = <Row extends Pick<OutboxRow, 'template'>>(row: Row): row is Row & { template: MessageTemplate } =>
  isMessageTemplate(row.template) && RESENDABLE_TEMPLATES.has(row.template);

/** The patient's newest messages (one statement). */
export function outboxMessagesOfPatient(db: Db, patientId: number, limit: number): Promise<OutboxRow[]> {
  return findOutboxMessagesOfPatient(db, patientId, limit);
}

/** One of the patient's messages; undefined for another patient's or none. */
export function outboxMessageOfPatient(db: Db, patientId: number, messageId: number): Promise<OutboxRow | undefined> {
  return findOutboxMessageOfPatient(db, patientId, messageId);
}

/**
 * Sends a resendable message again, to the same recipient, as a new outbox row with its own
 * delivery (the original stays as it was). Pass the caller's transaction to commit it with the
 * caller's audit row.
 */
export async function resendMessage(db: Db, outbox: SmsOutbox & EmailOutbox, row: OutboxRow & { template: MessageTemplate }): Promise<void> {
  const meta = { brandId: row.brandId, patientId: row.patientId, template: row.template, body: row.body, recordBody: row.body, to: row.recipient };
  if (row.channel === 'sms') {
    await deliverSms(db, outbox, meta);
    return;
  }
  await deliverEmail(db, outbox, { ...meta, subject: row.subject ?? '', attachments: row.attachments });
}
