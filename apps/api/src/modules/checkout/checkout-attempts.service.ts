import type { Db } from '../../db/client';
import type { checkoutAttempts, CheckoutAttemptRow } from '../../db/schema/index';
import { insertAttemptOnce, setAttemptStatus } from './checkout-attempts.repository';

/** An attempt written before its charge, once per idempotency key: a repeat answers the first (ADR 106). */
export async function writeAttemptOnce(tx: Db, row: typeof checkoutAttempts.$inferInsert): Promise<CheckoutAttemptRow> {
  return (await insertAttemptOnce(tx, row)).attempt;
}

/** A declined charge: the attempt is over, with the processor's message. */
export async function failAttempt(db: Db, attemptId: number, message: string): Promise<void> {
  await setAttemptStatus(db, attemptId, { status: 'failed', failureMessage: message });
}
