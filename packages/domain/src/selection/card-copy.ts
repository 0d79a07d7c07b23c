import type { CatalogueCard } from '../contracts/catalogue';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { addFieldError, type FieldErrors } from '../validation/field-errors';

/**
 * A product card's copy as an admin sets it for a brand (issue 33 item 2, ADR 167): its name, the
 * card's description, its claim with the claim's disclaimer, and the detail's tagline and
 * description. Everything else of a card (images, ingredients, items, the line's name on an
 * invoice) stays the catalogue's.
 */
export interface CardCopy {
  name: string;
  bodyDescription: string;
  /** A claim and its disclaimer, shown together; null for a card without a claim. */
  claim: { short: string; disclaimer: string } | null;
  tagline: string;
  description: string;
}

/** The most characters of each text: a card's layout holds no more. */
export const CARD_COPY_MAX_LENGTHS = {
  name: 60,
  bodyDescription: 300,
  claimShort: 120,
  claimDisclaimer: 400,
  tagline: 160,
  description: 1500,
} as const;

const TEXT = STAFF_MESSAGES.adminCardCopy.errors;

/** The copy the catalogue's code gives a card: what it says until an admin changes it. */
export function copyOfCard(card: Pick<CatalogueCard, 'name' | 'bodyDescription' | 'claim' | 'modal'>): CardCopy {
  return {
    name: card.name,
    bodyDescription: card.bodyDescription,
    claim: card.claim ? { short: card.claim.short, disclaimer: card.claim.disclaimer } : null,
    tagline: card.modal.tagline,
    description: card.modal.description,
  };
}

/** The card with the copy laid over it (its detail's title is its name); the card itself without one. */
export function cardWithCopy<Card extends CatalogueCard>(card: Card, copy: CardCopy | undefined): Card {
  if (!copy) {
    return card;
  }
  const { claim: _claim, ...rest } = card;
  return {
    ...rest,
    name: copy.name,
    bodyDescription: copy.bodyDescription,
    ...(copy.claim ? { claim: copy.claim } : {}),
    modal: { ...card.modal, title: copy.name, tagline: copy.tagline, description: copy.description },
  } as Card;
}

const fits = (text: string, max: number) => text.trim().length > 0 && text.length <= max;

/** The copy's problems by field (`name`, `claim.short`…): every text present and short enough, a claim with its disclaimer. */
export function cardCopyProblems(copy: CardCopy): FieldErrors {
  const errors: FieldErrors = {};
  const max = CARD_COPY_MAX_LENGTHS;
  const checks: [string, string, number, string][] = [
    ['name', copy.name, max.name, TEXT.name],
    ['bodyDescription', copy.bodyDescription, max.bodyDescription, TEXT.bodyDescription],
    ['tagline', copy.tagline, max.tagline, TEXT.tagline],
    ['description', copy.description, max.description, TEXT.description],
    ...(copy.claim
      ? ([
          ['claim.short', copy.claim.short, max.claimShort, TEXT.claimShort],
          ['claim.disclaimer', copy.claim.disclaimer, max.claimDisclaimer, TEXT.claimDisclaimer],
        ] as [string, string, number, string][])
      : []),
  ];
  for (const [field, text, limit, message] of checks) {
    if (!fits(text, limit)) {
      addFieldError(errors, field, message);
    }
  }
  return errors;
}

/** The copy as stored: each text trimmed. */
export function trimmedCopy(copy: CardCopy): CardCopy {
  return {
    name: copy.name.trim(),
    bodyDescription: copy.bodyDescription.trim(),
    claim: copy.claim ? { short: copy.claim.short.trim(), disclaimer: copy.claim.disclaimer.trim() } : null,
    tagline: copy.tagline.trim(),
    description: copy.description.trim(),
  };
}
