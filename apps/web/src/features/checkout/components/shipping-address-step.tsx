import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import { failureMessages } from '../../../lib/failure-messages';
import { activateCheckout } from '../api/activate-checkout';
import type { CheckoutData } from '../api/get-checkout-data';
import { recheckEligibility } from '../api/recheck-eligibility';
import { useCheckoutAttempt } from '../hooks/use-checkout-attempt';
import { activationBody } from '../utils/checkout-purchase';
import { orderConfirmedNotice } from '../utils/order-confirmed';
import { CheckoutDataGate } from './checkout-data-gate';
import { CheckoutCard, CheckoutLayout } from './checkout-layout';
import type { CheckoutStepProps } from './checkout-step';
import { PaymentMethodSummaryText } from './checkout-summaries';
import { ShippingAddressForm } from './shipping-address-form';
import './checkout.css';

const TEXT = MESSAGES.payment;

/**
 * The product-detail checkout's shipping page (001 §2.6 step 4): the address, then "Submit
 * payment" activates the trial (shipping and handling charged now, the card kept for the
 * renewals). An address the treatment cannot ship to leads to the ineligible page (001 §4).
 */
export function ShippingAddressStep(props: CheckoutStepProps) {
  return <CheckoutDataGate visit={props.visit}>{(data) => <LoadedShippingAddressStep {...props} data={data} />}</CheckoutDataGate>;
}

function LoadedShippingAddressStep({ visit, onDone, backPath, notify, data }: CheckoutStepProps & { data: CheckoutData }) {
  const navigate = useNavigate();
  const { selection, patient, method } = data;
  const { attemptId, renew } = useCheckoutAttempt(visit.uuid);
  const [isPaying, setIsPaying] = useState(false);

  async function addressSaved() {
    setIsPaying(true);
    const ineligible = await recheckEligibility({ brand: visit.brand, treatmentCategories: [visit.treatmentCategory] }).catch(() => null);
    if (ineligible) {
      await navigate(`/ineligible/${ineligible.reason}?category=${selection.treatmentCategory}`, { state: { userMessage: ineligible.userMessage } });
      return;
    }
    try {
      await activateCheckout('trial', activationBody(selection, attemptId));
    } catch (error) {
      // A refused attempt is over: the next "Submit payment" (another card) is a new attempt.
      renew();
      failureMessages(error, TEXT.systemError).forEach((content) => notify({ type: 'critical', content }));
      setIsPaying(false);
      return;
    }
    notify(orderConfirmedNotice(), { screen: 'anywhere' });
    await onDone();
  }

  return (
    <CheckoutLayout title="Shipping address" selection={selection} backPath={backPath}>
      <CheckoutCard id="shipping-address-heading" title="Where should we send your box?">
        <ShippingAddressForm initial={patient} submitLabel="Submit payment" onSaved={addressSaved} />
        {isPaying ? (
          <p role="status" className="payment-block__loading">
            Processing your payment…
          </p>
        ) : null}
      </CheckoutCard>
      <CheckoutCard id="paying-with-heading" title="Paying with">
        <PaymentMethodSummaryText method={method} />
      </CheckoutCard>
    </CheckoutLayout>
  );
}
