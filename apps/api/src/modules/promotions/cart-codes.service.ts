import { MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import type { PromotionClaim } from '@app/domain/contracts';
import { claimAsPaid } from '@app/domain/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { claimOf, claimPromotion, standingRefusal } from './promotion-claims.service';
import { findCodesSpelled, findOpenClaim, hasUsedCode } from './promotion-codes.repository';

/**
 * A code on a shop cart (issue 31 item 2, ADR 152): what it takes off, or the reason it takes
 * nothing, in the words the claim gives ("why didn't my code work"). Judging claims nothing: the
 * claim, with its once-per-patient and last-use guarantees, is made when the cart is paid for.
 */

/**
 * `categoryId`: the treatment category the claim is made for (the code's own, else the cart's
 * first); `percentOff`, a percent code's percentage of the cart (ADR 166), else null, and
 * `maxCents` what is left of a percent code's budget (null for none).
 */
export type CartCodeStanding =
  | { applicable: true; amountCents: number; percentOff: number | null; maxCents: number | null; promotionCodeId: number; categoryId: number }
  | { applicable: false; reason: string };

export interface CartCodeInput {
  brandId: number;
  code: string;
  /** The signed-in shopper, whose earlier claims count; null for a visitor. */
  patientId: number | null;
  /** The treatment categories of the cart's products (1 skin, 2 hair). */
  categoryIds: readonly number[];
}

const refusal = (reason: string): CartCodeStanding => ({ applicable: false, reason });

export async function judgeCartCode(db: Db, input: CartCodeInput, now: Date): Promise<CartCodeStanding> {
  const spelled = await findCodesSpelled(db, input.code);
  const code = spelled.find((candidate) => candidate.brandId === input.brandId);
  if (!code) {
    return refusal(spelled.length > 0 ? MESSAGES.promotion.wrongBrand : MESSAGES.promotion.invalid);
  }
  const standing = standingRefusal(code, now);
  if (standing !== undefined) {
    return refusal(standing);
  }
  if (code.appliesToLines === 'rx') {
    // FREETRIAL zeroes a prescription line (001 §9), and other codes may be for prescriptions
    // alone (ADR 166): a shop cart has none.
    return refusal(STOREFRONT_MESSAGES.storefront.codeForPrescriptions);
  }
  if (code.treatmentCategoryId !== null && !input.categoryIds.includes(code.treatmentCategoryId)) {
    return refusal(STOREFRONT_MESSAGES.storefront.noCodeForCart);
  }
  if (code.oncePerPatient && input.patientId !== null && (await hasUsedCode(db, input.patientId, code.id))) {
    return refusal(MESSAGES.promotion.alreadyUsed);
  }
  return {
    applicable: true,
    amountCents: code.amountCents,
    percentOff: code.kind === 'percent' ? code.percentOff : null,
    maxCents: code.kind === 'percent' && code.budgetCents !== null ? code.budgetCents - code.givenCents : null,
    promotionCodeId: code.id,
    categoryId: code.treatmentCategoryId ?? input.categoryIds[0] ?? 1,
  };
}

/**
 * Claims the cart's code for the shopper paying for it (ADR 152), or refuses in the judge's words:
 * the claim an order redeems. A claim of this code still open from an earlier try (a declined
 * card) is the one used; another open claim refuses, as one code is used at a time. `cartCents` is
 * what the priced cart takes off for the code: a percent claim's amount as paid (ADR 166).
 */
export async function claimCartCode(db: Db, patient: { id: number; brandId: number }, input: CartCodeInput, cartCents: number, now: Date): Promise<PromotionClaim> {
  const open = await findOpenClaim(db, patient.id);
  if (open?.code === input.code && open.kind !== 'free-rx-line') {
    return claimAsPaid(claimOf(open), cartCents);
  }
  const standing = await judgeCartCode(db, { ...input, patientId: patient.id }, now);
  if (!standing.applicable) {
    throw new AppError('VALIDATION_FAILED', standing.reason);
  }
  await claimPromotion(db, patient, { code: input.code, brand: patient.brandId, treatmentCategory: standing.categoryId }, now);
  const claimed = await findOpenClaim(db, patient.id);
  if (!claimed) {
    // Claimed just now in this request; gone only if another request removed it meanwhile.
    throw new AppError('VALIDATION_FAILED', MESSAGES.promotion.invalid);
  }
  return claimAsPaid(claimOf(claimed), cartCents);
}
