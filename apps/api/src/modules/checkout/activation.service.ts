import { createHash } from 'node:crypto';
import type { CheckoutSnapshot, PurchaseType } from '@app/domain/checkout';
import type { Activation } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { claimAsPaid } from '@app/domain/pricing';
import { shipmentEveryDays } from '@app/domain/selection';
import { firstBoxSupplyDays } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CheckoutAttemptRow, PatientRow, PaymentMethodRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit';
import { type EligibilitySettings, shippingEligibilityOf } from '../eligibility';
import { type PaymentProcessors, chargePaymentMethod, currentPaymentMethod, paymentMethodOfPatient } from '../payments';
import { consumeAttempt } from '../rate-limits';
import { failAttempt } from './checkout-attempts.service';
import { pricedSavedBox, type PricedBox, type SelectionDeps } from '../selection';
import { claimAttempt, findAttempt, findAttemptByKey, setAttemptStatus, takeOverAttempt, type AttemptClaim } from './checkout-attempts.repository';
import { invoiceIdOfOrder } from '../orders';
import { screenReferralOfPatient } from './referral-screening.service';
import { CompletionRefusedError, completeAttempt } from './order-completion.service';

export interface CheckoutDeps {
  db: Db;
  processors: PaymentProcessors;
  selection: SelectionDeps;
  /** The sign-up's rules, which the address on file must pass for the treatment (ADR 105). */
  eligibility: EligibilitySettings;
}

export interface ActivationRequest {
  purchaseType: PurchaseType;
  treatmentCategoryId: number;
  checkoutAttemptId: string;
  shipmentFrequency?: number;
}

/** Checkouts a patient may submit in 15 minutes (declines included). */
const ACTIVATIONS_PER_WINDOW = 20;
/** How long a second submission of an attempt in flight waits for the first one's answer. */
const WAIT_FOR_ATTEMPT_MS = 15_000;
const POLL_MS = 150;

/** What a checkout pays for: a visit's box, or a shop cart (ADR 152). */
export type Purchase = { visitId: number } | { shopCartId: string };

/** The charge's idempotency key: one per checkout attempt of the patient's visit (ADR 106) or shop cart. */
export function idempotencyKeyOf(patientId: number, purchase: number | Purchase, attemptUuid: string): string {
  const ref = typeof purchase === 'number' ? purchase : 'visitId' in purchase ? purchase.visitId : `cart:${purchase.shopCartId}`;
  return `chk_${createHash('sha256').update(`${patientId}:${ref}:${attemptUuid}`).digest('base64url')}`;
}

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The address on file as an order keeps it, or undefined when none was entered. */
export function addressOnFile(patient: PatientRow): Record<string, string> | undefined {
  const { address1, city, state, zipcode } = patient;
  if (!patient.hasCompletedShippingAddressEntry || !address1 || !city || !state || !zipcode) {
    return undefined;
  }
  return {
    firstname: patient.firstname ?? '',
    lastname: patient.lastname ?? '',
    address1,
    ...(patient.address2 ? { address2: patient.address2 } : {}),
    city,
    state,
    zipcode,
  };
}

/** The address on file the box ships to, refused when missing or where the treatment cannot go (ADR 105's re-check). */
function shippingAddressOrRefuse(patient: PatientRow, box: PricedBox, eligibility: EligibilitySettings): Record<string, string> {
  const address = addressOnFile(patient);
  if (!address) {
    throw refused(MESSAGES.payment.noShippingAddress);
  }
  const { ineligibleReason } = shippingEligibilityOf(eligibility, patient, [box.context.visit.treatmentCategory]);
  if (ineligibleReason) {
    throw refused(ineligibleReason.userMessage);
  }
  return address;
}

function snapshotOf(box: PricedBox, shippingAddress: Record<string, string>): CheckoutSnapshot {
  const { context, priced } = box;
  const introOfferId = box.purchaseType === 'trial' ? context.pricing.introOffer.id : null;
  const cadenceDays = box.nextBox?.everyDays ?? null;
  return {
    purchaseType: box.purchaseType,
    brandId: context.patient.brandId,
    treatmentCategory: context.visit.treatmentCategory,
    flow: context.flow,
    introOfferId,
    cadenceDays,
    // The first renewal bills when the first shipment runs out: 30 days, or a two-month supply's 60.
    trialDays: introOfferId && cadenceDays !== null ? firstBoxSupplyDays({ introOfferId, cadenceDays }) : null,
    lines: priced.lines,
    nextBoxItems: box.nextBoxItems,
    invoiceLines: priced.invoiceLines,
    totals: priced.totals,
    claim: claimAsPaid(context.claim, priced.promotionCents),
    shippingAddress,
  };
}

function activationOf(patient: PatientRow, invoiceId: number, chargedCents: number): Activation {
  return {
    invoiceId,
    referrerSurveyResponse: null,
    revenue: chargedCents / 100,
    user: { id: patient.id, email: patient.email, firstname: patient.firstname, lastname: patient.lastname },
  };
}

/** The attempt once it is no longer pending, or as it stands at `deadline`. */
async function attemptSettled(db: Db, attempt: CheckoutAttemptRow, deadline: number): Promise<CheckoutAttemptRow | undefined> {
  let current: CheckoutAttemptRow | undefined = attempt;
  while (current?.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await findAttempt(db, attempt.id);
  }
  return current;
}

/**
 * Claims the visit's checkout for this attempt (`claimAttempt`): while another attempt of the box
 * is in flight, waits for it without holding a connection, then claims again; a decline frees the
 * box for this attempt, a completed one refuses it. Past the wait, the box is "in progress".
 */
async function claimVisitCheckout(db: Db, row: Parameters<typeof claimAttempt>[1]): Promise<Exclude<AttemptClaim, { kind: 'busy' }>> {
  const deadline = Date.now() + WAIT_FOR_ATTEMPT_MS;
  for (;;) {
    const claim = await claimAttempt(db, row, MESSAGES.payment.alreadyActivated);
    if (claim.kind !== 'busy') {
      return claim;
    }
    const settled = await attemptSettled(db, claim.attempt, deadline);
    if (settled?.status === 'pending') {
      throw new AppError('CONFLICT', MESSAGES.payment.inProgress);
    }
  }
}

/** The answer to a second submission of an attempt: the first one's result, once it has one. */
async function settleExisting(db: Db, patient: PatientRow, attempt: CheckoutAttemptRow): Promise<Activation> {
  const current = await attemptSettled(db, attempt, Date.now() + WAIT_FOR_ATTEMPT_MS);
  if (current?.status === 'completed' && current.orderId !== null) {
    return activationOf(patient, await invoiceIdOfOrder(db, current.orderId), current.amountCents);
  }
  if (current?.status === 'failed') {
    throw new AppError('PAYMENT_DECLINED', current.failureMessage ?? MESSAGES.payment.registerCardError);
  }
  throw new AppError('CONFLICT', current?.status === 'voided' ? MESSAGES.payment.alreadyActivated : MESSAGES.payment.inProgress);
}

/**
 * Activates a trial or a subscription, or places a one-time cart (001 §4, §7.2; ADR 106): prices
 * the saved box on the server, writes the checkout attempt, charges what is due today with the
 * attempt's idempotency key, then writes the order, invoice and subscription in one transaction.
 * One attempt of a box at a time reaches the processor, whatever the attempt ids (the visit's
 * claim); a repeated or concurrent submission of the same attempt answers the first one's result; a
 * decline is the processor's message and stores nothing but the failed attempt; a process that
 * dies after the charge leaves the attempt pending for the reconciliation pass.
 */
export async function activateCheckout(deps: CheckoutDeps, patient: PatientRow, request: ActivationRequest, at?: Date): Promise<Activation> {
  // The clock's time (ADR 110): the order's dates, and when its parcel is handed to the pharmacy.
  const now = at ?? (await deps.selection.clock.now());
  // A referral refused for the card on file loses its welcome credit before the box is priced.
  await screenReferralOfPatient(deps.db, patient.id, now);
  const box = await pricedSavedBox(deps.selection, patient, request.treatmentCategoryId);
  if (box.purchaseType !== request.purchaseType) {
    throw refused(MESSAGES.payment.wrongCheckout);
  }
  if (request.purchaseType === 'trial' && request.shipmentFrequency !== shipmentEveryDays(box.context.flags)) {
    throw refused(fillTemplate(MESSAGES.payment.wrongShipmentFrequency, { days: shipmentEveryDays(box.context.flags) }));
  }
  const shippingAddress = shippingAddressOrRefuse(patient, box, deps.eligibility);
  return payForSnapshotOnce(deps, patient, { visitId: box.context.visit.id }, request.checkoutAttemptId, snapshotOf(box, shippingAddress), now);
}

/**
 * The answer an attempt already written has, for a retry that arrives after its purchase closed (a
 * lost answer to a paid shop cart, ADR 152): its result once settled, or undefined when the attempt
 * id was never written.
 */
export async function earlierAnswerOf(db: Db, patient: PatientRow, purchase: Purchase, attemptUuid: string): Promise<Activation | undefined> {
  const attempt = await findAttemptByKey(db, idempotencyKeyOf(patient.id, purchase, attemptUuid));
  return attempt && attempt.patientId === patient.id ? settleExisting(db, patient, attempt) : undefined;
}

/**
 * Pays for a priced purchase once (ADR 106, 135; a shop cart's too, ADR 152): writes the checkout
 * attempt with its snapshot, charges what is due today with the attempt's idempotency key, then
 * writes the order in one transaction. One attempt of a purchase at a time reaches the processor,
 * whatever the attempt ids (the purchase's claim); a repeated or concurrent submission of the same
 * attempt answers the first one's result; a decline stores nothing but the failed attempt.
 */
export async function payForSnapshotOnce(deps: CheckoutDeps, patient: PatientRow, purchase: Purchase, attemptUuid: string, snapshot: CheckoutSnapshot, now: Date): Promise<Activation> {
  const key = idempotencyKeyOf(patient.id, purchase, attemptUuid);
  await consumeAttempt(deps.db, { key: `checkout:patient:${patient.id}`, max: ACTIVATIONS_PER_WINDOW, windowMinutes: 15 }, now);
  const amountCents = snapshot.totals.totalWithTax;
  const method: PaymentMethodRow | undefined = await currentPaymentMethod(deps.db, patient.id);
  // A subscription needs a payment method for its renewals even when nothing is due today.
  if (!method && (amountCents > 0 || snapshot.purchaseType !== 'cart')) {
    throw refused(MESSAGES.payment.noPaymentMethod);
  }
  const claim = await claimVisitCheckout(deps.db, {
    attemptUuid,
    patientId: patient.id,
    ...('visitId' in purchase ? { visitId: purchase.visitId } : { shopCartId: purchase.shopCartId }),
    idempotencyKey: key,
    amountCents,
    snapshot,
    paymentMethodId: method?.id ?? null,
  });
  if (claim.kind === 'same') {
    // A retry of an attempt whose process died (ADR 135): settled now, by the charge's own key.
    if (!claim.isInFlight && claim.attempt.status === 'pending' && (await takeOverAttempt(deps.db, claim.attempt.id))) {
      const resumedMethod = claim.attempt.paymentMethodId === null ? undefined : await paymentMethodOfPatient(deps.db, claim.attempt.paymentMethodId, patient.id);
      return chargeAndComplete(deps, patient, claim.attempt, resumedMethod, now);
    }
    return settleExisting(deps.db, patient, claim.attempt);
  }
  if (claim.kind === 'completed') {
    throw new AppError('CONFLICT', MESSAGES.payment.alreadyActivated);
  }
  return chargeAndComplete(deps, patient, claim.attempt, method, now);
}

/**
 * Charges the attempt with its idempotency key and writes its order. The key makes a second call
 * for the same attempt (a retry after its process died) answer the first charge, never a new one:
 * each processor's `charge` is idempotent by key.
 */
async function chargeAndComplete(deps: CheckoutDeps, patient: PatientRow, attempt: CheckoutAttemptRow, method: PaymentMethodRow | undefined, now: Date): Promise<Activation> {
  const { amountCents, idempotencyKey } = attempt;
  const charge =
    amountCents > 0 && method
      ? await chargePaymentMethod(deps.processors, method, { amountCents, idempotencyKey, description: `${attempt.snapshot.purchaseType} order` }).catch(
          async (error: unknown) => {
            if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') {
              await failAttempt(deps.db, attempt.id, error.message);
            }
            // An outage leaves the attempt pending: the processor may have charged, so reconciliation decides.
            throw error;
          },
        )
      : null;
  try {
    const completed = await completeAttempt(deps.db, attempt.id, charge, method?.vendor ?? null, now);
    return activationOf(patient, completed.invoiceId, amountCents);
  } catch (error) {
    if (!(error instanceof CompletionRefusedError)) {
      // The charge stands and the attempt stays pending: reconciliation turns it into its order.
      throw error;
    }
    await voidAttempt(deps, attempt, charge, method, error.message);
    throw new AppError('CONFLICT', error.message);
  }
}

/**
 * Voids an attempt's charge at its processor and marks it voided: never a charge without its order.
 * A job's void (`by`, ADR 116) is audited in the same transaction as the attempt's new status; a
 * request's is on its own request row.
 */
export async function voidAttempt(
  deps: Pick<CheckoutDeps, 'db' | 'processors'>,
  attempt: Pick<CheckoutAttemptRow, 'id' | 'patientId'>,
  charge: { chargeId: string } | null,
  method: Pick<PaymentMethodRow, 'vendor'> | undefined,
  reason: string,
  by?: AuditActor,
): Promise<void> {
  if (charge && method) {
    const gateway = deps.processors.byVendor(method.vendor);
    await gateway?.voidCharge(charge.chargeId, `void_${charge.chargeId}`);
  }
  await withTransaction(deps.db, async (tx) => {
    await setAttemptStatus(tx, attempt.id, { status: 'voided', failureMessage: reason, chargeRef: charge?.chargeId ?? null });
    if (by) {
      await recordAudit(tx, { actor: by, action: 'charge.void', patientId: attempt.patientId, subject: { attemptId: attempt.id }, reason });
    }
  });
}
