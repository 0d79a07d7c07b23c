import type { PaymentVendor } from '@app/domain/contracts/payments';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createBraintreeGateway } from './braintree-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

/**
 * The payment processors the settings choose (ADR 104), built once in adapters.ts: one for cards
 * and the device wallet, one for the online wallet's vault. A stored payment method remembers its
 * vendor, so its charges go back to the processor that holds it.
 */
export interface PaymentProcessors {
  card: PaymentGateway;
  walletVault: PaymentGateway;
  /** The gateway of a vendor the settings use; undefined for one they do not. */
  byVendor: (vendor: PaymentVendor) => PaymentGateway | undefined;
}

/** Builds the processors from the settings; `sandbox` is the local processor every setting falls back to. */
export function createPaymentProcessors(env: Env, db: Db, sandbox: PaymentGateway): PaymentProcessors {
  void db;
  // env.ts refuses `stripe` or `braintree` without their keys, so the fallbacks never apply.
  const card =
    env.PAYMENT_CARD_PROCESSOR === 'stripe'
      ? createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY ?? '', apiBaseUrl: env.STRIPE_API_BASE_URL })
      : sandbox;
  const walletVault =
    env.PAYMENT_WALLET_VAULT === 'braintree'
      ? createBraintreeGateway({
          environment: env.BRAINTREE_ENVIRONMENT,
          merchantId: env.BRAINTREE_MERCHANT_ID ?? '',
          publicKey: env.BRAINTREE_PUBLIC_KEY ?? '',
          privateKey: env.BRAINTREE_PRIVATE_KEY ?? '',
          apiBaseUrl: env.BRAINTREE_API_BASE_URL,
        })
      : sandbox;
  const gateways = new Map<PaymentVendor, PaymentGateway>([
    [card.vendor, card],
    [walletVault.vendor, walletVault],
  ]);
  return { card, walletVault, byVendor: (vendor) => gateways.get(vendor) };
}
