import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createSmsSender } from './messaging-adapters';

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
});
