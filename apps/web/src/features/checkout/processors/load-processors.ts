import type { PaymentConfig } from '@app/domain/contracts/payments';
import { getBraintreeToken } from '../api/get-braintree-token';
import { loadBraintreeWalletVault } from './braintree-vault';
import type { CardProcessor, WalletVault } from './processor-types';
import { loadSandboxCardProcessor, loadSandboxWalletVault } from './sandbox-processor';
import { loadStripeCardProcessor } from './stripe-processor';

/** The card processor the settings name (ADR 104): the local sandbox, or Stripe. */
export function loadCardProcessor(config: PaymentConfig['card']): Promise<CardProcessor> {
  if (config.vendor === 'stripe') {
    if (!config.publishableKey) {
      return Promise.reject(new Error('no Stripe publishable key'));
    }
    return loadStripeCardProcessor(config.publishableKey);
  }
  return loadSandboxCardProcessor();
}

/** The online wallet's vault the settings name: the local sandbox, or Braintree. */
export function loadWalletVault(config: PaymentConfig['walletVault']): Promise<WalletVault> {
  return config.vendor === 'braintree' ? loadBraintreeWalletVault(getBraintreeToken) : loadSandboxWalletVault();
}
