import type { PromotionClaimRemovalRequest, PromotionClaimRequest, PromotionLookup, PromotionClaim } from '@app/domain/contracts';
import { PROMOTION_ATTEMPTS_PER_HOUR } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { promotionStatus, type PromotionStatus } from '@app/domain/promotions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { consumeAttempt } from '../rate-limits';
import {
  deleteOpenClaim,
  findBrandCode,
  findCodesSpelled,
  findOpenClaim,
  hasClaimedCode,
  insertClaim,
  redeemOpenClaim,
  takeFromBudget,
  takeOneUse,
  type OpenClaimRow,
  type PromotionCodeRow,
} from './promotion-codes.repository';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** What a patient is told of a code that cannot be claimed now (ADR 159: a paused code says it is not available). */
const REFUSAL_BY_STATUS: Readonly<Record<Exclude<PromotionStatus, 'live'>, string>> = {
  scheduled: MESSAGES.promotion.notYetValid,
  ended: MESSAGES.promotion.expired,
  paused: MESSAGES.promotion.paused,
  'used-up': MESSAGES.promotion.usedUp,
};

/** Why the code cannot be claimed now (its window, a pause, its limit), or undefined when it can. */
export function standingRefusal(code: PromotionCodeRow, now: Date): string | undefined {
  const status = promotionStatus(code, now);
  return status === 'live' ? undefined : REFUSAL_BY_STATUS[status];
}

/** Why the brand's code cannot be claimed now for the category, or undefined when it can. */
function refusalOf(code: PromotionCodeRow, treatmentCategoryId: number, now: Date): string | undefined {
  const standing = standingRefusal(code, now);
  if (standing !== undefined) {
    return standing;
  }
  if (code.treatmentCategoryId !== null && code.treatmentCategoryId !== treatmentCategoryId) {
    return MESSAGES.promotion.wrongTreatment;
  }
  return undefined;
}

/**
 * Claim promo lookup (001 §7.2, ADR 098): finds the brand's code spelled exactly as typed and
 * claims it for the patient, or says why not. The claim and the use it takes commit together: a
 * patient claims a once-per-patient code once (others again after using it, ADR 164), holds one
 * open claim at a time (ADR 103), and a code with one use
 * left goes to exactly one of many patients claiming it at once. `brand` must be the brand
 * serving the request. Every attempt counts against the patient's hourly limit, so codes cannot
 * be guessed by trying them.
 */
export async function claimPromotion(
  db: Db,
  patient: { id: number; brandId: number },
  input: PromotionClaimRequest,
  now = new Date(),
): Promise<PromotionLookup> {
  await consumeAttempt(db, { key: `promotion-claim:patient:${patient.id}`, max: PROMOTION_ATTEMPTS_PER_HOUR, windowMinutes: 60 }, now);
  const spelled = await findCodesSpelled(db, input.code);
  const code = input.brand === patient.brandId ? spelled.find((candidate) => candidate.brandId === patient.brandId) : undefined;
  if (!code) {
    throw refused(spelled.length > 0 || input.brand !== patient.brandId ? MESSAGES.promotion.wrongBrand : MESSAGES.promotion.invalid);
  }
  const refusal = refusalOf(code, input.treatmentCategory, now);
  if (refusal) {
    throw refused(refusal);
  }
  await withTransaction(db, async (tx) => {
    if (!(await insertClaim(tx, patient.id, code))) {
      // A once-per-patient code claimed before, or another claim still open.
      throw refused(code.oncePerPatient && (await hasClaimedCode(tx, patient.id, code.id)) ? MESSAGES.promotion.alreadyUsed : MESSAGES.promotion.oneAtATime);
    }
    if (!(await takeOneUse(tx, code.id, code.amountCents))) {
      // Rolls the claim back with it.
      throw refused(MESSAGES.promotion.usedUp);
    }
  });
  return { promotionCode: code.code, promotionId: code.id, amountInDollars: code.amountCents / 100 };
}

/** Remove promo claim (001 §7.2): gives the use back; 422 "Failed to remove promotion claim" when there is none to remove. */
export async function removePromotionClaim(
  db: Db,
  patient: { id: number; brandId: number },
  input: PromotionClaimRemovalRequest,
): Promise<{ success: boolean }> {
  const removed =
    input.brand === patient.brandId &&
    (await withTransaction(db, (tx) => deleteOpenClaim(tx, patient.id, input.promotionCodeId, patient.brandId)));
  if (!removed) {
    throw refused(MESSAGES.promotion.removeFailed);
  }
  return { success: true };
}

/**
 * The claim a box of the category is priced with (001 §3 initialPromotionClaim): the patient's
 * open claim, when its code is valid for the category. Amount in cents.
 */
export async function openClaimFor(db: Db, patientId: number, treatmentCategoryId: number): Promise<PromotionClaim | null> {
  const claim = await findOpenClaim(db, patientId);
  if (!claim || (claim.treatmentCategoryId !== null && claim.treatmentCategoryId !== treatmentCategoryId)) {
    return null;
  }
  return claimOf(claim);
}

/**
 * An open claim as a box is priced with it (ADR 166): a percent claim with its percentage, and no
 * more than what is left of its code's budget.
 */
export function claimOf(claim: OpenClaimRow): PromotionClaim {
  const priced: PromotionClaim = { amount: claim.amountCents, code: claim.code, promotionCodeId: claim.promotionCodeId, kind: claim.kind, appliesToLines: claim.appliesToLines };
  if (claim.kind !== 'percent') {
    return priced;
  }
  return {
    ...priced,
    percentOff: claim.percentOff ?? 0,
    ...(claim.budgetCents === null ? {} : { maxCents: Math.max(0, claim.budgetCents - claim.givenCents) }),
  };
}

/**
 * The promotion a brand offers on its selection page (001 §3 "Promotion"), when its code exists,
 * can be claimed now for the category and has a use left; null otherwise.
 */
export async function offeredPromotion(
  db: Db,
  brandId: number,
  code: string | undefined,
  treatmentCategoryId: number,
  now = new Date(),
): Promise<{ id: number; code: string; titleText: string; altText: string; percentageOffActual: number } | null> {
  const row = code === undefined ? undefined : await findBrandCode(db, brandId, code);
  if (!row || refusalOf(row, treatmentCategoryId, now)) {
    return null;
  }
  return { id: row.id, code: row.code, titleText: row.titleText, altText: row.altText, percentageOffActual: row.percentageOffActual ?? 0 };
}

/**
 * Marks the claim a paid order used (inside the order's transaction): a redeemed claim is neither
 * removed nor used again. A percent claim's box (`claim.amount`, what it took off) is added to its
 * code's amount given here, within the budget (ADR 166). False when the claim is no longer open or
 * the budget no longer holds the box's cut, so the caller can refuse to give a discount nobody holds.
 */
export async function redeemClaim(db: Db, patientId: number, claim: PromotionClaim, orderId: number, at: Date): Promise<boolean> {
  const givenCents = claim.kind === 'percent' ? claim.amount : undefined;
  if (!(await redeemOpenClaim(db, patientId, claim.promotionCodeId, orderId, at, givenCents))) {
    return false;
  }
  return givenCents === undefined || takeFromBudget(db, claim.promotionCodeId, givenCents);
}
