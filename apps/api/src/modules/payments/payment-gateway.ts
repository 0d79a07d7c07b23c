import type { PaymentMethodKind, PaymentVendor } from '@app/domain/contracts';

/**
 * The one interface every payment processor sits behind (issue 11): the local sandbox processor
 * (the default), Stripe (cards, Apple Pay) and Braintree (PayPal vault). The browser tokenises
 * with the processor's own field or wallet; the server only ever holds the processor's references
 * (customer, payment method) and the last four digits, never a card number.
 */

/** A payment method stored at the processor for a customer, for today's charge and the renewals. */
export interface StoredPaymentMethod {
  vendor: PaymentVendor;
  method: PaymentMethodKind;
  /** The processor's customer reference (`cus_…`, a Braintree customer id, a sandbox id). */
  customerId: string;
  /** The processor's reusable payment method reference (`pm_…`, a Braintree token, …). */
  paymentMethodId: string;
  cardLastFour: string | null;
  cardFundingType: string | null;
  /** The processor's fingerprint of the card or account (the same card gives the same one), when it has one. */
  fingerprint: string | null;
  /** A wallet's payer label (PayPal email), when it has one. */
  label: string | null;
}

/** A charge the processor accepted. */
export interface Charge {
  chargeId: string;
  amountCents: number;
  status: 'succeeded' | 'voided';
}

/** Why a processor refused: the machine code, and the processor's own words for the patient. */
export type PaymentFailureCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error' | 'invalid_token';

/** A refusal the patient should see (the provider's message, 001 §8); other errors are outages. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
  constructor(
    readonly code: PaymentFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** Money a processor gave back on a charge (ADR 119). */
export interface Refund {
  /** The processor's reference of the refund (or of the void that gave the whole charge back). */
  refundId: string;
  amountCents: number;
}

/**
 * The processor refused a refund (more than is left of the charge, a charge it cannot refund yet):
 * nothing moved, and its words say why to the operator. Other errors are outages.
 */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
}

/** Whose charge is sought, and from when: enough for an exact lookup where search lags. */
export interface ChargeLookupHint {
  customerId: string;
  since: Date;
}

/** A remote processor's `noChargeIsFinalAfterMs`: past its timeouts and its search's lag, with room. */
export const NO_CHARGE_IS_FINAL_AFTER_MS = 10 * 60_000;

export interface PaymentGateway {
  readonly vendor: PaymentVendor;
  /**
   * Turns a token from the browser into a payment method stored for the customer (created when
   * `customerId` is absent). A token is single-use: a second use is refused (`invalid_token`).
   */
  storePaymentMethod(input: {
    token: string;
    method: PaymentMethodKind;
    customerId: string | null;
    customer: { email: string; name: string; reference: string };
    idempotencyKey: string;
  }): Promise<StoredPaymentMethod>;
  /**
   * Charges a stored payment method. Idempotent by key: the same key never charges twice, and
   * answers the first charge's result again.
   */
  charge(input: {
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
  }): Promise<Charge>;
  /**
   * The charge made with this idempotency key, if the processor has one (reconciliation). With the
   * customer and when the charge was asked for, a processor whose search lags can look it up
   * exactly (Stripe lists the customer's PaymentIntents, ADR 135).
   */
  findCharge(idempotencyKey: string, hint?: ChargeLookupHint): Promise<Charge | undefined>;
  /**
   * How long after a charge was asked for `findCharge` finding none is final (ADR 135): a request
   * the processor had not finished, or a search index that lags, can still show a charge before.
   */
  readonly noChargeIsFinalAfterMs: number;
  /** Voids (or refunds) a charge; voiding a voided charge changes nothing. */
  voidCharge(chargeId: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives back `amountCents` of a charge, all of it or a part (ADR 119). Idempotent by key: the same
   * key never refunds twice, and answers the first refund again. Refused with `RefundRefusedError`
   * when the processor will not (more than is left of the charge, say).
   */
  refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
  /** A client token for the browser's wallet button (Braintree's PayPal); undefined where none is needed. */
  clientToken(): Promise<string | undefined>;
}
