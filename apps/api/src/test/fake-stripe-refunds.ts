import {
  invalid,
  nested,
  notFound,
  stripeId,
  text,
  type FakeStripeCharge,
  type StripeParams,
} from './fake-stripe-shared';

/** A refund the fake made, with the metadata it was given. */
export interface FakeStripeRefund {
  id: string;
  amount: number;
  charge: string;
  paymentIntent: string;
  metadata: StripeParams;
}

/** Stripe's list page sizes (NOTE: https://docs.stripe.com/api/pagination). */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Stripe's `limit`: 1 to 100, 10 when absent. */
function limitOf(params: StripeParams): number {
  const asked = text(params, 'limit');
  const limit = asked === undefined ? DEFAULT_LIMIT : Number(asked);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalid(`Invalid limit: must be between 1 and ${MAX_LIMIT}`, { param: 'limit' });
  }
  return limit;
}

/**
 * The fake Stripe's refunds: made against the charge `chargeToRefund` finds for a PaymentIntent
 * (it throws Stripe's failure when there is none), and listed as Stripe lists them.
 */
export function createFakeStripeRefunds(chargeToRefund: (paymentIntent: string) => FakeStripeCharge) {
  /** Oldest first, as made. */
  const made: FakeStripeRefund[] = [];

  const refundJson = ({ id, amount, charge, paymentIntent, metadata }: FakeStripeRefund) => ({
    id,
    object: 'refund',
    amount,
    charge,
    payment_intent: paymentIntent,
    metadata,
    status: 'succeeded',
    currency: 'usd',
  });

  /** A refund of the whole rest, or of `amount` of it (NOTE: https://docs.stripe.com/api/refunds/create). */
  const create = (params: StripeParams) => {
    const charge = chargeToRefund(text(params, 'payment_intent') ?? '');
    if (charge.refunded) {
      throw invalid(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const left = charge.amount - charge.amountRefunded;
    const asked = text(params, 'amount');
    const amount = asked === undefined ? left : Number(asked);
    if (!Number.isInteger(amount) || amount < 1) {
      throw invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    }
    if (amount > left) {
      const message = `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`;
      throw invalid(message, { code: 'amount_too_large', param: 'amount' });
    }
    charge.amountRefunded += amount;
    charge.refunded = charge.amountRefunded === charge.amount;
    const refund = {
      id: stripeId('re'),
      amount,
      charge: charge.id,
      paymentIntent: charge.paymentIntent,
      metadata: nested(params, 'metadata'),
    };
    made.push(refund);
    return refundJson(refund);
  };

  /**
   * `GET /v1/refunds` (NOTE: https://docs.stripe.com/api/refunds/list): a list object, newest first,
   * of one PaymentIntent's or charge's refunds when asked, `limit` a page, after `starting_after`.
   */
  const list = (params: StripeParams) => {
    if (text(params, 'ending_before') !== undefined) {
      throw invalid('This fake pages forwards only (starting_after).', { param: 'ending_before' });
    }
    const limit = limitOf(params);
    const paymentIntent = text(params, 'payment_intent');
    const charge = text(params, 'charge');
    const matching = made
      .filter((refund) => paymentIntent === undefined || refund.paymentIntent === paymentIntent)
      .filter((refund) => charge === undefined || refund.charge === charge)
      .reverse();
    const after = text(params, 'starting_after');
    const start = after === undefined ? 0 : matching.findIndex((refund) => refund.id === after) + 1;
    if (after !== undefined && start === 0) {
      throw notFound('refund', after, 'starting_after');
    }
    const page = matching.slice(start, start + limit);
    return {
      object: 'list',
      url: '/v1/refunds',
      has_more: start + limit < matching.length,
      data: page.map(refundJson),
    };
  };

  return { create, list, all: () => [...made] };
}
