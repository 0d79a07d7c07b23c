import { useCallback, type RefObject } from 'react';
import type { CheckoutCardState } from '@app/domain/checkout';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';

/** The card a state asks the patient to fill in, by its heading's id. */
const ENTRY_CARD_HEADINGS: Record<CheckoutCardState, string | null> = {
  ccEntry: 'payment-method-heading',
  shippingAddressEntry: 'shipping-address-heading',
  ccAndShippingAddressCompleted: null,
};

/**
 * When a card's Continue (or Edit) moves the checkout on, the control that was pressed is gone:
 * focus goes to the next thing to do, the first field of the card now open or "Confirm payment
 * method" once both are done (ADR 139).
 */
export function useCheckoutFocus(state: CheckoutCardState, confirmButton: RefObject<HTMLButtonElement | null>): void {
  const next = useCallback(() => {
    const heading = ENTRY_CARD_HEADINGS[state];
    if (heading === null) {
      return confirmButton.current;
    }
    return document.getElementById(heading)?.closest('section')?.querySelector<HTMLElement>('input, select, textarea, button:not(:disabled)');
  }, [state, confirmButton]);
  useFocusAfterChange(state, next);
}
