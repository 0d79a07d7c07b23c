import type { EmailAttachment } from '@app/domain/contracts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part, the message word for word. */
  body: string;
  /** The branded HTML part (ADR 140), sent beside the text as its alternative. */
  html?: string | undefined;
  attachments?: EmailAttachment[];
  /** The sender's display name (the brand's); the address is the adapter's own. */
  fromName?: string;
}

/**
 * Where emails go. As with texts, every email is first written to `outbox_messages`; with the
 * `outbox` adapter that row is the delivery (development, tests), with `smtp` a job hands it to the
 * relay (see docs/decisions/021-… and 074-…).
 */
export interface EmailSender {
  readonly adapter: 'outbox' | 'smtp';
  readonly isOutboxDelivery: boolean;
  /** Hands the email over; resolves with the provider's message id, throws a `DeliveryError` when refused. */
  send: (email: OutgoingEmail) => Promise<{ providerMessageId: string | null }>;
}

export const outboxEmailSender: EmailSender = {
  adapter: 'outbox',
  isOutboxDelivery: true,
  send: async () => ({ providerMessageId: null }),
};
