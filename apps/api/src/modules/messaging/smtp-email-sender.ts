import { createTransport } from 'nodemailer';
import { DeliveryError } from './delivery-error';
import type { EmailSender } from './email-sender';

export interface SmtpSettings {
  /** `smtp://host:port` (upgraded with STARTTLS) or `smtps://host:port` (TLS from the first byte). */
  url: string;
  user?: string | undefined;
  password?: string | undefined;
  /** The sending address; each email shows its brand's name in front of it. */
  from: string;
  /** Refuse to send over a connection that is not encrypted (always in production). */
  requireTls: boolean;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

/** What nodemailer attaches to its errors; the reply text is left out because it may quote the address. */
interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

function toDeliveryError(error: unknown): DeliveryError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : 'unknown';
  if (typeof failure.responseCode === 'number') {
    return new DeliveryError(`SMTP refused the email: ${failure.responseCode} (${code})`, {
      isPermanent: failure.permanent === true,
    });
  }
  return new DeliveryError(`SMTP delivery failed: ${code}`, { isPermanent: false });
}

/**
 * Sends emails, as plain text with the branded HTML as its alternative, through an SMTP relay with nodemailer
 * (NOTE: https://nodemailer.com/smtp/). One connection per message: emails are few (verification
 * and transfer links) and leave from jobs, so a pool's idle connections would buy nothing. The
 * provider's id is the Message-ID nodemailer gives the email. A refusal throws a `DeliveryError`
 * naming the SMTP reply code and nodemailer's error code only; 5xx replies are permanent.
 */
export function createSmtpEmailSender(settings: SmtpSettings): EmailSender {
  const url = new URL(settings.url);
  const protocol = url.protocol === 'smtps:' ? 'smtps:' : 'smtp:';
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : DEFAULT_PORTS[protocol],
    secure: protocol === 'smtps:',
    // Without it a relay that offers no STARTTLS would get the email in clear text.
    requireTLS: settings.requireTls,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const address = settings.from;
  return {
    adapter: 'smtp',
    isOutboxDelivery: false,
    send: async (email) => {
      try {
        const info = await transport.sendMail({
          from: email.fromName ? { name: email.fromName, address } : address,
          to: email.to,
          subject: email.subject,
          text: email.body,
          // With both, nodemailer sends multipart/alternative: the text first, the HTML last (preferred).
          ...(email.html === undefined ? {} : { html: email.html }),
          attachments: (email.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
  };
}
