import { allocateCredits, creditExpiresAt, usableCreditCents, type CreditGrant } from '@app/domain/credits';
import type { Db } from '../../db/client';
import { findGrantBalances, insertDraws, insertGrant, type GrantBalance } from './credits.repository';

/** A stored grant's balance as the domain's credit rules read it. */
export const asCreditGrant = ({ grant, remainingCents }: GrantBalance): CreditGrant => ({
  id: grant.id,
  remainingCents,
  grantedAt: grant.createdAt,
  expiresAt: grant.expiresAt!,
});

/** The account credit the patient can use at `now`, in cents (ADR 109). */
export async function usableCreditOf(db: Db, patientId: number, now: Date): Promise<number> {
  return usableCreditCents((await findGrantBalances(db, patientId)).map(asCreditGrant), now);
}

/** Grants credit that lasts two years from `now`; a referral's grant is made once per patient. */
export async function grantCredit(
  db: Db,
  grant: { patientId: number; amountCents: number; reason: string; referralId?: number },
  now: Date,
): Promise<boolean> {
  const inserted = await insertGrant(db, { ...grant, expiresAt: creditExpiresAt(now), createdAt: now });
  return inserted !== undefined;
}

/**
 * Pays `amountCents` of an invoice from the patient's credit, the soonest-expiring first, inside
 * the caller's transaction with the grants locked. False, and nothing written, when the credit
 * left is less than the checkout counted on (another invoice used it meanwhile): the caller's
 * order must then not be made at that price.
 */
export async function applyCreditToInvoice(tx: Db, patientId: number, invoiceId: number, amountCents: number, now: Date): Promise<boolean> {
  if (amountCents === 0) {
    return true;
  }
  const grants = (await findGrantBalances(tx, patientId, { lock: true })).map(asCreditGrant);
  const allocations = allocateCredits(amountCents, grants, now);
  if (allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0) < amountCents) {
    return false;
  }
  await insertDraws(tx, patientId, 'application', allocations, { reason: 'invoice', invoiceId, createdAt: now });
  return true;
}

/** Takes back what is left of one grant (a refused referral's welcome credit). */
export async function revokeGrant(tx: Db, patientId: number, grantId: number, reason: string, now: Date): Promise<void> {
  const balance = (await findGrantBalances(tx, patientId, { lock: true })).find(({ grant }) => grant.id === grantId);
  if (balance && balance.remainingCents > 0) {
    await insertDraws(tx, patientId, 'revocation', [{ grantId, amountCents: balance.remainingCents }], { reason, createdAt: now });
  }
}
