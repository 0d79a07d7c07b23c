import { useEffect, useState } from 'react';
import type { PaymentConfig } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { loadCardProcessor } from '../processors/load-processors';
import type { CardProcessor } from '../processors/processor-types';

/**
 * The card processor alone, for a checkout that takes cards only (the shop's cart, whose wallets
 * would need a visit's box to price their sheet). Loaded only while a card is asked for (001 §7.2:
 * scripts load on demand); a script that does not load gives 001 §8's message.
 */
export function useCardProcessor(config: PaymentConfig['card'], isActive: boolean): { card: CardProcessor | null; cardError: string | null } {
  const [state, setState] = useState<{ card: CardProcessor | null; cardError: string | null }>({ card: null, cardError: null });
  useEffect(() => {
    if (!isActive) {
      return;
    }
    let isCurrent = true;
    loadCardProcessor(config)
      .then((card) => isCurrent && setState({ card, cardError: null }))
      .catch(() => isCurrent && setState({ card: null, cardError: MESSAGES.payment.processorLoadError }));
    return () => {
      isCurrent = false;
    };
  }, [config, isActive]);
  return state;
}
