import { fillTemplate } from '../formatting/fill-template';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { addFieldError, type FieldErrors } from '../validation/field-errors';
import { parseIsoDate } from '../validation/birthdate';
import { MAX_CATALOGUE_PRICE_CENTS } from './price-changes';

const TEXT = STAFF_MESSAGES.adminPriceForm.errors;

/**
 * What is wrong with a price change an admin asks for (ADR 160), checked the same way by the
 * console's form and the server: a price from $0.00 to $1,000.00 (`undefined` when the typed text
 * is no price), and a real `YYYY-MM-DD` from `earliestDate` on. `formatDate` writes that first day
 * in the refusal as the reader's screen writes dates.
 */
export function priceChangeProblems(
  change: { priceCents: number | undefined; effectiveOn: string },
  earliestDate: string,
  formatDate: (isoDate: string) => string = (isoDate) => isoDate,
): FieldErrors {
  const errors: FieldErrors = {};
  const { priceCents } = change;
  if (priceCents === undefined || !Number.isInteger(priceCents) || priceCents < 0 || priceCents > MAX_CATALOGUE_PRICE_CENTS) {
    addFieldError(errors, 'priceCents', TEXT.priceCents);
  }
  if (parseIsoDate(change.effectiveOn) === null || change.effectiveOn < earliestDate) {
    addFieldError(errors, 'effectiveOn', fillTemplate(TEXT.effectiveOn, { date: formatDate(earliestDate) }));
  }
  return errors;
}
