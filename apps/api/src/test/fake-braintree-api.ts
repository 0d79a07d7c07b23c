import { randomBytes, randomUUID } from 'node:crypto';
import { apiErrorResponse, XmlList, type XmlDocument, type XmlValue } from './braintree-xml';

/** Braintree's reusable PayPal test nonce (NOTE: the SDK's lib/braintree/test_values/nonces.js). */
export const BRAINTREE_PAYPAL_TEST_NONCE = 'fake-paypal-billing-agreement-nonce';
export const BRAINTREE_TEST_PAYER_EMAIL = 'jane.doe@example.com';

export interface FakeBraintreeTransaction {
  id: string;
  type: 'sale' | 'credit';
  status: string;
  amount: string;
  orderId: string | null;
  paymentMethodToken: string | null;
  processorResponseCode: string;
  processorResponseText: string;
  gatewayRejectionReason: string | null;
  refundIds: string[];
  refundedTransactionId: string | null;
  description: string | null;
}

/** An id or path the gateway does not know: a 404 with no body, as Braintree answers. */
export class NotFound {}

/** A validation failure, answered as a 422 `<api-error-response>`. */
class ValidationFailure {
  constructor(
    readonly scope: string,
    readonly attribute: string,
    readonly code: string,
    readonly message: string,
  ) {}
}

/** The sandbox's declining amounts: 2000.00-2999.99 decline with the amount's code, 3000.xx fails. */
const PROCESSOR_RESPONSES: Record<number, string> = {
  1000: 'Approved',
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2004: 'Expired Card',
  2010: 'Card Issuer Declined CVV',
  2038: 'Processor Declined',
  3000: 'Processor Network Unavailable - Try Again',
};
const GATEWAY_REJECTED_AMOUNT = '5001.00';
const VOIDABLE = ['authorized', 'submitted_for_settlement', 'settlement_pending'];
const CANNOT_VOID =
  'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.';

function braintreeId(): string {
  return randomBytes(4).toString('hex');
}

function field(record: unknown, name: string): unknown {
  return typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[name]
    : undefined;
}

function textField(record: unknown, name: string): string | null {
  const value = field(record, name);
  return typeof value === 'string' ? value : null;
}

function codeForAmount(amount: string): number {
  const dollars = Number(amount);
  return dollars >= 2000 && dollars < 3001 ? Math.floor(dollars) : 1000;
}

function statusFor(code: number, isSubmitted: boolean): string {
  if (code === 3000) {
    return 'failed';
  }
  if (code !== 1000) {
    return 'processor_declined';
  }
  return isSubmitted ? 'submitted_for_settlement' : 'authorized';
}

/**
 * The resources behind the fake Braintree gateway (customers, nonces, vaulted PayPal accounts,
 * transactions) in memory, and the answer to each call the adapter makes: `route` gets the path
 * after `/merchants/{id}` and the JSON body, and returns the status and XML document.
 */
export function createFakeBraintreeApi(merchantId: string) {
  const customers = new Set<string>();
  const nonces = new Map<string, { payerEmail: string; isUsed: boolean }>();
  const accounts = new Map<string, { email: string; payerId: string }>();
  const transactions = new Map<string, FakeBraintreeTransaction>();

  const transactionXml = (transaction: FakeBraintreeTransaction): XmlValue => {
    const { paymentMethodToken: token, refundIds, description, ...fields } = transaction;
    const account = token === null ? undefined : accounts.get(token);
    const paypal = {
      token,
      payerEmail: account?.email ?? null,
      payerId: account?.payerId ?? null,
      description,
    };
    return {
      ...fields,
      currencyIsoCode: 'USD',
      paymentInstrumentType: 'paypal_account',
      refundIds: new XmlList('array', 'item', refundIds),
      paypal,
    };
  };
  const transactionOf = (id: string) => {
    const transaction = transactions.get(id);
    if (!transaction) {
      throw new NotFound();
    }
    return transaction;
  };

  const vault = (body: unknown): XmlDocument => {
    const customerId = textField(body, 'customer_id') ?? '';
    const nonce = textField(body, 'payment_method_nonce') ?? '';
    const issued = nonces.get(nonce);
    if (!customers.has(customerId)) {
      throw new ValidationFailure(
        'paymentMethod',
        'customer_id',
        '93105',
        'Customer ID is invalid.',
      );
    }
    if (nonce !== BRAINTREE_PAYPAL_TEST_NONCE && !issued) {
      const message = 'Unknown payment_method_nonce.';
      throw new ValidationFailure('paymentMethod', 'payment_method_nonce', '93108', message);
    }
    if (issued?.isUsed) {
      const message = 'Cannot use a payment_method_nonce more than once.';
      throw new ValidationFailure('paymentMethod', 'payment_method_nonce', '93107', message);
    }
    if (issued) {
      issued.isUsed = true;
    }
    const email = issued?.payerEmail ?? BRAINTREE_TEST_PAYER_EMAIL;
    const token = braintreeId();
    // PayPal's payer id belongs to the account: the same email gives the same one here.
    const payerId = `PAYER${Buffer.from(email).toString('hex').slice(0, 8).toUpperCase()}`;
    accounts.set(token, { email, payerId });
    const billingAgreementId = `B-${braintreeId()}`;
    return {
      paypalAccount: { token, email, payerId, customerId, default: true, billingAgreementId },
    };
  };

  const sale = (body: unknown): { status: number; xml: XmlDocument } => {
    const amount = textField(body, 'amount') ?? '';
    const token = textField(body, 'payment_method_token') ?? '';
    const options = field(body, 'options');
    if (field(body, 'type') !== 'sale' || !/^\d+\.\d{2}$/.test(amount)) {
      throw new ValidationFailure('transaction', 'amount', '81503', 'Amount is an invalid format.');
    }
    if (!accounts.has(token)) {
      const message = 'Payment method token is invalid.';
      throw new ValidationFailure('transaction', 'payment_method_token', '91518', message);
    }
    const code = codeForAmount(amount);
    const isRejected = amount === GATEWAY_REJECTED_AMOUNT;
    const transaction: FakeBraintreeTransaction = {
      id: braintreeId(),
      type: 'sale',
      status: isRejected
        ? 'gateway_rejected'
        : statusFor(code, field(options, 'submit_for_settlement') === true),
      amount,
      orderId: textField(body, 'order_id'),
      paymentMethodToken: token,
      processorResponseCode: isRejected ? '' : String(code),
      processorResponseText: isRejected ? '' : (PROCESSOR_RESPONSES[code] ?? 'Processor Declined'),
      gatewayRejectionReason: isRejected ? 'application_incomplete' : null,
      refundIds: [],
      refundedTransactionId: null,
      description: textField(field(options, 'paypal'), 'description'),
    };
    transactions.set(transaction.id, transaction);
    if (code === 1000 && !isRejected) {
      return { status: 201, xml: { transaction: transactionXml(transaction) } };
    }
    const message = isRejected
      ? 'Gateway Rejected: application_incomplete'
      : transaction.processorResponseText;
    return { status: 422, xml: apiErrorResponse(message, undefined, transactionXml(transaction)) };
  };

  /** advanced_search_ids answers the matching ids; advanced_search a page of those transactions. */
  const search = (body: unknown, isIdsOnly: boolean): XmlDocument => {
    const criteria = field(body, 'search');
    const orderId = field(field(criteria, 'order_id'), 'is');
    const ids = field(criteria, 'ids');
    const found = [...transactions.values()].filter(
      (transaction) =>
        transaction.orderId === orderId && (!Array.isArray(ids) || ids.includes(transaction.id)),
    );
    if (isIdsOnly) {
      const foundIds = new XmlList(
        'array',
        'item',
        found.map((transaction) => transaction.id),
      );
      return { searchResults: { pageSize: 50, ids: foundIds } };
    }
    const page = { currentPageNumber: 1, pageSize: 50, totalItems: found.length };
    return {
      creditCardTransactions: new XmlList(
        'collection',
        'transaction',
        found.map(transactionXml),
        page,
      ),
    };
  };

  const voidSale = (id: string): XmlDocument => {
    const transaction = transactionOf(id);
    if (!VOIDABLE.includes(transaction.status)) {
      throw new ValidationFailure('transaction', 'base', '91504', CANNOT_VOID);
    }
    transaction.status = 'voided';
    return { transaction: transactionXml(transaction) };
  };

  /** Cents of a dollar string. */
  const centsOf = (amount: string) => Math.round(Number(amount) * 100);

  /** A credit of the whole rest of a settled sale, or of `amount` of it; never more than is left. */
  const refundSale = (id: string, body: unknown): XmlDocument => {
    const transaction = transactionOf(id);
    const refunded = transaction.refundIds
      .map((refundId) => centsOf(transactionOf(refundId).amount))
      .reduce((sum, cents) => sum + cents, 0);
    const left = centsOf(transaction.amount) - refunded;
    if (left === 0) {
      const message = 'Transaction has already been completely refunded.';
      throw new ValidationFailure('transaction', 'base', '91512', message);
    }
    if (transaction.status !== 'settled') {
      const message = 'Cannot refund transaction unless it is settled.';
      throw new ValidationFailure('transaction', 'base', '91506', message);
    }
    const asked = textField(body, 'amount');
    if (asked !== null && !/^\d+\.\d{2}$/.test(asked)) {
      throw new ValidationFailure('transaction', 'amount', '81503', 'Amount is an invalid format.');
    }
    const cents = asked === null ? left : centsOf(asked);
    if (cents > left) {
      throw new ValidationFailure('transaction', 'amount', '91521', 'Refund amount is too large.');
    }
    const refund: FakeBraintreeTransaction = {
      ...transaction,
      ...{ id: braintreeId(), type: 'credit', status: 'submitted_for_settlement' },
      ...{ amount: (cents / 100).toFixed(2), orderId: textField(body, 'order_id') },
      ...{ refundIds: [], refundedTransactionId: id },
    };
    transactions.set(refund.id, refund);
    transaction.refundIds.push(refund.id);
    return { transaction: transactionXml(refund) };
  };

  const createCustomer = (body: unknown): XmlDocument => {
    const id = String(100_000_000 + customers.size);
    customers.add(id);
    return {
      customer: { id, email: textField(body, 'email'), firstName: textField(body, 'first_name') },
    };
  };

  const clientToken = (): XmlDocument => {
    const token = { version: 2, authorizationFingerprint: randomUUID(), merchantId };
    return { clientToken: { value: Buffer.from(JSON.stringify(token)).toString('base64') } };
  };

  const answerCall = (
    method: string,
    path: string,
    body: unknown,
  ): { status: number; xml: XmlDocument } => {
    const [resource = '', id = '', action] = path.split('/').slice(1);
    const inner = field(
      body,
      resource === 'payment_methods' ? 'payment_method' : resource.replace(/s$/, ''),
    );
    switch (
      `${method} ${resource}${id === '' ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`
    ) {
      case 'POST client_token':
        return { status: 201, xml: clientToken() };
      case 'POST customers':
        return { status: 201, xml: createCustomer(inner) };
      case 'POST payment_methods':
        return { status: 201, xml: vault(inner) };
      case 'POST transactions':
        return sale(inner);
      case 'POST transactions/:id':
        if (id !== 'advanced_search_ids' && id !== 'advanced_search') {
          throw new NotFound();
        }
        return { status: 200, xml: search(body, id === 'advanced_search_ids') };
      case 'GET transactions/:id':
        return { status: 200, xml: { transaction: transactionXml(transactionOf(id)) } };
      case 'PUT transactions/:id/void':
        return { status: 200, xml: voidSale(id) };
      case 'POST transactions/:id/refund':
        return { status: 200, xml: refundSale(id, inner) };
      default:
        throw new NotFound();
    }
  };

  /** Answers a call as the gateway would, or throws `NotFound` for an unknown path or id. */
  const route = (
    method: string,
    path: string,
    body: unknown,
  ): { status: number; xml: XmlDocument } => {
    try {
      return answerCall(method, path, body);
    } catch (error) {
      if (error instanceof ValidationFailure) {
        return { status: 422, xml: apiErrorResponse(error.message, error) };
      }
      throw error;
    }
  };

  return {
    route,
    transactions: () => [...transactions.values()],
    issueNonce: (payerEmail = BRAINTREE_TEST_PAYER_EMAIL) => {
      const nonce = randomUUID();
      nonces.set(nonce, { payerEmail, isUsed: false });
      return nonce;
    },
    settle: (transactionId: string) => {
      transactionOf(transactionId).status = 'settled';
    },
  };
}
