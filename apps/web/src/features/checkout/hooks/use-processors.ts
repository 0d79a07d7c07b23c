import { useEffect, useState } from 'react';
import type { WalletRequest } from '@app/domain/checkout';
import type { PaymentConfig } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { loadCardProcessor, loadWalletVault } from '../processors/load-processors';
import type { CardProcessor, DeviceWallet, WalletVault } from '../processors/processor-types';

export interface Processors {
  card: CardProcessor | null;
  vault: WalletVault | null;
  /** The device wallet when this device can pay with it (001 §2.2). */
  deviceWallet: DeviceWallet | null;
  cardError: string | null;
  vaultError: string | null;
}

const NONE: Processors = { card: null, vault: null, deviceWallet: null, cardError: null, vaultError: null };

/**
 * The processors' scripts, loaded only while the payment step asks for a payment method (001
 * §7.2: scripts load on demand). A script that does not load gives 001 §8's message.
 */
export function useProcessors(config: PaymentConfig, walletRequest: WalletRequest, isActive: boolean): Processors {
  const [processors, setProcessors] = useState<Processors>(NONE);
  useEffect(() => {
    if (!isActive) {
      return;
    }
    let isCurrent = true;
    const update = (change: Partial<Processors>) => isCurrent && setProcessors((current) => ({ ...current, ...change }));
    loadCardProcessor(config.card)
      .then(async (card) => {
        update({ card });
        update({ deviceWallet: await card.deviceWallet(walletRequest).catch(() => null) });
      })
      .catch(() => update({ cardError: MESSAGES.payment.processorLoadError }));
    loadWalletVault(config.walletVault)
      .then((vault) => update({ vault }))
      .catch(() => update({ vaultError: MESSAGES.payment.walletVaultError }));
    return () => {
      isCurrent = false;
    };
  }, [config, walletRequest, isActive]);
  return processors;
}
