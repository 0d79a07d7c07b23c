import { useEffect, useState } from 'react';
import type { PaymentConfig } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { getPaymentConfig } from '../api/get-payment-config';
import { loadCardProcessor } from '../processors/load-processors';
import type { CardProcessor, CardToken } from '../processors/processor-types';
import { storeCardToken } from '../utils/store-card';
import { CardForm } from './card-form';
import { ProcessorStatus } from './processor-status';
import './checkout.css';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; card: CardProcessor; vendor: PaymentConfig['card']['vendor'] };

interface CardUpdateFormProps {
  submitLabel: string;
  /** Called once the new card is on file; answers the message for under the field when what follows fails. */
  onStored: () => Promise<string | undefined>;
}

/**
 * A new card from the dashboard (001 §3 checkoutContext "dashboard"): the processor's own field,
 * stored as the payment method on file through the checkout's card call, then `onStored`.
 */
export function CardUpdateForm({ submitLabel, onStored }: CardUpdateFormProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    getPaymentConfig()
      .then(async (config) => ({ card: await loadCardProcessor(config.card), vendor: config.card.vendor }))
      .then((ready) => isCurrent && setLoaded({ status: 'ready', ...ready }))
      .catch(() => isCurrent && setLoaded({ status: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, []);

  if (loaded.status !== 'ready') {
    return <ProcessorStatus error={loaded.status === 'error' ? MESSAGES.payment.processorLoadError : null} />;
  }
  const store = async (token: CardToken) => (await storeCardToken(loaded.vendor, token, 'dashboard')) ?? onStored();
  return <CardForm processor={loaded.card} onToken={store} securedText={MESSAGES.payment.secured} submitLabel={submitLabel} />;
}
