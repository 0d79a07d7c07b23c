import { useMemo } from 'react';
import { MESSAGES } from '@app/domain/messages';
import type { CheckoutData } from '../api/get-checkout-data';
import { useCheckoutAttempt } from '../hooks/use-checkout-attempt';
import { useFailureNotices } from '../hooks/use-failure-notices';
import { useProcessors } from '../hooks/use-processors';
import type { CardToken, WalletApproval } from '../processors/processor-types';
import { walletRequestOf } from '../utils/checkout-purchase';
import { orderConfirmedNotice } from '../utils/order-confirmed';
import { storeCardToken } from '../utils/store-card';
import { payWithWallet } from '../utils/wallet-checkout';
import { CheckoutDataGate } from './checkout-data-gate';
import { CheckoutCard, CheckoutLayout } from './checkout-layout';
import type { CheckoutStepProps } from './checkout-step';
import { PaymentBlock } from './payment-block';
import './checkout.css';

const TEXT = MESSAGES.payment;

/**
 * The product-detail checkout's payment method page (001 §2.6 step 3): card, device wallet or
 * online wallet, "Secured with 256-bit TLS encryption". A card is stored and the shipping page
 * follows; a wallet is the express checkout, which activates the trial at once with the wallet's
 * address and name (the product-detail messages of 001 §5), then the questionnaire.
 */
export function PaymentMethodStep(props: CheckoutStepProps) {
  return <CheckoutDataGate visit={props.visit}>{(data) => <LoadedPaymentMethodStep {...props} data={data} />}</CheckoutDataGate>;
}

function LoadedPaymentMethodStep({ visit, onDone, backPath, notify, dismissNotice, supportEmail, data }: CheckoutStepProps & { data: CheckoutData }) {
  const { selection, patient, config } = data;
  const { attemptId, renew } = useCheckoutAttempt(visit.uuid);
  const walletRequest = useMemo(() => walletRequestOf(selection), [selection]);
  const processors = useProcessors(config, walletRequest, true);
  const { fail, clear: clearFailures } = useFailureNotices(notify, dismissNotice);

  async function storeCard(token: CardToken): Promise<string | undefined> {
    const failure = await storeCardToken(config.card.vendor, token, 'product-detail');
    if (!failure) {
      clearFailures();
      await onDone();
    }
    return failure;
  }

  async function walletApproved(kind: 'apple-pay' | 'paypal', approval: WalletApproval) {
    const outcome = await payWithWallet({ kind, config, approval, selection, patient, supportEmail, attemptId, variant: 'product-detail' });
    if (!outcome.ok) {
      renew();
      fail(outcome.messages);
      return;
    }
    clearFailures();
    notify(orderConfirmedNotice(), { screen: 'anywhere' });
    await onDone();
  }

  return (
    <CheckoutLayout title="Payment method" selection={selection} backPath={backPath}>
      <CheckoutCard id="payment-method-heading" title="How would you like to pay?">
        <PaymentBlock
          processors={processors}
          walletRequest={walletRequest}
          securedText={TEXT.securedProductDetail}
          onCardToken={storeCard}
          onWalletApproval={walletApproved}
          onWalletError={(message) => fail([message])}
        />
      </CheckoutCard>
    </CheckoutLayout>
  );
}
