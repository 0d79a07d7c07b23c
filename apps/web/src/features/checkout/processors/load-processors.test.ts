import { describe, expect, it } from 'vitest';
import { CARD_VENDORS, PAYMENT_VENDORS, WALLET_VAULT_VENDORS } from '@app/domain/payments';
import { BROWSER_PROCESSORS, loadCardProcessor, loadWalletVault } from './load-processors';

describe('the browser scripts of the registered processors (ADR 146)', () => {
  it('has one per registered vendor, found by its file name, serving the roles the registry gives it', () => {
    expect([...BROWSER_PROCESSORS.keys()].sort()).toEqual([...PAYMENT_VENDORS].sort());
    for (const vendor of CARD_VENDORS) {
      expect(BROWSER_PROCESSORS.get(vendor)?.loadCardProcessor, vendor).toBeTypeOf('function');
    }
    for (const vendor of WALLET_VAULT_VENDORS) {
      expect(BROWSER_PROCESSORS.get(vendor)?.loadWalletVault, vendor).toBeTypeOf('function');
    }
  });

  it('refuses a vendor it has no script for, and Stripe without its publishable key', async () => {
    await expect(loadCardProcessor({ vendor: 'braintree' as 'stripe' })).rejects.toThrow('no browser card processor for braintree');
    await expect(loadWalletVault({ vendor: 'stripe' as 'braintree' })).rejects.toThrow('no browser wallet vault for stripe');
    await expect(loadCardProcessor({ vendor: 'stripe' })).rejects.toThrow('no Stripe publishable key');
  });
});
