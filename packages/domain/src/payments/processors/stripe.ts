import { z } from 'zod';
import { defineProcessor } from './processor-descriptor';

/** Stripe: cards and the device wallet through Stripe.js and its official SDK (ADR 104). */
export const stripeProcessor = defineProcessor({
  vendor: 'stripe',
  roles: ['card'],
  settings: {
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)').optional(),
    /** For tests against a local fake. */
    STRIPE_API_BASE_URL: z.string().url().default('https://api.stripe.com'),
  },
  requiredSettings: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  browserSettings: { publishableKey: 'STRIPE_PUBLISHABLE_KEY' },
  // Stripe.js: its script, its card and 3-D Secure frames, its API.
  contentSources: {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
    imgSrc: ['https://*.stripe.com'],
  },
});
