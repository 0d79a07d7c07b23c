import type { OperatorRefund, PatientOverview } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd, parseUsd } from '@app/domain/pricing';

const TEXT = STAFF_MESSAGES.opsFixes;

/**
 * The refund form's amount in cents, or the problem with what was typed. Only the shape is checked
 * here: whether it is more than is left is the server's to say (it weighs it under the charge's
 * lock, against refunds this page may not show yet), and its refusal is audited.
 */
export function refundAmountOf(text: string): { cents: number } | { problem: string } {
  const cents = parseUsd(text);
  return cents === undefined || cents < 1 ? { problem: TEXT.amountNeeded } : { cents };
}

/** The refund the server answered for `refundKey`, as the fresh overview shows it. */
export function refundOfKey(
  overview: PatientOverview,
  chargeId: number,
  refundKey: string,
): OperatorRefund | undefined {
  return overview.charges
    .find((charge) => charge.id === chargeId)
    ?.refunds.find((refund) => refund.refundKey === refundKey);
}

/**
 * What the page announces after a refund request answered: done, still pending, or refused by the
 * processor (a key sent again answers its first refund, whatever became of it).
 */
export function refundAnnouncement(
  refund: OperatorRefund | undefined,
  amountCents: number,
): string {
  const amount = formatUsd(amountCents);
  switch (refund?.status) {
    case 'failed':
      return fillTemplate(TEXT.refundFailedDone, { amount, message: refund.failureMessage ?? '' });
    case 'pending':
      return fillTemplate(TEXT.refundPendingDone, { amount });
    case 'succeeded':
    case undefined:
      return fillTemplate(TEXT.refundDone, { amount });
  }
}
