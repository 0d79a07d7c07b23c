import { STRIPE_TEST_CARDS, type StripeTestCard, type TestCard } from './fake-stripe-cards';
import { createFakeStripeRefunds } from './fake-stripe-refunds';
import {
  invalid,
  nested,
  notFound,
  stripeId,
  StripeFailure,
  text,
  type FakeStripeCharge,
  type StripeParams,
} from './fake-stripe-shared';

interface PaymentMethodRecord {
  id: string;
  card: TestCard;
  fingerprint: string;
  customer: string | null;
}

interface IntentRecord {
  id: string;
  amount: number;
  customer: string;
  paymentMethod: string;
  description: string | null;
  metadata: StripeParams;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  latestCharge: string | null;
  lastPaymentError: Record<string, unknown> | null;
  /** Seconds since the epoch, as Stripe's `created`. */
  created: number;
  /** When Stripe's search index shows it (search is eventually consistent; lists are not). */
  searchableAt: number;
}

/** The PaymentIntent creation parameters of the pinned API version that the fake understands. */
const INTENT_PARAMETERS = [
  'amount',
  'currency',
  'customer',
  'payment_method',
  'allowed_payment_method_types',
  'confirm',
  'off_session',
  'description',
  'metadata',
];

const SEARCH_QUERY = /^metadata\['((?:[^'\\]|\\.)*)'\]:'((?:[^'\\]|\\.)*)'$/;

/** `expand[0]=…&expand[1]=…` as a list. */
function expansions(params: StripeParams): string[] {
  const value = params.expand;
  return typeof value === 'object'
    ? Object.values(value).filter((item) => typeof item === 'string')
    : [];
}

/**
 * The resources behind the fake Stripe (customers, PaymentMethods, PaymentIntents, Charges,
 * refunds) in memory, and the answer to each call the adapter makes: `route` returns the JSON
 * body of a 200 or throws a `StripeFailure`.
 */
export function createFakeStripeApi() {
  /** How long a new PaymentIntent stays out of search results: Stripe documents up to a minute. */
  let searchLagMs = 0;
  const customers = new Set<string>();
  const paymentMethods = new Map<string, PaymentMethodRecord>();
  const intents = new Map<string, IntentRecord>();
  const charges = new Map<string, FakeStripeCharge>();

  const newPaymentMethod = (card: TestCard): PaymentMethodRecord => {
    const pm = { id: stripeId('pm'), card, fingerprint: `fp${card.last4}`, customer: null };
    paymentMethods.set(pm.id, pm);
    return pm;
  };
  const paymentMethodJson = ({ id, card, fingerprint, customer }: PaymentMethodRecord) => ({
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: {
      brand: 'visa',
      last4: card.last4,
      funding: card.funding,
      fingerprint,
      exp_month: 12,
      exp_year: 2034,
    },
  });
  const chargeJson = (charge: FakeStripeCharge) => ({
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_refunded: charge.amountRefunded,
    refunded: charge.refunded,
    payment_intent: charge.paymentIntent,
    status: 'succeeded',
  });
  const intentJson = (intent: IntentRecord, expand: string[]) => {
    const charge = intent.latestCharge === null ? undefined : charges.get(intent.latestCharge);
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      currency: 'usd',
      customer: intent.customer,
      created: intent.created,
      payment_method: intent.paymentMethod,
      description: intent.description,
      metadata: intent.metadata,
      status: intent.status,
      latest_charge:
        charge && expand.includes('latest_charge') ? chargeJson(charge) : intent.latestCharge,
      last_payment_error: intent.lastPaymentError,
    };
  };
  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) {
      throw notFound('payment_intent', id, 'intent');
    }
    return intent;
  };

  const attach = (id: string, params: StripeParams) => {
    const customer = text(params, 'customer') ?? '';
    if (!customers.has(customer)) {
      throw notFound('customer', customer, 'customer');
    }
    // A test card's name gives a new PaymentMethod each time, as in Stripe's test mode.
    const card = Object.hasOwn(STRIPE_TEST_CARDS, id)
      ? STRIPE_TEST_CARDS[id as StripeTestCard]
      : undefined;
    const pm = card ? newPaymentMethod(card) : paymentMethods.get(id);
    if (!pm) {
      throw notFound('PaymentMethod', id, 'payment_method');
    }
    if (pm.customer !== null && pm.customer !== customer) {
      throw invalid('The payment method you provided has already been attached to a customer.');
    }
    pm.customer = customer;
    return paymentMethodJson(pm);
  };

  const createIntent = (params: StripeParams) => {
    const unknown = Object.keys(params).find((name) => !INTENT_PARAMETERS.includes(name));
    if (unknown !== undefined) {
      throw invalid(`Received unknown parameter: ${unknown}`, {
        code: 'parameter_unknown',
        param: unknown,
      });
    }
    const amount = Number(text(params, 'amount'));
    if (!Number.isInteger(amount) || amount < 50 || text(params, 'currency') !== 'usd') {
      throw invalid('Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const customer = text(params, 'customer') ?? '';
    const pm = paymentMethods.get(text(params, 'payment_method') ?? '');
    if (!pm || pm.customer !== customer || text(params, 'confirm') !== 'true') {
      throw invalid(
        'The PaymentMethod does not belong to the Customer, or confirm=true is missing.',
      );
    }
    const intent: IntentRecord = {
      id: stripeId('pi'),
      amount,
      customer,
      paymentMethod: pm.id,
      description: text(params, 'description') ?? null,
      metadata: nested(params, 'metadata'),
      status: 'succeeded',
      latestCharge: null,
      lastPaymentError: null,
      created: Math.floor(Date.now() / 1000),
      searchableAt: Date.now() + searchLagMs,
    };
    intents.set(intent.id, intent);
    const { decline } = pm.card;
    if (decline) {
      // As Stripe does, the declined intent stays, waiting for another payment method.
      intent.status = 'requires_payment_method';
      const { code, declineCode, message } = decline;
      intent.lastPaymentError = { type: 'card_error', code, decline_code: declineCode, message };
      throw new StripeFailure(402, {
        ...intent.lastPaymentError,
        payment_intent: intentJson(intent, []),
      });
    }
    const charge = { id: stripeId('ch'), amount, paymentIntent: intent.id, refunded: false, amountRefunded: 0 };
    charges.set(charge.id, charge);
    intent.latestCharge = charge.id;
    return intentJson(intent, []);
  };

  const searchIntents = (params: StripeParams) => {
    const query = SEARCH_QUERY.exec(text(params, 'query') ?? '');
    if (!query) {
      throw invalid("This fake answers only metadata['key']:'value' queries.", { param: 'query' });
    }
    const [name = '', value] = [query[1], query[2]].map((part) =>
      (part ?? '').replace(/\\(.)/g, '$1'),
    );
    const expand = expansions(params).map((path) => path.replace(/^data\./, ''));
    const found = [...intents.values()].filter((intent) => intent.metadata[name] === value && intent.searchableAt <= Date.now());
    const data = found.map((intent) => intentJson(intent, expand));
    return {
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: false,
      next_page: null,
      data,
    };
  };

  /** `GET /v1/payment_intents?customer=…&created[gte]=…`: a consistent list, newest first, one page. */
  const listIntents = (params: StripeParams) => {
    const customer = text(params, 'customer');
    const since = Number(text(nested(params, 'created'), 'gte') ?? 0);
    const expand = expansions(params).map((path) => path.replace(/^data\./, ''));
    const found = [...intents.values()]
      .filter((intent) => (customer === undefined || intent.customer === customer) && intent.created >= since)
      .reverse();
    return { object: 'list', url: '/v1/payment_intents', has_more: false, data: found.map((intent) => intentJson(intent, expand)) };
  };

  const cancelIntent = (id: string) => {
    const intent = intentOf(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
      throw invalid(message, { code: 'payment_intent_unexpected_state' });
    }
    intent.status = 'canceled';
    return intentJson(intent, []);
  };

  /** The charge a refund of this PaymentIntent gives money back from. */
  const chargeToRefund = (paymentIntent: string) => {
    const intent = intentOf(paymentIntent);
    const charge = intent.latestCharge === null ? undefined : charges.get(intent.latestCharge);
    if (!charge) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    return charge;
  };
  const refunds = createFakeStripeRefunds(chargeToRefund);

  const createCustomer = (params: StripeParams) => {
    const id = stripeId('cus');
    customers.add(id);
    const { email, name, metadata = {} } = params;
    return { id, object: 'customer', email, name, metadata };
  };

  /** Answers `METHOD /path` (after `/v1`) with the body of a 200, or throws a `StripeFailure`. */
  const route = (method: string, path: string, params: StripeParams): unknown => {
    const [resource = '', id = '', action] = path.split('/').slice(1);
    const call = `${method} ${resource}${id === '' ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;
    switch (call) {
      case 'POST customers':
        return createCustomer(params);
      case 'POST payment_methods/:id/attach':
        return attach(id, params);
      case 'POST payment_intents':
        return createIntent(params);
      case 'GET payment_intents':
        return listIntents(params);
      case 'GET payment_intents/:id':
        return id === 'search'
          ? searchIntents(params)
          : intentJson(intentOf(id), expansions(params));
      case 'POST payment_intents/:id/cancel':
        return cancelIntent(id);
      case 'POST refunds':
        return refunds.create(params);
      case 'GET refunds':
        return refunds.list(params);
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: /v1${path}).`,
        });
    }
  };

  return {
    route,
    charges: () => [...charges.values()],
    refunds: refunds.all,
    paymentIntents: () =>
      [...intents.values()].map(({ id, status, metadata }) => ({ id, status, metadata })),
    issuePaymentMethod: (card: StripeTestCard) => newPaymentMethod(STRIPE_TEST_CARDS[card]).id,
    /** From now on, new PaymentIntents show in search only `ms` after they are made. */
    lagSearch: (ms: number) => {
      searchLagMs = ms;
    },
  };
}
