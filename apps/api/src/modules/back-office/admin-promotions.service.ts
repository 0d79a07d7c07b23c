import type { AdminPromotion } from '@app/domain/contracts';
import { categoryNameForId } from '@app/domain/constants';
import { promotionStatus, type PromotionStatus } from '@app/domain/promotions';
import type { Db } from '../../db/client';
import { findBrandById } from '../brands';
import { allPromotionCodes, type PromotionCodeRow } from '../promotions';

/** The list's order: what a patient can claim now or soon before what is over. */
const STATUS_ORDER: Readonly<Record<PromotionStatus, number>> = { live: 0, scheduled: 1, paused: 2, 'used-up': 3, ended: 4 };

/** A stored code as the console lists it, with where it stands at `now`. */
export function toAdminPromotion(row: PromotionCodeRow, now: Date): AdminPromotion {
  return {
    id: row.id,
    brandId: row.brandId,
    brandName: findBrandById(row.brandId)?.name ?? `Brand ${row.brandId}`,
    code: row.code,
    titleText: row.titleText,
    altText: row.altText,
    kind: row.kind,
    amountCents: row.amountCents,
    percentOff: row.percentOff,
    appliesToLines: row.appliesToLines,
    appliesTo: row.treatmentCategoryId === null ? null : (categoryNameForId(row.treatmentCategoryId) ?? null),
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    oncePerPatient: row.oncePerPatient,
    useCount: row.useCount,
    budgetCents: row.budgetCents,
    givenCents: row.givenCents,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    status: promotionStatus(row, now),
  };
}

/** Every brand's promotion codes with where each stands at `now`: live and scheduled first, then by code and brand. */
export async function listAdminPromotions(db: Db, now: Date): Promise<AdminPromotion[]> {
  const promotions = (await allPromotionCodes(db)).map((row) => toAdminPromotion(row, now));
  return promotions.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.code.localeCompare(b.code) || a.brandId - b.brandId);
}
