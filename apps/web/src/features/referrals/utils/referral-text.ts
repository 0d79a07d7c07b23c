import type { ReferralView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { patientDay } from '../../../lib/dates';

const TEXT = MESSAGES.referrals;


/** Why a referral's credit has not (all) paid toward an invoice, in words; null once it has. */
export function whyNotAppliedText(why: ReferralView['whyNotApplied']): string | null {
  if (!why) {
    return null;
  }
  switch (why.kind) {
    case 'refused':
      return TEXT.refusals[why.refusal];
    case 'partlyUsed':
      return fillTemplate(TEXT.why.partlyUsed, { left: formatUsd(why.leftCents) });
    case 'expired':
      return fillTemplate(TEXT.why.expired, { date: patientDay(why.on) });
    case 'waitingForSignUp':
    case 'waitingForFirstBox':
    case 'waitingForShipment':
    case 'waitingForInvoice':
      return TEXT.why[why.kind];
  }
}

/** What a credit was given for, in words (an unknown reason reads as plain credit). */
export function creditReasonText(reason: string): string {
  return (TEXT.creditReasons as Record<string, string>)[reason] ?? 'account credit';
}
