/** A text to one US number. */
export interface OutgoingSms {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

/**
 * Where texts go. Every text is first written to `outbox_messages`; with the `outbox` adapter that
 * row is the delivery (development, tests), with a provider a job hands it over and the row is the
 * record of what was sent (ADR 074).
 */
export interface SmsSender {
  readonly adapter: 'outbox' | 'twilio';
  /** True when the outbox row is the delivery, so it must hold the full text. */
  readonly isOutboxDelivery: boolean;
  /** Hands the text to the provider; resolves with the provider's id, throws a `DeliveryError` when refused. */
  send: (sms: OutgoingSms) => Promise<{ providerMessageId: string | null }>;
}

export const outboxSmsSender: SmsSender = {
  adapter: 'outbox',
  isOutboxDelivery: true,
  send: async () => ({ providerMessageId: null }),
};
