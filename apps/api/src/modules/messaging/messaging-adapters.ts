import type { Env } from '../../env';
import { outboxEmailSender, type EmailSender } from './email-sender';
import { createSmtpEmailSender } from './smtp-email-sender';
import { outboxSmsSender, type SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** SMS_ADAPTER picks the text sender (env.ts refuses `twilio` without its settings). */
export function createSmsSender(env: Env): SmsSender {
  switch (env.SMS_ADAPTER) {
    case 'outbox':
      return outboxSmsSender;
    case 'twilio':
      return createTwilioSmsSender({
        accountSid: env.TWILIO_ACCOUNT_SID ?? '',
        authToken: env.TWILIO_AUTH_TOKEN ?? '',
        fromNumber: env.TWILIO_FROM_NUMBER ?? '',
        baseUrl: env.TWILIO_API_BASE_URL,
      });
  }
}

/** EMAIL_ADAPTER picks the email sender (env.ts refuses `smtp` without its settings). */
export function createEmailSender(env: Env): EmailSender {
  switch (env.EMAIL_ADAPTER) {
    case 'outbox':
      return outboxEmailSender;
    case 'smtp':
      return createSmtpEmailSender({
        url: env.SMTP_URL ?? '',
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
        from: env.SMTP_FROM ?? '',
        // Texts of codes and sign-in links never cross the network in clear in production.
        requireTls: env.NODE_ENV === 'production',
      });
  }
}
