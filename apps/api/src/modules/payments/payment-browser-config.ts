import type { PaymentConfig } from '@app/domain/contracts/payments';
import type { Env } from '../../env';

/** What the payment step's scripts need from the settings: vendors, the publishable key, the environment; no secret. */
export function paymentBrowserConfig(env: Env): PaymentConfig {
  return {
    card:
      env.PAYMENT_CARD_PROCESSOR === 'stripe'
        ? { vendor: 'stripe', ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}) }
        : { vendor: 'sandbox' },
    walletVault: env.PAYMENT_WALLET_VAULT === 'braintree' ? { vendor: 'braintree', environment: env.BRAINTREE_ENVIRONMENT } : { vendor: 'sandbox' },
  };
}

/** Origins a page may load from, per Content-Security-Policy directive. */
export interface ContentSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

// The origins each processor's browser script uses, from their published CSP guides: Stripe.js
// (its script, its card and 3-D Secure frames, its API) and the Braintree client with PayPal's
// button and approval window. The local sandbox is served from our own origin.
const STRIPE_SOURCES: ContentSources = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};
const BRAINTREE_SOURCES: ContentSources = {
  scriptSrc: ['https://js.braintreegateway.com', 'https://*.paypal.com'],
  frameSrc: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connectSrc: ['https://api.braintreegateway.com', 'https://api.sandbox.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://*.paypal.com'],
  imgSrc: ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://assets.braintreegateway.com'],
};

/** What the security policy must allow for the configured processors' scripts: nothing for the sandbox. */
export function paymentContentSources(env: Pick<Env, 'PAYMENT_CARD_PROCESSOR' | 'PAYMENT_WALLET_VAULT'>): ContentSources {
  const used = [env.PAYMENT_CARD_PROCESSOR === 'stripe' ? STRIPE_SOURCES : undefined, env.PAYMENT_WALLET_VAULT === 'braintree' ? BRAINTREE_SOURCES : undefined].filter(
    (sources): sources is ContentSources => sources !== undefined,
  );
  const merged = (key: keyof ContentSources) => [...new Set(used.flatMap((sources) => sources[key]))];
  return { scriptSrc: merged('scriptSrc'), frameSrc: merged('frameSrc'), connectSrc: merged('connectSrc'), imgSrc: merged('imgSrc') };
}
