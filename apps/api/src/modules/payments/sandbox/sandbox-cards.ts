import type { PaymentFailureCode } from '../payment-gateway';

/**
 * The sandbox processor's test cards: Stripe's well-known numbers, so a developer who has used
 * Stripe's test mode knows them (ADR 106). Any other number that passes the Luhn check behaves
 * as a working card. The messages are the processor's, shown under the card field as Stripe's
 * would be (001 §8: the provider's message).
 */
export type SandboxBehaviour = 'succeeded' | PaymentFailureCode | 'declined_on_charge';

interface TestCard {
  behaviour: SandboxBehaviour;
  funding: 'credit' | 'debit' | 'prepaid';
}

export const SANDBOX_TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { behaviour: 'succeeded', funding: 'credit' },
  '4000056655665556': { behaviour: 'succeeded', funding: 'debit' },
  '5555555555554444': { behaviour: 'succeeded', funding: 'credit' },
  '4000000000000002': { behaviour: 'card_declined', funding: 'credit' },
  '4000000000009995': { behaviour: 'insufficient_funds', funding: 'credit' },
  '4000000000000069': { behaviour: 'expired_card', funding: 'credit' },
  '4000000000000127': { behaviour: 'incorrect_cvc', funding: 'credit' },
  '4000000000000119': { behaviour: 'processing_error', funding: 'credit' },
  // Stored without trouble; declined when charged (a renewal that fails, or a checkout charge).
  '4000000000000341': { behaviour: 'declined_on_charge', funding: 'credit' },
};

/** The processor's words for each refusal (Stripe's, for the same test cards). */
export const SANDBOX_DECLINE_MESSAGES: Readonly<Record<PaymentFailureCode, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  invalid_token: 'This payment method can no longer be used. Please enter it again.',
};

/** The card field's own checks, in the processor's words. */
export const SANDBOX_FIELD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiry: "Your card's expiration date is invalid.",
  pastExpiry: "Your card's expiration year is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's brand from its number, as the summary shows it. */
export function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) {
    return 'visa';
  }
  if (/^(5[1-5]|2[2-7])/.test(digits)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'amex';
  }
  return 'unknown';
}
