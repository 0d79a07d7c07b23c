import { randomUUID } from 'node:crypto';
import type { CheckoutSnapshot } from '@app/domain/checkout';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CheckoutAttemptRow, PaymentMethodRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { SYSTEM_ACTOR } from '../audit';
import type { Clock } from '../clock';
import { boxesAtTheirPrices } from '../catalogue';
import { findPatient } from '../patients';
import { type PaymentProcessors, chargePaymentMethod, currentPaymentMethod } from '../payments';
import type { TaxEstimator } from '../pricing';
import { claimDueRenewal, lastFailureOf, recordRenewalDeclined, type DueRenewal, boxItemsOf, priceBox } from '../subscriptions';
import { addressOnFile, voidAttempt, failAttempt, writeAttemptOnce, CompletionRefusedError, completeAttempt } from '../checkout';

export interface RenewalBillingDeps {
  db: Db;
  processors: PaymentProcessors;
  clock: Clock;
  taxEstimator: TaxEstimator;
}

export type BillOutcome = 'nothing-due' | 'paid' | 'retry' | 'paused' | 'voided';

/** The charge's idempotency key: one per try of a cycle, so a retry after a decline is a new charge and a repeat of one try never is. */
export function renewalKeyOf(subscriptionId: number, cycle: number, tries: number): string {
  return `ren_${subscriptionId}_${cycle}_${tries}`;
}

type Plan = { attempt: CheckoutAttemptRow; method: PaymentMethodRow | undefined } | { refusal: string };

/** In the claim's transaction: the box priced now and its attempt written before any charge (ADR 106's rule, for renewals too). */
async function planCharge(deps: RenewalBillingDeps, tx: Db, due: DueRenewal, now: Date): Promise<Plan> {
  const { subscription, renewal } = due;
  const patient = await findPatient(tx, subscription.patientId);
  const shippingAddress = patient ? addressOnFile(patient) : undefined;
  if (!patient || !shippingAddress) {
    return { refusal: MESSAGES.payment.noShippingAddress };
  }
  // The box bills at the prices of its own date: a price change in effect then (ADR 160).
  const [items] = await boxesAtTheirPrices(tx, [{ subscriptionId: subscription.id, billDate: renewal.billDate, items: boxItemsOf(due.items) }]);
  const priced = await priceBox(deps, tx, { patientId: patient.id, state: patient.state, items: items! }, now);
  const method = await currentPaymentMethod(tx, patient.id);
  if (!method && priced.totals.totalWithTax > 0) {
    return { refusal: MESSAGES.subscription.noPaymentMethod };
  }
  const snapshot: CheckoutSnapshot = {
    purchaseType: 'subscription',
    brandId: subscription.brandId,
    treatmentCategory: subscription.treatmentCategory,
    flow: 'renewal',
    introOfferId: null,
    cadenceDays: subscription.cadenceDays,
    trialDays: null,
    lines: priced.lines,
    nextBoxItems: [],
    invoiceLines: priced.invoiceLines,
    totals: priced.totals,
    claim: null,
    shippingAddress,
    renewal: { renewalId: renewal.id, subscriptionId: subscription.id, cycle: renewal.cycle },
  };
  const attempt = await writeAttemptOnce(tx, {
    attemptUuid: randomUUID(),
    patientId: patient.id,
    visitId: subscription.visitId,
    idempotencyKey: renewalKeyOf(subscription.id, renewal.cycle, renewal.tries),
    amountCents: priced.totals.totalWithTax,
    snapshot,
    paymentMethodId: method?.id ?? null,
    renewalId: renewal.id,
  });
  return { attempt, method };
}

async function declined(db: Db, renewalId: number, attemptId: number | null, message: string, now: Date): Promise<BillOutcome> {
  return withTransaction(db, async (tx) => {
    if (attemptId !== null) {
      await failAttempt(tx, attemptId, message);
    }
    return recordRenewalDeclined(tx, renewalId, message, now);
  });
}

/**
 * Bills one subscription's due box (the `bill-subscription` job; issue 13 item 2): claims the
 * cycle under the subscription's lock, prices it by the domain (products, tax, credit), writes the
 * attempt, charges it with the try's idempotency key, and makes the order, invoice and shipment
 * in one transaction, as a checkout does. A decline schedules the next try or pauses; an outage
 * leaves the attempt pending for the reconciliation pass, which completes it from its snapshot.
 */
export async function billSubscription(deps: RenewalBillingDeps, subscriptionId: number): Promise<BillOutcome> {
  const now = await deps.clock.now();
  const claimed = await withTransaction(deps.db, async (tx) => {
    const due = await claimDueRenewal(tx, subscriptionId, now);
    return due ? { renewalId: due.renewal.id, plan: await planCharge(deps, tx, due, now) } : undefined;
  });
  if (!claimed) {
    return 'nothing-due';
  }
  const { renewalId, plan } = claimed;
  if ('refusal' in plan) {
    return declined(deps.db, renewalId, null, plan.refusal, now);
  }
  const { attempt, method } = plan;
  let charge = null;
  if (attempt.amountCents > 0 && method) {
    try {
      charge = await chargePaymentMethod(deps.processors, method, { amountCents: attempt.amountCents, idempotencyKey: attempt.idempotencyKey, description: 'subscription box' });
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') {
        return declined(deps.db, renewalId, attempt.id, error.message, now);
      }
      // The processor may have charged: the attempt stays pending and reconciliation decides.
      throw error;
    }
  }
  try {
    await completeAttempt(deps.db, attempt.id, charge, method?.vendor ?? null, now);
    return 'paid';
  } catch (error) {
    if (!(error instanceof CompletionRefusedError)) {
      // The charge stands and the attempt stays pending: reconciliation turns it into its order.
      throw error;
    }
    // The credit it counted on went elsewhere: voided, and the next pass prices the box afresh.
    await voidAttempt(deps, attempt, charge, method, error.message, SYSTEM_ACTOR);
    return 'voided';
  }
}

/**
 * The patient's "try again" after updating their card: reopens the declined box (the caller's
 * `reopen`, which refuses when there is nothing to retry) and bills it at once. A new decline is
 * the processor's words as a 402, and the box waits for its next try or stays paused.
 */
export async function retryDeclinedBox(deps: RenewalBillingDeps, reopen: (now: Date) => Promise<void>, subscriptionId: number): Promise<void> {
  await reopen(await deps.clock.now());
  const outcome = await billSubscription(deps, subscriptionId);
  if (outcome === 'retry' || outcome === 'paused') {
    throw new AppError('PAYMENT_DECLINED', (await lastFailureOf(deps.db, subscriptionId)) ?? MESSAGES.payment.registerCardError);
  }
}
