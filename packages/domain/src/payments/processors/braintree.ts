import { z } from 'zod';
import { defineProcessor } from './processor-descriptor';

/** Braintree: the online wallet's (PayPal's) vault, through its official SDK (ADR 104). */
export const braintreeProcessor = defineProcessor({
  vendor: 'braintree',
  roles: ['walletVault'],
  settings: {
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    BRAINTREE_MERCHANT_ID: z.string().optional(),
    BRAINTREE_PUBLIC_KEY: z.string().optional(),
    BRAINTREE_PRIVATE_KEY: z.string().optional(),
    /** For tests against a local fake. */
    BRAINTREE_API_BASE_URL: z.string().url().optional(),
  },
  requiredSettings: ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'],
  browserSettings: { environment: 'BRAINTREE_ENVIRONMENT' },
  // The Braintree client with PayPal's button and approval window.
  contentSources: {
    scriptSrc: ['https://js.braintreegateway.com', 'https://*.paypal.com'],
    frameSrc: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
    connectSrc: ['https://api.braintreegateway.com', 'https://api.sandbox.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://*.paypal.com'],
    imgSrc: ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://assets.braintreegateway.com'],
  },
});
