import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';

interface CheckoutButtonBlockProps {
  hasRx: boolean;
  isSubmitting: boolean;
  /** Whether payment details are asked next; when not, only the button shows (001 §2.1). */
  isPaymentRequired: boolean;
  onCheckout: () => void;
}

/** "Check out now" (001 §2.1, §4): loading while it submits; disabled, and saying why, without an Rx product. */
export function CheckoutButtonBlock({ hasRx, isSubmitting, isPaymentRequired, onCheckout }: CheckoutButtonBlockProps) {
  return (
    <div className="checkout-block">
      <Button onClick={onCheckout} disabled={!hasRx} isLoading={isSubmitting}>
        {hasRx ? MESSAGES.selection.checkOutNow : MESSAGES.selection.selectAtLeastOneRx}
      </Button>
      {isPaymentRequired ? <p className="checkout-block__note">{MESSAGES.selection.paymentNext}</p> : null}
    </div>
  );
}
