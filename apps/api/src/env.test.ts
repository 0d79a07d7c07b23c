import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('drains 5 s after SIGTERM and opens no metrics port unless asked, on the loopback', () => {
    const defaults = parseEnv({});
    expect([defaults.SHUTDOWN_DRAIN_MS, defaults.METRICS_PORT, defaults.WORKER_METRICS_PORT, defaults.METRICS_HOST]).toEqual([5000, undefined, undefined, '127.0.0.1']);
    expect(parseEnv({ METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465', SHUTDOWN_DRAIN_MS: '0' })).toMatchObject({ METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465, SHUTDOWN_DRAIN_MS: 0 });
    expect(() => parseEnv({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('traces nothing unless an OTLP endpoint is set, and keeps every trace by default', () => {
    const defaults = parseEnv({});
    expect([defaults.OTEL_EXPORTER_OTLP_ENDPOINT, defaults.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, defaults.OTEL_TRACES_SAMPLER_ARG]).toEqual([undefined, undefined, 1]);
    expect(() => parseEnv({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data by default outside production only', () => {
    expect(parseEnv({}).SEED_DEMO_DATA).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('leaves the backup tools to be found unless PG_BIN_DIR or PG_TOOLS_CACHE_DIR is set', () => {
    expect(parseEnv({}).PG_BIN_DIR).toBeUndefined();
    expect(parseEnv({}).PG_TOOLS_CACHE_DIR).toBeUndefined();
    expect(parseEnv({ PG_BIN_DIR: '/usr/lib/postgresql/18/bin' }).PG_BIN_DIR).toBe('/usr/lib/postgresql/18/bin');
  });

  it('upper-cases the unavailable states', () => {
    expect(parseEnv({ UNAVAILABLE_STATES: 'ak, hi' }).UNAVAILABLE_STATES).toEqual(['AK', 'HI']);
  });

  it('lists every bad variable, and requires a secret in production', () => {
    expect(() => parseEnv({ PORT: 'x', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('uses the local payment sandbox unless a processor is chosen', () => {
    const env = parseEnv({});
    expect([env.PAYMENT_CARD_PROCESSOR, env.PAYMENT_WALLET_VAULT]).toEqual(['sandbox', 'sandbox']);
    expect(env.STRIPE_API_BASE_URL).toBe('https://api.stripe.com');
  });

  it('requires both Stripe keys when cards go to Stripe, and checks their kind', () => {
    expect(() => parseEnv({ PAYMENT_CARD_PROCESSOR: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENT_CARD_PROCESSOR=stripe\n {2}STRIPE_PUBLISHABLE_KEY: required/,
    );
    expect(() => parseEnv({ PAYMENT_CARD_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    const stripe = { PAYMENT_CARD_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(parseEnv(stripe).PAYMENT_CARD_PROCESSOR).toBe('stripe');
  });

  it('requires the Braintree merchant id and both keys when the wallet vault is Braintree', () => {
    expect(() => parseEnv({ PAYMENT_WALLET_VAULT: 'braintree', BRAINTREE_MERCHANT_ID: 'merchant' })).toThrow(
      /BRAINTREE_PUBLIC_KEY: required when PAYMENT_WALLET_VAULT=braintree\n {2}BRAINTREE_PRIVATE_KEY: required/,
    );
    expect(() => parseEnv({ PAYMENT_WALLET_VAULT: 'braintree' })).toThrow(/BRAINTREE_MERCHANT_ID/);
    const braintree = { PAYMENT_WALLET_VAULT: 'braintree', BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public', BRAINTREE_PRIVATE_KEY: 'private' };
    expect(parseEnv(braintree).BRAINTREE_ENVIRONMENT).toBe('sandbox');
  });
});
