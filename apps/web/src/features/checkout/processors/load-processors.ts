import type { PaymentConfig } from '@app/domain/contracts';
import type { BrowserProcessor, CardProcessor, WalletVault } from './processor-types';

// Every processor's browser script, found by its file name (`{vendor}-processor.ts`, ADR 146):
// adding a processor adds a file here, not a branch.
const found = import.meta.glob<BrowserProcessor>('./*-processor.ts', { eager: true, import: 'browserProcessor' });
/** The browser scripts by vendor. */
export const BROWSER_PROCESSORS: ReadonlyMap<string, BrowserProcessor> = new Map(Object.values(found).map((processor) => [processor.vendor, processor]));

/** The card processor the settings name (ADR 104): the local sandbox, or a registered card processor such as Stripe. */
export function loadCardProcessor(config: PaymentConfig['card']): Promise<CardProcessor> {
  const load = BROWSER_PROCESSORS.get(config.vendor)?.loadCardProcessor;
  return load ? load(config) : Promise.reject(new Error(`no browser card processor for ${config.vendor}`));
}

/** The online wallet's vault the settings name: the local sandbox, or a registered vault such as Braintree. */
export function loadWalletVault(config: PaymentConfig['walletVault']): Promise<WalletVault> {
  const load = BROWSER_PROCESSORS.get(config.vendor)?.loadWalletVault;
  return load ? load(config) : Promise.reject(new Error(`no browser wallet vault for ${config.vendor}`));
}
