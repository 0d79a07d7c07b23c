import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  RefundRefusedError,
  type Charge,
  type PaymentFailureCode,
  type PaymentGateway,
  type Refund,
} from './payment-gateway';

export interface StripeSettings {
  secretKey: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiBaseUrl: string;
}

/** The PaymentIntent metadata field that carries our idempotency key, for `findCharge`. */
export const STRIPE_IDEMPOTENCY_METADATA = 'idempotency_key';
/** The refund metadata field that carries our idempotency key, found again after Stripe forgot the key. */
const STRIPE_REFUND_KEY_METADATA = 'refund_key';
/** The most a page of Stripe's lists holds; a charge rarely has more refunds than one page. */
const LIST_PAGE_SIZE = 100;

// Every POST carries an idempotency key, so the SDK's retries of a lost answer or a 5xx cannot
// charge twice (NOTE: https://docs.stripe.com/api/idempotent_requests).
const MAX_NETWORK_RETRIES = 2;
const TIMEOUT_MS = 20_000;

/** Stripe's card error codes that are ours too; `card_declined` is split by its decline code. */
const SAME_FAILURE_CODES: Record<string, PaymentFailureCode> = {
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

/** Stripe's card error → our code; any other card error is a plain decline. */
function failureCodeOf(error: InstanceType<typeof Stripe.errors.StripeError>): PaymentFailureCode {
  return (
    SAME_FAILURE_CODES[error.code ?? ''] ??
    (error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined')
  );
}

/** A card error is the patient's to see, in Stripe's words; anything else is an outage and is rethrown. */
function rethrowAsDecline(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentDeclinedError(failureCodeOf(error), error.message);
  }
  throw error;
}

/** Stripe's refusals of a refund that are the operator's to read: more than is left, nothing left. */
const REFUND_REFUSALS = new Set(['amount_too_large', 'charge_already_refunded', 'charge_disputed']);

/** A refusal of the refund in Stripe's words; anything else is an outage and is rethrown. */
function rethrowAsRefundRefusal(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && REFUND_REFUSALS.has(error.code ?? '')) {
    throw new RefundRefusedError(error.message);
  }
  throw error;
}

/** Stripe's search query language wants quotes and backslashes escaped inside a quoted value. */
function quoted(value: string): string {
  return `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

/** A refund Stripe made (or holds as pending) as ours; one it failed or cancelled is a refusal. */
function refundOf(refund: Stripe.Refund, chargeId: string): Refund {
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new RefundRefusedError(`Stripe could not refund ${chargeId}: ${refund.failure_reason ?? refund.status}`);
  }
  return { refundId: refund.id, amountCents: refund.amount };
}

function isRefunded(intent: Stripe.PaymentIntent): boolean {
  return (
    typeof intent.latest_charge === 'object' &&
    intent.latest_charge !== null &&
    intent.latest_charge.refunded
  );
}

/** What became of an intent, as a charge; undefined for one that never took money (declined). */
function chargeOf(intent: Stripe.PaymentIntent): Charge | undefined {
  if (intent.status === 'succeeded') {
    return {
      chargeId: intent.id,
      amountCents: intent.amount,
      status: isRefunded(intent) ? 'voided' : 'succeeded',
    };
  }
  if (intent.status === 'canceled') {
    return { chargeId: intent.id, amountCents: intent.amount, status: 'voided' };
  }
  return undefined;
}

/**
 * Cards and Apple Pay through Stripe (ADR 104), on the official SDK. The browser's Stripe.js turns
 * the card or the Apple Pay sheet into a PaymentMethod (`pm_…`), which is the token here; this
 * server never sees a card number. Charges are PaymentIntents confirmed off-session, one per
 * idempotency key, sent as Stripe's `Idempotency-Key` header and kept in the intent's metadata so
 * `findCharge` can look it up later.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const base = new URL(settings.apiBaseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    telemetry: false,
  });

  /** The PaymentIntent's refund carrying this key in its metadata, through every page (newest first). */
  const refundWithKey = async (chargeId: string, idempotencyKey: string): Promise<Stripe.Refund | undefined> => {
    for await (const refund of stripe.refunds.list({ payment_intent: chargeId, limit: LIST_PAGE_SIZE })) {
      if (refund.metadata?.[STRIPE_REFUND_KEY_METADATA] === idempotencyKey) {
        return refund;
      }
    }
    return undefined;
  };

  return {
    vendor: 'stripe',
    // With the customer, the lookup is a consistent list (ADR 135); what can still come after a
    // minute is only a request already on its way (the SDK's timeout is 20 s).
    noChargeIsFinalAfterMs: 60_000,

    storePaymentMethod: async ({ token, method, customerId, customer, idempotencyKey }) => {
      // Derived keys: a retried call creates the same customer once and attaches once.
      const stripeCustomerId =
        customerId ??
        (
          await stripe.customers.create(
            {
              email: customer.email,
              name: customer.name,
              metadata: { reference: customer.reference },
            },
            { idempotencyKey: `${idempotencyKey}:customer` },
          )
        ).id;
      const paymentMethod = await stripe.paymentMethods
        .attach(
          token,
          { customer: stripeCustomerId },
          { idempotencyKey: `${idempotencyKey}:attach` },
        )
        .catch((error: unknown) => {
          // An unknown id, or one attached to another customer: the token cannot be used (again).
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.param !== 'customer'
          ) {
            throw new PaymentDeclinedError('invalid_token', error.message);
          }
          return rethrowAsDecline(error);
        });
      return {
        vendor: 'stripe',
        method,
        customerId: stripeCustomerId,
        paymentMethodId: paymentMethod.id,
        cardLastFour: paymentMethod.card?.last4 ?? null,
        cardFundingType: paymentMethod.card?.funding ?? null,
        fingerprint: paymentMethod.card?.fingerprint ?? null,
        label: null,
      };
    },

    charge: async ({ amountCents, customerId, paymentMethodId, idempotencyKey, description }) => {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            // Cards only (Apple Pay is a card here): no redirecting method can need a return_url.
            // (API 2026-09-30 renamed payment_method_types to allowed_payment_method_types.)
            allowed_payment_method_types: ['card'],
            confirm: true,
            off_session: true,
            description,
            metadata: { [STRIPE_IDEMPOTENCY_METADATA]: idempotencyKey },
          },
          { idempotencyKey },
        )
        .catch(rethrowAsDecline);
      if (intent.status !== 'succeeded') {
        throw new Error(`Stripe left the charge ${intent.id} ${intent.status}`);
      }
      return { chargeId: intent.id, amountCents: intent.amount, status: 'succeeded' };
    },

    findCharge: async (idempotencyKey, hint) => {
      if (hint) {
        // Lists are consistent, unlike search: the customer's PaymentIntents since a minute before
        // the attempt (clocks differ), matched by the key in their metadata (ADR 135).
        const created = { gte: Math.floor(hint.since.getTime() / 1000) - 60 };
        for await (const intent of stripe.paymentIntents.list({ customer: hint.customerId, created, limit: LIST_PAGE_SIZE, expand: ['data.latest_charge'] })) {
          if (intent.metadata?.[STRIPE_IDEMPOTENCY_METADATA] === idempotencyKey) {
            return chargeOf(intent);
          }
        }
        return undefined;
      }
      // NOTE: search is eventually consistent (https://docs.stripe.com/search#data-freshness): a
      // charge made in the last minute may not show yet. `charge` itself never relies on it.
      const result = await stripe.paymentIntents.search({
        query: `metadata[${quoted(STRIPE_IDEMPOTENCY_METADATA)}]:${quoted(idempotencyKey)}`,
        expand: ['data.latest_charge'],
      });
      return result.data.map(chargeOf).find((charge) => charge !== undefined);
    },

    voidCharge: async (chargeId, idempotencyKey) => {
      const intent = await stripe.paymentIntents.retrieve(chargeId, { expand: ['latest_charge'] });
      if (intent.status === 'canceled' || isRefunded(intent)) {
        return;
      }
      if (intent.status !== 'succeeded') {
        // Not captured yet: cancelling releases the hold, nothing to refund.
        await stripe.paymentIntents.cancel(chargeId, {}, { idempotencyKey });
        return;
      }
      // The whole rest is given back, so a late retry after Stripe forgot the key finds the charge
      // refunded above (or is refused `charge_already_refunded`): no metadata lookup is needed here.
      await stripe.refunds
        .create({ payment_intent: chargeId }, { idempotencyKey })
        .catch((error: unknown) => {
          // Refunded meanwhile under another key: the charge is void either way.
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'charge_already_refunded'
          ) {
            return;
          }
          throw error;
        });
    },

    // NOTE: https://docs.stripe.com/api/refunds/create — a part of the charge or all of it, with
    // our key as Stripe's Idempotency-Key, so a retry answers the first refund. Stripe forgets a
    // key after 24 hours (https://docs.stripe.com/api/idempotent_requests), and a refund can stay
    // pending here longer (an outage): the key also goes in the refund's metadata, and the charge's
    // refunds are read first, so a late retry answers the refund made then instead of refunding again.
    refund: async ({ chargeId, amountCents, idempotencyKey }) => {
      const earlier = await refundWithKey(chargeId, idempotencyKey);
      if (earlier) {
        // As Stripe answers a reused key with other parameters: the caller's mistake, not a replay.
        if (earlier.amount !== amountCents) {
          throw new Error(`Stripe already has a refund of ${earlier.amount} cents under this key, not ${amountCents}`);
        }
        return refundOf(earlier, chargeId);
      }
      const refund = await stripe.refunds
        .create(
          { payment_intent: chargeId, amount: amountCents, metadata: { [STRIPE_REFUND_KEY_METADATA]: idempotencyKey } },
          { idempotencyKey },
        )
        .catch(rethrowAsRefundRefusal);
      return refundOf(refund, chargeId);
    },

    clientToken: async () => undefined,
  };
}
