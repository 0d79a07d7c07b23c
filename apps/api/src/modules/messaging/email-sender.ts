export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Where emails go. As with texts, every email is first written to `outbox_messages`; the only
 * adapter so far is `outbox`, where that row is the delivery (see docs/decisions/021-…).
 */
export interface EmailSender {
  readonly adapter: 'outbox';
  readonly isOutboxDelivery: boolean;
  send: (email: OutgoingEmail) => Promise<{ providerMessageId: string | null }>;
}

export const outboxEmailSender: EmailSender = {
  adapter: 'outbox',
  isOutboxDelivery: true,
  send: async () => ({ providerMessageId: null }),
};
