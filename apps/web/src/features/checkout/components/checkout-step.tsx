import { useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { initialCardState, nextCardState, summariesShown, type CheckoutCardEvent, type CheckoutCardState } from '@app/domain/checkout';
import type { FlashMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { failureMessages } from '../../../lib/failure-messages';
import type { FlowStepProps } from '../../../lib/flow-step';
import { activateCheckout } from '../api/activate-checkout';
import type { CheckoutData } from '../api/get-checkout-data';
import { recheckEligibility } from '../api/recheck-eligibility';
import { useCheckoutAttempt } from '../hooks/use-checkout-attempt';
import { useCheckoutFocus } from '../hooks/use-checkout-focus';
import { useFailureNotices } from '../hooks/use-failure-notices';
import { useProcessors } from '../hooks/use-processors';
import type { CardToken, WalletApproval } from '../processors/processor-types';
import { activationBody, purchaseTypeOf, walletRequestOf } from '../utils/checkout-purchase';
import { cartOrderConfirmedNotice } from '../utils/order-confirmed';
import { storeCardToken } from '../utils/store-card';
import { payWithWallet } from '../utils/wallet-checkout';
import { PaymentMethodSummaryText, ShippingAddressSummaryText } from './checkout-summaries';
import { CheckoutDataGate } from './checkout-data-gate';
import { CheckoutCard, CheckoutLayout } from './checkout-layout';
import { PaymentBlock } from './payment-block';
import { ShippingAddressForm } from './shipping-address-form';
import './checkout.css';

export interface CheckoutStepProps extends FlowStepProps {
  /** Shows a notice; answers its id. */
  notify: (message: FlashMessage, options?: { screen?: 'here' | 'anywhere' }) => number;
  /** Takes a notice down before its screen is left (a failure put right, ADR 138). */
  dismissNotice: (id: number) => void;
  supportEmail: string;
}

const TEXT = MESSAGES.payment;

/**
 * The checkout (001 §2.2, §4): "Today's total", the payment method card and the shipping address
 * card with their summaries and Edit buttons, driven by the card-state machine of the domain; the
 * payment tiles; and "Confirm payment method", which activates the trial or subscription, or
 * places the one-time cart, for the server's price of the saved box.
 */
export function CheckoutStep(props: CheckoutStepProps) {
  return <CheckoutDataGate visit={props.visit}>{(data, reload) => <LoadedCheckout {...props} data={data} reload={reload} />}</CheckoutDataGate>;
}

function LoadedCheckout({ visit, onDone, backPath, notify, dismissNotice, supportEmail, data, reload }: CheckoutStepProps & { data: CheckoutData; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const { selection, patient, config, method } = data;
  const [cardState, dispatch] = useReducer(
    (state: CheckoutCardState, event: CheckoutCardEvent & { isAddressCompleted: boolean }) => nextCardState(state, event, event.isAddressCompleted),
    undefined,
    () =>
      initialCardState({
        isCollectionRequired: selection.checkoutPaymentDetails.isCollectionRequired,
        isPaymentRequired: selection.checkoutPaymentDetails.isPaymentRequired,
        hasCollectedCard: patient.collectedCardLastFour !== null || method !== null,
        hasCardOnFile: patient.cardLastFour !== null || method !== null,
        isAddressCompleted: patient.hasCompletedShippingAddressEntry,
      }),
  );
  const { attemptId, renew } = useCheckoutAttempt(visit.uuid);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const walletRequest = useMemo(() => walletRequestOf(selection), [selection]);
  const processors = useProcessors(config, walletRequest, cardState === 'ccEntry');
  const shown = summariesShown(cardState);
  const isAddressCompleted = patient.hasCompletedShippingAddressEntry;
  const purchaseType = purchaseTypeOf(selection);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useCheckoutFocus(cardState, confirmButton);
  const { fail, clear: clearFailures } = useFailureNotices(notify, dismissNotice);

  async function storeCard(token: CardToken): Promise<string | undefined> {
    const failure = await storeCardToken(config.card.vendor, token, 'checkout');
    if (failure) {
      return failure;
    }
    clearFailures();
    await reload();
    dispatch({ type: 'cardSucceeded', isAddressCompleted });
    return undefined;
  }

  async function walletApproved(kind: 'apple-pay' | 'paypal', approval: WalletApproval) {
    const outcome = await payWithWallet({ kind, config, approval, selection, patient, supportEmail, attemptId, variant: 'checkout' });
    if (!outcome.ok) {
      renew();
      fail(outcome.messages);
      return;
    }
    clearFailures();
    if (outcome.isOrderPlaced) {
      await onDone();
    } else {
      await reload();
      dispatch({ type: 'addressSaved', isAddressCompleted: true });
    }
  }

  async function addressSaved() {
    const ineligible = await recheckEligibility({ brand: visit.brand, treatmentCategories: [visit.treatmentCategory] }).catch(() => null);
    if (ineligible) {
      // 001 §4: an ineligible address leads to the ineligible page, with its message.
      await navigate(`/ineligible/${ineligible.reason}?category=${selection.treatmentCategory}`, { state: { userMessage: ineligible.userMessage } });
      return;
    }
    await reload();
    dispatch({ type: 'addressSaved', isAddressCompleted: true });
  }

  async function confirm() {
    setIsSubmitting(true);
    try {
      await activateCheckout(purchaseType, activationBody(selection, attemptId));
    } catch (error) {
      // A refused attempt is over: the next try (another card) is a new attempt.
      renew();
      fail(failureMessages(error, TEXT.systemError));
      setIsSubmitting(false);
      return;
    }
    if (purchaseType === 'cart') {
      notify(cartOrderConfirmedNotice(), { screen: 'anywhere' });
    }
    await onDone();
  }

  const editButton = (label: string, event: 'editCard' | 'editAddress') => (
    <Button variant="secondary" onClick={() => dispatch({ type: event, isAddressCompleted })} aria-label={label}>
      Edit
    </Button>
  );
  return (
    <CheckoutLayout title="Checkout" selection={selection} backPath={backPath}>
      <CheckoutCard id="payment-method-heading" title="Payment method" action={shown.card ? editButton('Edit payment method', 'editCard') : null}>
        {cardState === 'ccEntry' ? (
          <PaymentBlock
            processors={processors}
            walletRequest={walletRequest}
            securedText={TEXT.secured}
            onCardToken={storeCard}
            onWalletApproval={walletApproved}
            onWalletError={(message) => fail([message])}
          />
        ) : (
          <PaymentMethodSummaryText method={method} />
        )}
      </CheckoutCard>
      <CheckoutCard id="shipping-address-heading" title="Shipping address" action={shown.address ? editButton('Edit shipping address', 'editAddress') : null}>
        {cardState === 'shippingAddressEntry' ? (
          <ShippingAddressForm initial={patient} onSaved={addressSaved} />
        ) : (
          <ShippingAddressSummaryText patient={patient} />
        )}
      </CheckoutCard>
      {cardState === 'ccAndShippingAddressCompleted' ? (
        <Button ref={confirmButton} onClick={() => void confirm()} isLoading={isSubmitting}>
          Confirm payment method
        </Button>
      ) : null}
    </CheckoutLayout>
  );
}
