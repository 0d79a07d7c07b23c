import type { AdminCardCopy } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { cardCopyProblems, trimmedCopy, type CardCopy } from '@app/domain/selection';
import type { FieldErrors } from '@app/domain/validation';
import { staffTime } from '../../../lib/dates';

const TEXT = STAFF_MESSAGES.adminCardCopy;

/**
 * The copy form's fields as typed, named as the API names them (`claim.short`…); the claim's texts
 * are kept while "Shows a claim" is unticked, so ticking it again brings them back.
 */
export interface CardCopyFormValues {
  name: string;
  bodyDescription: string;
  hasClaim: boolean;
  'claim.short': string;
  'claim.disclaimer': string;
  tagline: string;
  description: string;
}

/** The form's fields in screen order, for focusing the first one with a problem. */
export const CARD_COPY_FIELDS = [
  'name',
  'bodyDescription',
  'claim.short',
  'claim.disclaimer',
  'tagline',
  'description',
] as const;

/** The form's values for a card's copy in effect. */
export function cardCopyFormValues(copy: CardCopy): CardCopyFormValues {
  return {
    name: copy.name,
    bodyDescription: copy.bodyDescription,
    hasClaim: copy.claim !== null,
    'claim.short': copy.claim?.short ?? '',
    'claim.disclaimer': copy.claim?.disclaimer ?? '',
    tagline: copy.tagline,
    description: copy.description,
  };
}

/** The copy the form says, whole: with "Shows a claim" unticked, no claim (`null`). */
export function cardCopyOf(values: CardCopyFormValues): CardCopy {
  return {
    name: values.name,
    bodyDescription: values.bodyDescription,
    claim: values.hasClaim
      ? { short: values['claim.short'], disclaimer: values['claim.disclaimer'] }
      : null,
    tagline: values.tagline,
    description: values.description,
  };
}

/** What the form says before it is sent, by the server's own rules (`cardCopyProblems`). */
export function cardCopyFormProblems(values: CardCopyFormValues): FieldErrors {
  return cardCopyProblems(cardCopyOf(values));
}

/** The copy the form sends: each text trimmed, as it is stored. */
export function cardCopyToSend(values: CardCopyFormValues): CardCopy {
  return trimmedCopy(cardCopyOf(values));
}

/** "Mar 3, 2027, 9:30 AM EST: Spring names", or that the card says what the catalogue released. */
export function cardCopyChangeText(card: Pick<AdminCardCopy, 'changedAt' | 'reason'>): string {
  return card.changedAt === null
    ? TEXT.asReleased
    : fillTemplate(TEXT.changedOn, { date: staffTime(card.changedAt), reason: card.reason ?? '' });
}
