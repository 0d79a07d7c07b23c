import { useState } from 'react';
import type { WalletRequest } from '@app/domain/checkout';
import type { Activation, FlashMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadStatus } from '../../../components/ui/load-status';
import { usePatientData } from '../../../hooks/use-patient-data';
import { ApiError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import { getPaymentDetails, type PaymentDetails } from '../api/get-payment-details';
import { useCheckoutAttempt } from '../hooks/use-checkout-attempt';
import { useProcessors } from '../hooks/use-processors';
import type { CardToken, WalletApproval } from '../processors/processor-types';
import { cartOrderConfirmedNotice } from '../utils/order-confirmed';
import { storeCardToken } from '../utils/store-card';
import { payWithApproval, type WalletPayment } from '../utils/wallet-checkout';
import { PaymentMethodSummaryText, ShippingAddressSummaryText } from './checkout-summaries';
import { CheckoutCard } from './checkout-layout';
import { PaymentBlock } from './payment-block';
import { ShippingAddressForm } from './shipping-address-form';
import './checkout.css';

const TEXT = MESSAGES.payment;
const SAVE_OR_CANCEL = 'Save or cancel your change above first.';

export interface CartOrderCheckoutProps {
  /** What is paid for, naming the attempt id kept in the tab (`useCheckoutAttempt`), e.g. `shop-cart.<id>`. */
  attemptScope: string;
  /** Sends the order: the server charges the card on file once and ships to the address on file. */
  placeOrder: (checkoutAttemptId: string) => Promise<Activation>;
  /**
   * PayPal and Apple Pay: the device wallet's sheet (its lines and total, the server's figures) and
   * the purchase's express call, which pays at once with the wallet's token, payer and address.
   */
  wallet: { request: WalletRequest; pay: (payment: WalletPayment, checkoutAttemptId: string) => Promise<Activation> };
  supportEmail: string;
  onPlaced: (activation: Activation) => void | Promise<void>;
  /** The address on file changed (the order's tax follows it). */
  onAddressSaved?: () => void | Promise<void>;
  notify: (message: FlashMessage, options?: { screen?: 'here' | 'anywhere' }) => number;
}

/**
 * A one-time order paid outside any visit (the shop's cart, issue 31): the shipping address and
 * the payment method on file, each with its summary and Edit or its form (the checkout's own
 * forms), and "Place order", enabled once both are on file. Choosing a payment method offers the
 * checkout's tiles: a card is stored for "Place order"; PayPal or Apple Pay pays at once (the
 * express checkout). "Order confirmed!" stays until closed (001 §2.2).
 */
export function CartOrderCheckout(props: CartOrderCheckoutProps) {
  const details = usePatientData(getPaymentDetails);
  if (details.status !== 'ready') {
    return <LoadStatus status={details.status} loadingText="Loading your details…" errorText={TEXT.systemError} retryText={MESSAGES.selection.tryAgain} onRetry={details.reload} />;
  }
  return <LoadedCartOrderCheckout {...props} details={details.data} refresh={async () => details.replace(await getPaymentDetails())} />;
}

/** A refusal ends the attempt; a lost answer, an outage or "in progress" (409) keeps it, so a retry never charges twice. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;

interface LoadedProps extends CartOrderCheckoutProps {
  details: PaymentDetails;
  /** Reads the details again after a save; the form stays until they are in. */
  refresh: () => Promise<void>;
}

function LoadedCartOrderCheckout({ details, refresh, attemptScope, placeOrder, wallet, supportEmail, onPlaced, onAddressSaved, notify }: LoadedProps) {
  const { patient, config, method } = details;
  const hasAddress = patient.hasCompletedShippingAddressEntry;
  const hasCard = method !== null;
  const [editing, setEditing] = useState<'address' | 'card' | null>(null);
  const isAddressFormShown = !hasAddress || editing === 'address';
  const isCardFormShown = !hasCard || editing === 'card';
  const processors = useProcessors(config, wallet.request, isCardFormShown);
  const { attemptId, renew } = useCheckoutAttempt(attemptScope);
  const [isPlacing, setIsPlacing] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);

  async function saved() {
    setFailures([]);
    await refresh().catch(() => undefined);
    setEditing(null);
  }

  async function addressSaved() {
    await Promise.all([saved(), onAddressSaved?.()]);
  }

  async function storeCard(token: CardToken): Promise<string | undefined> {
    const failure = await storeCardToken(config.card.vendor, token, 'checkout');
    if (!failure) {
      await saved();
    }
    return failure;
  }

  /** Sends the order once for this press; a refusal ends the attempt, so the next press is a new one. */
  async function pay(send: (checkoutAttemptId: string) => Promise<Activation>): Promise<Activation> {
    try {
      return await send(attemptId);
    } catch (error) {
      if (isRefusal(error)) {
        renew();
      }
      throw error;
    }
  }

  async function confirmed(activation: Activation) {
    notify(cartOrderConfirmedNotice(), { screen: 'anywhere' });
    await onPlaced(activation);
  }

  async function place() {
    setIsPlacing(true);
    setFailures([]);
    let activation: Activation;
    try {
      activation = await pay(placeOrder);
    } catch (error) {
      setFailures(failureMessages(error, TEXT.systemError));
      setIsPlacing(false);
      return;
    }
    await confirmed(activation);
  }

  async function walletApproved(kind: 'apple-pay' | 'paypal', approval: WalletApproval) {
    setIsPlacing(true);
    setFailures([]);
    const outcome = await payWithApproval({
      kind,
      config,
      approval,
      patient,
      supportEmail,
      variant: 'checkout',
      pay: (payment) => pay((checkoutAttemptId) => wallet.pay(payment, checkoutAttemptId)),
    });
    if (!outcome.ok) {
      setFailures(outcome.messages);
      setIsPlacing(false);
      return;
    }
    await confirmed(outcome.result);
  }

  // What is on file can be edited; an edit under way can be left, keeping what is on file.
  const cardAction = (target: 'address' | 'card', isOnFile: boolean, label: string) => {
    if (!isOnFile) {
      return null;
    }
    return editing === target ? (
      <Button variant="secondary" onClick={() => setEditing(null)} aria-label={`Cancel: ${label}`}>
        Cancel
      </Button>
    ) : (
      <Button variant="secondary" onClick={() => setEditing(target)} aria-label={label} disabled={isPlacing}>
        Edit
      </Button>
    );
  };
  const missing = !hasAddress ? TEXT.noShippingAddress : !hasCard ? TEXT.noPaymentMethod : editing !== null ? SAVE_OR_CANCEL : null;
  return (
    <div className="cart-order-checkout">
      <CheckoutCard id="shipping-address-heading" title="Shipping address" action={cardAction('address', hasAddress, 'Edit shipping address')}>
        {isAddressFormShown ? <ShippingAddressForm initial={patient} submitLabel="Save address" onSaved={addressSaved} /> : <ShippingAddressSummaryText patient={patient} />}
      </CheckoutCard>
      <CheckoutCard id="payment-method-heading" title="Payment method" action={cardAction('card', hasCard, 'Edit payment method')}>
        {isCardFormShown ? (
          <PaymentBlock
            processors={processors}
            walletRequest={wallet.request}
            securedText={TEXT.secured}
            cardSubmitLabel="Save card"
            onCardToken={storeCard}
            onWalletApproval={walletApproved}
            onWalletError={(message) => setFailures([message])}
          />
        ) : (
          <PaymentMethodSummaryText method={method} />
        )}
      </CheckoutCard>
      <div className="cart-order-checkout__place">
        <div role="alert" className="cart-order-checkout__failures">
          {failures.map((failure) => (
            <p key={failure}>{failure}</p>
          ))}
        </div>
        {missing ? (
          <p id="place-order-reason" className="cart-order-checkout__reason">
            {missing}
          </p>
        ) : null}
        <Button
          className="cart-order-checkout__button"
          onClick={() => void place()}
          disabled={missing !== null}
          isLoading={isPlacing}
          aria-describedby={missing ? 'place-order-reason' : undefined}
        >
          Place order
        </Button>
        {isPlacing ? (
          <p role="status" className="payment-block__loading">
            Placing your order…
          </p>
        ) : null}
      </div>
    </div>
  );
}
