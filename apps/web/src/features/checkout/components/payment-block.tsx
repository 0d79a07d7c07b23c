import { useEffect, useId, useRef, useState } from 'react';
import type { WalletRequest } from '@app/domain/checkout';
import { PAYMENT_MESSAGES } from '@app/domain/messages';
import type { Processors } from '../hooks/use-processors';
import { WalletCancelledError, type CardToken, type WalletApproval, type WalletVault } from '../processors/processor-types';
import { CardForm } from './card-form';
import { ProcessorStatus } from './processor-status';

type Tile = 'card' | 'apple-pay' | 'paypal';
type WalletKind = 'apple-pay' | 'paypal';

interface PaymentBlockProps {
  processors: Processors;
  walletRequest: WalletRequest;
  securedText: string;
  /** The card form's button ("Continue" unless named). */
  cardSubmitLabel?: string;
  onCardToken: (token: CardToken) => Promise<string | undefined>;
  /** A wallet approved the payment (its sheet waits for `approval.complete`). */
  onWalletApproval: (kind: WalletKind, approval: WalletApproval) => Promise<void>;
  /** A wallet failed (not cancelled): the message of 001 §8 for that wallet. */
  onWalletError: (message: string) => void;
}

/** 001 §8: the device wallet's and the online wallet's failure messages. */
const WALLET_ERRORS: Record<WalletKind, string> = {
  'apple-pay': PAYMENT_MESSAGES.payment.deviceWalletError,
  paypal: PAYMENT_MESSAGES.payment.walletVaultError,
};

/**
 * The payment block (001 §2.2): the tiles "Credit / debit card" (the default), "Apple Pay" (only
 * where the device can pay) and "PayPal", and the chosen one's form or button.
 */
export function PaymentBlock({ processors, walletRequest, securedText, cardSubmitLabel, onCardToken, onWalletApproval, onWalletError }: PaymentBlockProps) {
  const [tile, setTile] = useState<Tile>('card');
  const name = useId();
  const { deviceWallet } = processors;
  const tiles: { value: Tile; label: string }[] = [
    { value: 'card', label: 'Credit / debit card' },
    ...(deviceWallet ? [{ value: 'apple-pay' as const, label: 'Apple Pay' }] : []),
    { value: 'paypal', label: 'PayPal' },
  ];
  const payWithDevice = () => {
    deviceWallet
      ?.pay(walletRequest)
      .then((approval) => onWalletApproval('apple-pay', approval))
      .catch((error: unknown) => {
        if (!(error instanceof WalletCancelledError)) {
          onWalletError(WALLET_ERRORS['apple-pay']);
        }
      });
  };
  return (
    <div className="payment-block">
      <fieldset className="payment-tiles">
        <legend className="visually-hidden">How would you like to pay?</legend>
        {tiles.map((option) => (
          <label key={option.value} className={tile === option.value ? 'payment-tile payment-tile--selected' : 'payment-tile'}>
            <input type="radio" name={name} value={option.value} checked={tile === option.value} onChange={() => setTile(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {tile === 'card' ? (
        processors.card ? (
          <CardForm processor={processors.card} onToken={onCardToken} securedText={securedText} submitLabel={cardSubmitLabel} />
        ) : (
          <ProcessorStatus error={processors.cardError} />
        )
      ) : null}
      {tile === 'apple-pay' && deviceWallet ? (
        <button type="button" className="apple-pay-button" onClick={payWithDevice}>
          Pay with Apple Pay
        </button>
      ) : null}
      {tile === 'paypal' ? (
        processors.vault ? (
          <PayPalButton vault={processors.vault} onApproval={(approval) => void onWalletApproval('paypal', approval)} onError={() => onWalletError(WALLET_ERRORS.paypal)} />
        ) : (
          <ProcessorStatus error={processors.vaultError} />
        )
      ) : null}
    </div>
  );
}

/** The vault's PayPal button, rendered once per mount (001 §4 "Online wallet"). */
function PayPalButton({ vault, onApproval, onError }: { vault: WalletVault; onApproval: (approval: WalletApproval) => void; onError: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onApproval, onError });
  handlers.current = { onApproval, onError };
  useEffect(() => {
    if (!container.current) {
      return;
    }
    const button = vault.renderPayPalButton(container.current, {
      onApprove: (approval) => handlers.current.onApproval(approval),
      onCancel: () => undefined,
      onError: () => handlers.current.onError(),
    });
    return () => button.destroy();
  }, [vault]);
  return <div ref={container} className="paypal-container" />;
}
