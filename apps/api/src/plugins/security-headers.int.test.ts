import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../test/suite-test-app';
import { TestClient } from '../test/test-client';

// The security headers every answer carries, as helmet wrote them when each request parsed its
// policy again (before ADR 076): built once at start-up now, they must stay exactly these.
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const POLICY_START =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline'";

const HEADER_NAMES = [...Object.keys(COMMON), 'content-security-policy', 'strict-transport-security', 'x-powered-by'];

function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(HEADER_NAMES.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
}

describe.each<{ mode: string; env: Record<string, string>; expected: Record<string, string> }>([
  { mode: 'development', env: {}, expected: { ...COMMON, 'content-security-policy': `${POLICY_START};frame-src 'self';connect-src 'self'` } },
  {
    mode: 'production',
    env: { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32) },
    expected: {
      ...COMMON,
      'content-security-policy': `${POLICY_START};upgrade-insecure-requests;frame-src 'self';connect-src 'self'`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    },
  },
  {
    // The processors' scripts, frames and APIs are allowed only where they are configured (ADR 104).
    mode: 'development with Stripe and Braintree',
    env: {
      PAYMENT_CARD_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      PAYMENT_WALLET_VAULT: 'braintree',
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    },
    expected: {
      ...COMMON,
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob: https://*.stripe.com https://*.paypal.com https://*.paypalobjects.com https://assets.braintreegateway.com;" +
        "object-src 'none';script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com https://js.braintreegateway.com https://*.paypal.com;script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://assets.braintreegateway.com https://*.paypal.com;" +
        "connect-src 'self' https://api.stripe.com https://api.braintreegateway.com https://api.sandbox.braintreegateway.com https://client-analytics.braintreegateway.com https://*.paypal.com",
    },
  },
])('security headers in $mode', ({ env, expected }) => {
  const t = suiteTestApp(env);

  it.each([
    { answer: 'a JSON answer', url: '/api/brand', status: 200 },
    { answer: 'a guard refusal', url: '/api/patient', status: 401 },
    { answer: 'an unknown path', url: '/api/no-such-route', status: 404 },
  ])('are the same on $answer', async ({ url, status }) => {
    const response = await new TestClient(t.app).get(url);
    expect(response.status).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual(expected);
  });

  it('are on an answer to an unknown host, refused before the session is read', async () => {
    const response = await new TestClient(t.app, 'elsewhere.example').get('/api/brand');
    expect(response.status).toBe(404);
    expect(securityHeadersOf(response.headers)).toEqual(expected);
  });
});
