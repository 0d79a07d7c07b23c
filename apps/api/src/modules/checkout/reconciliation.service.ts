import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CheckoutAttemptRow } from '../../db/schema/index';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { paymentMethodOfPatient } from '../payments';
import type { CheckoutDeps } from './activation.service';
import { voidAttempt } from './activation.service';
import { ATTEMPT_IN_FLIGHT_MS, findStalePendingAttempts, setAttemptStatus } from './checkout-attempts.repository';
import { CompletionRefusedError, completeAttempt } from './order-completion.service';

/** An attempt that cannot be completed for this long is voided rather than retried for ever. */
const GIVE_UP_MS = 24 * 60 * 60_000;
const BATCH = 100;

export interface ReconciliationReport {
  completed: number;
  voided: number;
  failed: number;
  left: number;
  /**
   * When the earliest attempt left only because its processor's "no charge" is not final yet can
   * be decided (ADR 135): the caller runs the pass again then, not at the next scheduled one.
   */
  decidableAt: Date | null;
}

type Outcome = 'completed' | 'voided' | 'failed' | 'left' | { decidableAt: Date };

/**
 * The reconciliation pass (ADR 106), at start-up and on a schedule: every checkout attempt left
 * pending (its process died, or the order could not be written) is settled against its processor
 * by its idempotency key. A charge the processor accepted becomes its order, from the attempt's
 * snapshot; one that can never become an order is voided; no charge, once the processor's answer
 * is final, means nothing was taken. Attempts of a process that died are taken at once (ADR 135).
 * Never a charge without its order, never two.
 */
export async function reconcileCheckouts(deps: Pick<CheckoutDeps, 'db' | 'processors'>, now = new Date()): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { completed: 0, voided: 0, failed: 0, left: 0, decidableAt: null };
  for (const attempt of await findStalePendingAttempts(deps.db, new Date(now.getTime() - ATTEMPT_IN_FLIGHT_MS), BATCH)) {
    const outcome = await settle(deps, attempt, now);
    if (typeof outcome === 'string') {
      report[outcome] += 1;
    } else {
      report.left += 1;
      report.decidableAt = report.decidableAt && report.decidableAt < outcome.decidableAt ? report.decidableAt : outcome.decidableAt;
    }
  }
  return report;
}

async function settle(deps: Pick<CheckoutDeps, 'db' | 'processors'>, attempt: CheckoutAttemptRow, now: Date): Promise<Outcome> {
  const method = attempt.paymentMethodId === null ? undefined : await paymentMethodOfPatient(deps.db, attempt.paymentMethodId, attempt.patientId);
  let charge = null;
  if (attempt.amountCents > 0) {
    const gateway = method ? deps.processors.byVendor(method.vendor) : undefined;
    if (!gateway) {
      return 'left';
    }
    charge = (await gateway.findCharge(attempt.idempotencyKey, method ? { customerId: method.customerRef, since: attempt.createdAt } : undefined)) ?? null;
    // The attempt's last word to the processor: when it was written, or taken over by a retry.
    const askedAt = Math.max(attempt.createdAt.getTime(), attempt.updatedAt.getTime());
    if (!charge && now.getTime() - askedAt < gateway.noChargeIsFinalAfterMs) {
      return { decidableAt: new Date(askedAt + gateway.noChargeIsFinalAfterMs) };
    }
    if (!charge) {
      await settleAs(deps.db, attempt, { status: 'failed', failureMessage: 'No charge was made.' }, 'checkout.fail');
      return 'failed';
    }
    if (charge.status === 'voided') {
      await settleAs(deps.db, attempt, { status: 'voided', chargeRef: charge.chargeId }, 'charge.void');
      return 'voided';
    }
  }
  try {
    await completeAttempt(deps.db, attempt.id, charge, method?.vendor ?? null, now, SYSTEM_ACTOR);
    return 'completed';
  } catch (error) {
    const isHopeless = error instanceof CompletionRefusedError || now.getTime() - attempt.createdAt.getTime() > GIVE_UP_MS;
    if (!isHopeless) {
      return 'left';
    }
    // Only our own refusal's words: another error's text could quote a row's values.
    const reason = error instanceof CompletionRefusedError ? error.message : 'could not be completed';
    await voidAttempt(deps, attempt, charge, method, reason, SYSTEM_ACTOR);
    return 'voided';
  }
}

/** The attempt's settled status and its audit row, the system as the actor, in one transaction (ADR 116). */
async function settleAs(db: Db, attempt: CheckoutAttemptRow, change: Parameters<typeof setAttemptStatus>[2], action: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await setAttemptStatus(tx, attempt.id, change);
    await recordAudit(tx, { actor: SYSTEM_ACTOR, action, patientId: attempt.patientId, subject: { attemptId: attempt.id }, reason: change.failureMessage });
  });
}
