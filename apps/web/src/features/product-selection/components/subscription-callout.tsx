import type { CheckoutMode, IntroOffer, SelectionFlags } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import type { NextBox } from '@app/domain/selection';

interface SubscriptionCalloutProps {
  checkoutMode: CheckoutMode;
  category: 'skin' | 'hair';
  flags: Pick<SelectionFlags, 'agencySmallBottlesInSignUp' | 'skinPreShipmentNotification'>;
  introOffer: IntroOffer;
  nextBox: NextBox | undefined;
}

const TEXT = MESSAGES.selection;

/**
 * The subscription callout (001 §1, §2.1, §9): what the box renews as and how often, the pre-shipment
 * reminder where the brand sends one, that Rx products are subject to consultation, and the terms.
 */
export function SubscriptionCallout({ checkoutMode, category, flags, introOffer, nextBox }: SubscriptionCalloutProps) {
  const renews = (() => {
    if (checkoutMode === 'Cart' || !nextBox) {
      return TEXT.calloutCart;
    }
    const amounts = { amount: formatUsd(nextBox.amount), monthly: formatUsd(nextBox.monthly) };
    if (checkoutMode === 'Subscription') {
      return fillTemplate(TEXT.calloutSubscription, amounts);
    }
    return fillTemplate(flags.agencySmallBottlesInSignUp ? TEXT.calloutSmallBottles : TEXT.calloutTrial, amounts);
  })();
  return (
    <section className="subscription-callout" aria-labelledby="subscription-callout-heading">
      <h2 id="subscription-callout-heading">{checkoutMode === 'Cart' ? TEXT.calloutCartHeading : TEXT.calloutHeading}</h2>
      <p>{renews}</p>
      {flags.skinPreShipmentNotification && category === 'skin' && checkoutMode !== 'Cart' ? <p>{TEXT.calloutPreShipment}</p> : null}
      <p>{TEXT.calloutRx}</p>
      {checkoutMode !== 'Cart' ? <p className="subscription-callout__terms">{TEXT.calloutTerms}</p> : null}
      {checkoutMode === 'Trial' && introOffer.footnote ? <p className="subscription-callout__terms">{introOffer.footnote}</p> : null}
    </section>
  );
}
