import type { AdminPromotion } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';

const TEXT = STAFF_MESSAGES.adminPromotions;

/**
 * What the code takes off, and of which lines: "$10.00" (the whole box), "$10.00 off
 * prescriptions", "25% off", "25% off over-the-counter products", or the free Rx line of FREETRIAL.
 */
export function offerText(
  promotion: Pick<AdminPromotion, 'kind' | 'amountCents' | 'percentOff' | 'appliesToLines'>,
): string {
  if (promotion.kind === 'free-rx-line') {
    return TEXT.freeRxLine;
  }
  const lines = TEXT.onLines[promotion.appliesToLines];
  if (promotion.kind === 'percent') {
    return fillTemplate(TEXT.percentOff, { percent: promotion.percentOff ?? 0 }) + lines;
  }
  const amount = formatUsd(promotion.amountCents);
  return lines === '' ? amount : fillTemplate(TEXT.amountOff, { amount }) + lines;
}

/** Which treatment the code is for. */
export function appliesToText(promotion: Pick<AdminPromotion, 'appliesTo'>): string {
  return promotion.appliesTo === null ? TEXT.everyTreatment : TEXT.treatments[promotion.appliesTo];
}

/** "From {from}" or "{from} to {until}", each time written by `written`. */
export function windowText(
  promotion: Pick<AdminPromotion, 'validFrom' | 'validUntil'>,
  written: (iso: string) => string,
): string {
  const from = written(promotion.validFrom);
  return promotion.validUntil === null
    ? fillTemplate(TEXT.from, { from })
    : fillTemplate(TEXT.between, { from, until: written(promotion.validUntil) });
}

/** "12 of 50", or "12 (no limit)". */
export function usesText(promotion: Pick<AdminPromotion, 'useCount' | 'maxUses'>): string {
  return promotion.maxUses === null
    ? fillTemplate(TEXT.usesUnlimited, { count: promotion.useCount })
    : fillTemplate(TEXT.uses, { count: promotion.useCount, max: promotion.maxUses });
}

/** "$60.00 of $100.00" given of the budget, or "$60.00 (no budget)". */
export function givenText(promotion: Pick<AdminPromotion, 'givenCents' | 'budgetCents'>): string {
  const given = formatUsd(promotion.givenCents);
  return promotion.budgetCents === null
    ? fillTemplate(TEXT.givenUnlimited, { given })
    : fillTemplate(TEXT.given, { given, budget: formatUsd(promotion.budgetCents) });
}
