import type { PaymentVendor } from '@app/domain/payments';
import type { Env } from '../../env';
import { createBraintreeGateway } from './braintree-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

/**
 * How each registered processor's server adapter is built from the settings (ADR 146): one entry
 * per vendor of the domain's registry, which the type requires. `sandbox` is the local processor,
 * built once by the composition root. env.ts refuses a chosen processor without its required
 * settings, so the fallbacks below never apply.
 */
export const GATEWAY_FACTORIES: { [Vendor in PaymentVendor]: (env: Env, sandbox: PaymentGateway) => PaymentGateway } = {
  sandbox: (_env, sandbox) => sandbox,
  stripe: (env) => createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY ?? '', apiBaseUrl: env.STRIPE_API_BASE_URL }),
  braintree: (env) =>
    createBraintreeGateway({
      environment: env.BRAINTREE_ENVIRONMENT,
      merchantId: env.BRAINTREE_MERCHANT_ID ?? '',
      publicKey: env.BRAINTREE_PUBLIC_KEY ?? '',
      privateKey: env.BRAINTREE_PRIVATE_KEY ?? '',
      apiBaseUrl: env.BRAINTREE_API_BASE_URL,
    }),
};
