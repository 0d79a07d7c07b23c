import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createEmailSender, createSmsSender } from './messaging-adapters';

const SMTP = { EMAIL_ADAPTER: 'smtp', SMTP_URL: 'smtp://relay.example.com:587', SMTP_FROM: 'no-reply@example.com' };

const TWILIO = {
  SMS_ADAPTER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'x'.repeat(32),
  TWILIO_FROM_NUMBER: '+15550001111',
};

describe('messaging settings', () => {
  it('sends texts to the outbox by default', () => {
    const env = parseEnv({});
    expect(env.SMS_ADAPTER).toBe('outbox');
    expect(env.EMAIL_ADAPTER).toBe('outbox');
    expect(createSmsSender(env).adapter).toBe('outbox');
  });

  it('refuses twilio without each of its settings, naming the missing ones', () => {
    expect(() => parseEnv({ SMS_ADAPTER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM_NUMBER/);
    expect(() => parseEnv({ ...TWILIO, TWILIO_AUTH_TOKEN: '' })).toThrow(/TWILIO_AUTH_TOKEN: required when SMS_ADAPTER=twilio/);
    expect(() => parseEnv({ ...TWILIO, TWILIO_FROM_NUMBER: '555-000-1111' })).toThrow(/TWILIO_FROM_NUMBER/);
    expect(() => parseEnv({ ...TWILIO, SMS_ADAPTER: 'carrier-pigeon' })).toThrow(/SMS_ADAPTER/);
  });

  it('selects twilio when it is fully set', () => {
    expect(createSmsSender(parseEnv(TWILIO)).adapter).toBe('twilio');
  });

  it('refuses smtp without its relay and sender, or a user without a password', () => {
    expect(() => parseEnv({ EMAIL_ADAPTER: 'smtp' })).toThrow(/SMTP_URL: required when EMAIL_ADAPTER=smtp[\s\S]*SMTP_FROM: required/);
    expect(() => parseEnv({ ...SMTP, SMTP_USER: 'mailer' })).toThrow(/SMTP_PASSWORD: required when EMAIL_ADAPTER=smtp/);
    expect(() => parseEnv({ ...SMTP, SMTP_FROM: 'not an address' })).toThrow(/SMTP_FROM/);
  });

  it('takes the relay as smtp:// or smtps:// with host and port only', () => {
    for (const url of ['smtp://user:secret@relay.example.com:587', 'smtps://relay.example.com:465?tls.rejectUnauthorized=false', 'https://relay.example.com']) {
      expect(() => parseEnv({ ...SMTP, SMTP_URL: url })).toThrow(/SMTP_URL/);
    }
    expect(parseEnv({ ...SMTP, SMTP_URL: 'smtps://relay.example.com:465' }).SMTP_URL).toBe('smtps://relay.example.com:465');
  });

  it('selects smtp when it is fully set', () => {
    expect(createEmailSender(parseEnv({ ...SMTP, SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret' })).adapter).toBe('smtp');
  });
});
