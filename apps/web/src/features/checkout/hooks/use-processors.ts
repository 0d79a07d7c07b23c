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

type Loaded = Omit<Processors, 'deviceWallet'>;
const NONE: Loaded = { card: null, vault: null, cardError: null, vaultError: null };

/**
 * The processors' scripts, loaded only while the payment step asks for a payment method (001
 * §7.2: scripts load on demand). A script that does not load gives 001 §8's message. The device
 * wallet is made again for a new sheet (the price changed), without loading the card processor
 * again: that would mount a new card field and lose what is being typed.
 */
export function useProcessors(config: PaymentConfig, walletRequest: WalletRequest, isActive: boolean): Processors {
  const [loaded, setLoaded] = useState<Loaded>(NONE);
  const [deviceWallet, setDeviceWallet] = useState<DeviceWallet | null>(null);
  useEffect(() => {
    if (!isActive) {
      return;
    }
    let isCurrent = true;
    const update = (change: Partial<Loaded>) => isCurrent && setLoaded((current) => ({ ...current, ...change }));
    loadCardProcessor(config.card)
      .then((card) => update({ card }))
      .catch(() => update({ cardError: MESSAGES.payment.processorLoadError }));
    loadWalletVault(config.walletVault)
      .then((vault) => update({ vault }))
      .catch(() => update({ vaultError: MESSAGES.payment.walletVaultError }));
    return () => {
      isCurrent = false;
    };
  }, [config, isActive]);
  const { card } = loaded;
  useEffect(() => {
    if (!card) {
      return;
    }
    let isCurrent = true;
    void card.deviceWallet(walletRequest).then(
      (wallet) => isCurrent && setDeviceWallet(wallet),
      () => isCurrent && setDeviceWallet(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [card, walletRequest]);
  return { ...loaded, deviceWallet };
}
