import { isPaymentVendor } from '@app/domain/payments';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { GATEWAY_FACTORIES } from './gateway-factories';
import type { PaymentGateway } from './payment-gateway';

/**
 * The payment processors the settings choose (ADR 104, 146), built once in adapters.ts: one for
 * cards and the device wallet, one for the online wallet's vault. A stored payment method
 * remembers its vendor, so its charges go back to the processor that holds it.
 */
export interface PaymentProcessors {
  card: PaymentGateway;
  walletVault: PaymentGateway;
  /** The gateway of a vendor the settings use; undefined for one they do not, or no vendor at all. */
  byVendor: (vendor: string) => PaymentGateway | undefined;
}

/** Builds the processors from the settings; `sandbox` is the local processor every setting falls back to. */
export function createPaymentProcessors(env: Env, db: Db, sandbox: PaymentGateway): PaymentProcessors {
  void db;
  const card = GATEWAY_FACTORIES[env.PAYMENT_CARD_PROCESSOR](env, sandbox);
  const walletVault = GATEWAY_FACTORIES[env.PAYMENT_WALLET_VAULT](env, sandbox);
  const gateways = new Map<string, PaymentGateway>([
    [card.vendor, card],
    [walletVault.vendor, walletVault],
  ]);
  return { card, walletVault, byVendor: (vendor) => (isPaymentVendor(vendor) ? gateways.get(vendor) : undefined) };
}
