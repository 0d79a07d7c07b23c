import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentMethodKind } from '@app/domain/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { PaymentDeclinedError, type Charge, type StoredPaymentMethod } from '../payment-gateway';
import { SANDBOX_DECLINE_MESSAGES, SANDBOX_FIELD_MESSAGES, SANDBOX_TEST_CARDS, cardBrandOf, passesLuhn, type SandboxBehaviour } from './sandbox-cards';
import {
  customerExists,
  findChargeByKey,
  findPaymentMethod,
  insertChargeOnce,
  insertCustomer,
  insertPaymentMethod,
  insertToken,
  markChargeVoided,
  useToken,
  type SandboxChargeRow,
} from './sandbox.repository';

/**
 * The local sandbox processor (ADR 106): tokenises cards and wallet approvals in the browser's
 * place, stores payment methods for customers and charges them, idempotently by key, the way a
 * real processor does. The card number reaches only `tokenizeCard`, is checked and reduced to its
 * last four digits and a keyed fingerprint, and is never stored or logged.
 */

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardTokenResult =
  | { ok: true; token: { id: string; cardLastFour: string; cardBrand: string; cardFundingType: string } }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** Why a card entry cannot be tokenised (the card field shows it under itself), or undefined. */
export function cardEntryProblem(entry: CardEntry, now: Date): Extract<CardTokenResult, { ok: false }> | undefined {
  const digits = entry.number.replace(/\D/g, '');
  if (digits.length < 13) {
    return { ok: false, field: 'number', message: SANDBOX_FIELD_MESSAGES.incompleteNumber };
  }
  if (digits.length > 19 || !passesLuhn(digits)) {
    return { ok: false, field: 'number', message: SANDBOX_FIELD_MESSAGES.invalidNumber };
  }
  if (!Number.isInteger(entry.expMonth) || entry.expMonth < 1 || entry.expMonth > 12 || !Number.isInteger(entry.expYear)) {
    return { ok: false, field: 'expiry', message: SANDBOX_FIELD_MESSAGES.invalidExpiry };
  }
  const year = entry.expYear < 100 ? 2000 + entry.expYear : entry.expYear;
  const isPast = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && entry.expMonth < now.getUTCMonth() + 1);
  if (isPast) {
    return { ok: false, field: 'expiry', message: SANDBOX_FIELD_MESSAGES.pastExpiry };
  }
  if (!/^\d{3,4}$/.test(entry.cvc)) {
    return { ok: false, field: 'cvc', message: SANDBOX_FIELD_MESSAGES.incompleteCvc };
  }
  return undefined;
}

/** Tokenises a card entry from the processor's card field. */
export async function tokenizeCard(db: Db, secret: string, entry: CardEntry, now = new Date()): Promise<CardTokenResult> {
  const problem = cardEntryProblem(entry, now);
  if (problem) {
    return problem;
  }
  const digits = entry.number.replace(/\D/g, '');
  const known = SANDBOX_TEST_CARDS[digits];
  const token = {
    id: idOf('tok'),
    cardLastFour: digits.slice(-4),
    cardBrand: cardBrandOf(digits),
    cardFundingType: known?.funding ?? 'credit',
  };
  await insertToken(db, {
    ...token,
    kind: 'card',
    // A keyed hash: the same card gives the same fingerprint, and the number cannot be read back.
    fingerprint: createHmac('sha256', secret).update(`sandbox-card:${digits}`).digest('base64url').slice(0, 24),
    behaviour: known?.behaviour ?? 'succeeded',
  });
  return { ok: true, token };
}

/** Tokenises a wallet's approval (the sandbox PayPal page, the sandbox device wallet). */
export async function tokenizeWalletApproval(
  db: Db,
  kind: Extract<PaymentMethodKind, 'paypal' | 'apple-pay'>,
  payer: Record<string, string>,
): Promise<string> {
  const id = idOf(kind === 'paypal' ? 'paypal_nonce' : 'wallet_tok');
  await insertToken(db, { id, kind, payer, behaviour: 'succeeded', fingerprint: payer.email ? `payer:${payer.email.toLowerCase()}` : null });
  return id;
}

const decline = (code: Exclude<SandboxBehaviour, 'succeeded' | 'declined_on_charge'>) => new PaymentDeclinedError(code, SANDBOX_DECLINE_MESSAGES[code]);

/** Stores a token as a payment method of the customer (created when absent); a used or unknown token is refused. */
export async function storeSandboxPaymentMethod(
  db: Db,
  input: { token: string; method: PaymentMethodKind; customerId: string | null; customer: { email: string; name: string; reference: string } },
  now = new Date(),
): Promise<StoredPaymentMethod> {
  const token = await useToken(db, input.token, now);
  if (!token || (token.kind === 'card') !== (input.method === 'card')) {
    throw decline('invalid_token');
  }
  if (token.behaviour !== 'succeeded' && token.behaviour !== 'declined_on_charge') {
    // Like a real processor's check when a card is saved: the test card's decline shows now.
    throw decline(token.behaviour as Exclude<SandboxBehaviour, 'succeeded' | 'declined_on_charge'>);
  }
  let customerId = input.customerId;
  if (!customerId || !(await customerExists(db, customerId))) {
    customerId = idOf('cus');
    await insertCustomer(db, { id: customerId, ...input.customer });
  }
  const method = await insertPaymentMethod(db, {
    id: idOf('pm'),
    customerId,
    kind: token.kind,
    cardLastFour: token.cardLastFour,
    cardFundingType: token.cardFundingType,
    fingerprint: token.fingerprint,
    label: token.payer?.email ?? null,
    behaviour: token.behaviour,
  });
  return {
    vendor: 'sandbox',
    method: method.kind,
    customerId,
    paymentMethodId: method.id,
    cardLastFour: method.cardLastFour,
    cardFundingType: method.cardFundingType,
    fingerprint: method.fingerprint,
    label: method.label,
  };
}

const asCharge = (row: SandboxChargeRow): Charge => ({ chargeId: row.id, amountCents: row.amountCents, status: row.status });

/** Charges a stored payment method; the same idempotency key answers the first charge again. */
export async function chargeSandbox(
  db: Db,
  input: { amountCents: number; customerId: string; paymentMethodId: string; idempotencyKey: string; description: string },
): Promise<Charge> {
  const existing = await findChargeByKey(db, input.idempotencyKey);
  if (existing) {
    return sameRequestOrRefuse(existing, input);
  }
  const method = await findPaymentMethod(db, input.paymentMethodId);
  if (!method || method.customerId !== input.customerId) {
    throw decline('invalid_token');
  }
  if (method.behaviour === 'declined_on_charge') {
    throw decline('card_declined');
  }
  const row = await insertChargeOnce(db, {
    id: idOf('ch'),
    idempotencyKey: input.idempotencyKey,
    paymentMethodId: method.id,
    amountCents: input.amountCents,
    status: 'succeeded',
    description: input.description,
  });
  return sameRequestOrRefuse(row, input);
}

/** Like Stripe: a key reused with another amount or payment method is a programming error, not a charge. */
function sameRequestOrRefuse(row: SandboxChargeRow, input: { amountCents: number; paymentMethodId: string }): Charge {
  if (row.amountCents !== input.amountCents || row.paymentMethodId !== input.paymentMethodId) {
    throw new AppError('CONFLICT', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
  }
  return asCharge(row);
}

export async function findSandboxCharge(db: Db, idempotencyKey: string): Promise<Charge | undefined> {
  const row = await findChargeByKey(db, idempotencyKey);
  return row ? asCharge(row) : undefined;
}

export async function voidSandboxCharge(db: Db, chargeId: string, now = new Date()): Promise<void> {
  await markChargeVoided(db, chargeId, now);
}
