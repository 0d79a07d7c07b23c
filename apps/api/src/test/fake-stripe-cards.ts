/** What a test PaymentMethod is and does when charged. */
export interface TestCard {
  last4: string;
  funding: 'credit' | 'debit';
  decline?: { code: string; declineCode: string; message: string };
}

const declining = (
  last4: string,
  code: string,
  declineCode: string,
  message: string,
): TestCard => ({
  last4,
  funding: 'credit',
  decline: { code, declineCode, message },
});

/**
 * Stripe's test PaymentMethods and what they do when charged, with Stripe's own messages
 * (NOTE: https://docs.stripe.com/testing#declined-payments).
 */
export const STRIPE_TEST_CARDS = {
  pm_card_visa: { last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { last4: '5556', funding: 'debit' },
  pm_card_chargeDeclined: declining(
    '0002',
    'card_declined',
    'generic_decline',
    'Your card was declined.',
  ),
  pm_card_chargeDeclinedInsufficientFunds: declining(
    '9995',
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  pm_card_chargeDeclinedExpiredCard: declining(
    '0069',
    'expired_card',
    'expired_card',
    'Your card has expired.',
  ),
  pm_card_chargeDeclinedIncorrectCvc: declining(
    '0127',
    'incorrect_cvc',
    'incorrect_cvc',
    "Your card's security code is incorrect.",
  ),
  pm_card_chargeDeclinedProcessingError: declining(
    '0119',
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
} as const satisfies Record<string, TestCard>;
export type StripeTestCard = keyof typeof STRIPE_TEST_CARDS;
