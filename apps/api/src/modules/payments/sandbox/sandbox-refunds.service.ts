import { randomBytes } from 'node:crypto';
import { formatUsd } from '@app/domain/pricing';
import type { Db } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors';
import { RefundRefusedError, type Refund } from '../payment-gateway';
import { findRefundByKey, insertRefund, lockCharge, markChargeVoided, refundedCentsOf, type SandboxRefundRow } from './sandbox.repository';

const asRefund = (row: SandboxRefundRow): Refund => ({ refundId: row.id, amountCents: row.amountCents });

/**
 * Gives back all or part of a sandbox charge, the way Stripe does (ADR 119): under the charge's
 * lock, so refunds of one charge never add up to more than it; the same idempotency key answers
 * the first refund again (another charge or amount under it is refused, as Stripe's 400 is); more
 * than is left is refused in Stripe's words. A charge given back whole reads as voided.
 */
export async function refundSandboxCharge(db: Db, input: { chargeId: string; amountCents: number; idempotencyKey: string }, now = new Date()): Promise<Refund> {
  return withTransaction(db, async (tx) => {
    const charge = await lockCharge(tx, input.chargeId);
    if (!charge) {
      throw new RefundRefusedError(`No such charge: '${input.chargeId}'`);
    }
    const earlier = await findRefundByKey(tx, input.idempotencyKey);
    if (earlier) {
      if (earlier.chargeId !== charge.id || earlier.amountCents !== input.amountCents) {
        throw new AppError('CONFLICT', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      return asRefund(earlier);
    }
    const refunded = await refundedCentsOf(tx, charge.id);
    if (charge.status === 'voided' && refunded === 0) {
      throw new RefundRefusedError(`Charge ${charge.id} has been voided.`);
    }
    const left = charge.amountCents - refunded;
    if (left === 0) {
      throw new RefundRefusedError(`Charge ${charge.id} has already been refunded.`);
    }
    if (input.amountCents > left) {
      throw new RefundRefusedError(`Refund amount (${formatUsd(input.amountCents)}) is greater than unrefunded amount on charge (${formatUsd(left)})`);
    }
    const row = await insertRefund(tx, { id: `re_${randomBytes(12).toString('base64url')}`, idempotencyKey: input.idempotencyKey, chargeId: charge.id, amountCents: input.amountCents, createdAt: now });
    if (input.amountCents === left) {
      await markChargeVoided(tx, charge.id, now);
    }
    return asRefund(row);
  });
}
