/**
 * A provider refused a message or could not be reached. Its text names the provider's status and
 * error code only, never the recipient or the content, so it may be logged and kept on the outbox
 * row. A permanent refusal (an SMTP 5xx, a number Twilio will never text) is not retried. It
 * carries no `cause`: the logger prints causes' messages, and a relay's reply may quote the address.
 */
export class DeliveryError extends Error {
  readonly isPermanent: boolean;

  constructor(message: string, options: { isPermanent: boolean }) {
    super(message);
    this.name = 'DeliveryError';
    this.isPermanent = options.isPermanent;
  }
}
