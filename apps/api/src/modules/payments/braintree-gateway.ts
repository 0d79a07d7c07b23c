import braintree from 'braintree';
import {
  PaymentDeclinedError,
  RefundRefusedError,
  type Charge,
  type PaymentFailureCode,
  NO_CHARGE_IS_FINAL_AFTER_MS,
  type PaymentGateway,
} from './payment-gateway';

export interface BraintreeSettings {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** Overrides the environment's host, for a local fake in tests (`http://127.0.0.1:port`). */
  apiBaseUrl?: string;
}

/**
 * Validation errors that mean the nonce itself cannot be vaulted: unknown, already used, locked
 * or invalid (PaymentMethod 931xx, PayPalAccount 929xx; the SDK's `validation_error_codes.js`).
 */
const UNUSABLE_NONCE_CODES = new Set([
  '93102',
  '93107',
  '93108',
  '93109',
  '92907',
  '92908',
  '92909',
]);

/** Statuses that can still be voided; later ones need a refund (NOTE: Braintree error 91504). */
const VOIDABLE_STATUSES = new Set(['authorized', 'submitted_for_settlement', 'settlement_pending']);

/**
 * Refusals of a refund that are the operator's to read (the SDK's `validation_error_codes.js`):
 * already refunded whole (91512), more than is left (91521), not settled yet (91506).
 */
const REFUND_REFUSAL_CODES = new Set(['91512', '91521', '91506']);

// PayPal shows at most 127 characters of a description on the payer's receipt.
const PAYPAL_DESCRIPTION_LENGTH = 127;

function environmentOf(settings: BraintreeSettings): braintree.Environment {
  if (settings.apiBaseUrl === undefined) {
    return settings.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  }
  // The SDK sends every request to `server:port` over HTTPS when `ssl` (lib/braintree/http.js).
  const base = new URL(settings.apiBaseUrl);
  const isSsl = base.protocol === 'https:';
  const port = base.port || (isSsl ? '443' : '80');
  return new braintree.Environment(base.hostname, port, base.origin, isSsl, base.hostname, port);
}

function dollarsOf(amountCents: number): string {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new Error(`A charge needs a positive whole number of cents, not ${amountCents}`);
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

function centsOf(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** PayPal's payer id belongs to the account, as a card's unique number identifier to the card. */
function fingerprintOf(vaulted: braintree.PaymentMethod): string | null {
  if ('payerId' in vaulted) {
    return vaulted.payerId;
  }
  return 'uniqueNumberIdentifier' in vaulted ? vaulted.uniqueNumberIdentifier : null;
}

/** Processor response codes 2000-2999 (NOTE: https://developer.paypal.com/braintree/articles/control-panel/transactions/declines). */
function failureCodeOf(processorResponseCode: number): PaymentFailureCode {
  switch (processorResponseCode) {
    case 2001:
      return 'insufficient_funds';
    case 2004:
      return 'expired_card';
    case 2010:
      return 'incorrect_cvc';
    default:
      return 'card_declined';
  }
}

/** What a transaction means for us: a charge, a refusal the payer should see, or neither (failed). */
function outcomeOf(
  transaction: braintree.Transaction,
  message: string,
): Charge | PaymentDeclinedError | undefined {
  const amountCents = centsOf(transaction.amount);
  switch (transaction.status) {
    // The sale took, or holds, the money; a refund (a credit of its own) voids it for us.
    case 'authorizing':
    case 'authorized':
    case 'submitted_for_settlement':
    case 'settling':
    case 'settled':
    case 'settlement_pending':
    case 'settlement_confirmed': {
      const isRefunded = (transaction.refundIds ?? []).length > 0;
      return { chargeId: transaction.id, amountCents, status: isRefunded ? 'voided' : 'succeeded' };
    }
    case 'voided':
      return { chargeId: transaction.id, amountCents, status: 'voided' };
    case 'processor_declined': {
      const code = Number(transaction.processorResponseCode);
      // 3000 is the processor's network being down: an outage, not the payer's refusal.
      return code >= 2000 && code < 3000
        ? new PaymentDeclinedError(
            failureCodeOf(code),
            transaction.processorResponseText || message,
          )
        : undefined;
    }
    case 'gateway_rejected': {
      // Application incomplete is our merchant account's fault, not the payer's.
      const reason = transaction.gatewayRejectionReason;
      if (reason === 'application_incomplete') {
        return undefined;
      }
      return new PaymentDeclinedError(
        reason === 'cvv' || reason === 'avs_and_cvv' ? 'incorrect_cvc' : 'card_declined',
        message || `Gateway Rejected: ${reason}`,
      );
    }
    case 'settlement_declined':
      return new PaymentDeclinedError(
        'card_declined',
        transaction.processorSettlementResponseText || message,
      );
    case 'failed':
    case 'authorization_expired':
      return undefined;
  }
}

/**
 * The online wallet's vault (PayPal, 001 §3: "flow vault, intent authorize") through Braintree, on
 * the official SDK (ADR 104). The browser's PayPal button, started with our client token, gives a
 * single-use payment method nonce; it is vaulted for the customer as a reusable token, which the
 * charges use. Braintree takes no idempotency key, so a charge carries ours as its `orderId` and
 * first searches for it: a sale already made under the key is answered again instead of charging
 * twice. That protects retries one after another; two calls racing with one key are the caller's
 * to serialise.
 */
export function createBraintreeGateway(settings: BraintreeSettings): PaymentGateway {
  const gateway = new braintree.BraintreeGateway({
    environment: environmentOf(settings),
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });

  const transactionsWithOrderId = async (orderId: string): Promise<braintree.Transaction[]> => {
    const found: braintree.Transaction[] = [];
    for await (const transaction of gateway.transaction.search((search) =>
      search.orderId().is(orderId),
    )) {
      found.push(transaction as braintree.Transaction);
    }
    return found;
  };

  return {
    vendor: 'braintree',
    // A sale can still be on its way (the request's timeout and retries), and the search may lag it.
    noChargeIsFinalAfterMs: NO_CHARGE_IS_FINAL_AFTER_MS,

    // No idempotency key: Braintree takes none, and the nonce is single-use, so a repeat after a
    // lost answer is refused as invalid_token rather than vaulting twice.
    storePaymentMethod: async ({ token, method, customerId, customer }) => {
      let braintreeCustomerId = customerId;
      if (braintreeCustomerId === null) {
        const [firstName, ...lastNames] = customer.name.trim().split(/\s+/);
        const created = await gateway.customer.create({
          email: customer.email,
          firstName,
          lastName: lastNames.join(' ') || undefined,
        });
        if (!created.success) {
          throw new Error(`Braintree refused the customer: ${created.message}`);
        }
        braintreeCustomerId = created.customer.id;
      }
      const result = await gateway.paymentMethod.create({
        customerId: braintreeCustomerId,
        paymentMethodNonce: token,
        options: { makeDefault: true },
      });
      if (!result.success) {
        if (result.errors.deepErrors().some((error) => UNUSABLE_NONCE_CODES.has(error.code))) {
          throw new PaymentDeclinedError('invalid_token', result.message);
        }
        throw new Error(`Braintree refused the payment method: ${result.message}`);
      }
      const vaulted = result.paymentMethod;
      return {
        vendor: 'braintree',
        method,
        customerId: braintreeCustomerId,
        paymentMethodId: vaulted.token,
        cardLastFour: 'last4' in vaulted ? vaulted.last4 : null,
        cardFundingType: null,
        fingerprint: fingerprintOf(vaulted),
        label: 'email' in vaulted ? vaulted.email : null,
      };
    },

    charge: async ({ amountCents, paymentMethodId, idempotencyKey, description }) => {
      const amount = dollarsOf(amountCents);
      for (const earlier of await transactionsWithOrderId(idempotencyKey)) {
        const outcome = outcomeOf(earlier, '');
        if (outcome === undefined) {
          continue;
        }
        // As Stripe does for a reused key, a different amount is a caller's mistake, not a replay.
        if (centsOf(earlier.amount) !== amountCents) {
          throw new Error(
            `Braintree already has a sale of ${earlier.amount} under this idempotency key, not ${amount}`,
          );
        }
        // The first outcome again, a decline included (as Stripe replays one).
        if (outcome instanceof PaymentDeclinedError) {
          throw outcome;
        }
        return outcome;
      }
      const result = await gateway.transaction.sale({
        amount,
        paymentMethodToken: paymentMethodId,
        orderId: idempotencyKey,
        options: {
          submitForSettlement: true,
          paypal: { description: description.slice(0, PAYPAL_DESCRIPTION_LENGTH) },
        },
      });
      const outcome = result.transaction
        ? outcomeOf(result.transaction, result.message)
        : undefined;
      if (outcome instanceof PaymentDeclinedError) {
        throw outcome;
      }
      if (!result.success || outcome === undefined) {
        throw new Error(
          `Braintree did not take the sale: ${result.message ?? result.transaction?.status}`,
        );
      }
      return outcome;
    },

    findCharge: async (idempotencyKey) => {
      for (const transaction of await transactionsWithOrderId(idempotencyKey)) {
        const outcome = outcomeOf(transaction, '');
        if (outcome !== undefined && !(outcome instanceof PaymentDeclinedError)) {
          return outcome;
        }
      }
      return undefined;
    },

    // Braintree takes no idempotency key here; reading the sale first makes a repeat change nothing.
    voidCharge: async (chargeId) => {
      const transaction = await gateway.transaction.find(chargeId);
      const outcome = outcomeOf(transaction, '');
      if (
        outcome === undefined ||
        outcome instanceof PaymentDeclinedError ||
        outcome.status === 'voided'
      ) {
        return;
      }
      const result = VOIDABLE_STATUSES.has(transaction.status)
        ? await gateway.transaction.void(chargeId)
        : await gateway.transaction.refund(chargeId);
      if (!result.success) {
        throw new Error(`Braintree could not void or refund ${chargeId}: ${result.message}`);
      }
    },

    // Braintree gives a part back only from a settled sale (a refund: a credit of its own, carrying
    // our key as its orderId, so a retry finds it instead of refunding again); before settlement
    // the whole sale can be voided, and a voided sale has given everything back.
    refund: async ({ chargeId, amountCents, idempotencyKey }) => {
      const amount = dollarsOf(amountCents);
      const earlier = (await transactionsWithOrderId(idempotencyKey)).find(
        (transaction) => transaction.type === 'credit' && transaction.refundedTransactionId === chargeId,
      );
      if (earlier) {
        return { refundId: earlier.id, amountCents: centsOf(earlier.amount) };
      }
      const sale = await gateway.transaction.find(chargeId);
      const isWhole = centsOf(sale.amount) === amountCents;
      if (sale.status === 'voided' || VOIDABLE_STATUSES.has(sale.status)) {
        if (!isWhole) {
          throw new RefundRefusedError(
            `Braintree refunds part of a sale only once it has settled; until then only the whole ${sale.amount} can be given back.`,
          );
        }
        if (sale.status !== 'voided') {
          const voided = await gateway.transaction.void(chargeId);
          if (!voided.success) {
            throw new Error(`Braintree could not void ${chargeId}: ${voided.message}`);
          }
        }
        return { refundId: chargeId, amountCents };
      }
      // The SDK takes an options object for the refund's fields (lib/braintree/transaction_gateway.js).
      const options = { amount, orderId: idempotencyKey } as unknown as string;
      const result = await gateway.transaction.refund(chargeId, options);
      if (!result.success) {
        if (result.errors.deepErrors().some((error) => REFUND_REFUSAL_CODES.has(error.code))) {
          throw new RefundRefusedError(result.message);
        }
        throw new Error(`Braintree could not refund ${chargeId}: ${result.message}`);
      }
      return { refundId: result.transaction.id, amountCents: centsOf(result.transaction.amount) };
    },

    clientToken: async () => {
      const result = await gateway.clientToken.generate({});
      if (!result.success) {
        throw new Error(`Braintree refused a client token: ${result.message}`);
      }
      return result.clientToken;
    },
  };
}
