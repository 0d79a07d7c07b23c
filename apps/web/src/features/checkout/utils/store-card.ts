import { MESSAGES } from '@app/domain/messages';
import type { CHECKOUT_CONTEXTS, PaymentVendor } from '@app/domain/contracts';
import { failureMessages } from '../../../lib/failure-messages';
import { registerCard } from '../api/register-card';
import type { CardToken } from '../processors/processor-types';

/**
 * Stores the processor's card token as the payment method (001 §4 "Card form"); answers the message
 * for under the field when that fails: the server's (the processor's decline), else the default.
 */
export async function storeCardToken(vendor: PaymentVendor, token: CardToken, checkoutContext: (typeof CHECKOUT_CONTEXTS)[number]): Promise<string | undefined> {
  try {
    await registerCard({ method: 'card', vendor, paymentNonce: token.token, checkoutContext, ...(token.cardLastFour ? { cardLastFour: token.cardLastFour } : {}) });
    return undefined;
  } catch (error) {
    return failureMessages(error, MESSAGES.payment.registerCardError)[0];
  }
}
