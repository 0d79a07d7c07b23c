import type { AdminPrice, AdminPriceChangeCreate } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd, parseUsd } from '@app/domain/pricing';
import { priceChangeProblems } from '@app/domain/subscriptions';
import type { FieldErrors } from '@app/domain/validation';
import { staffCalendarDate } from '../../../lib/dates';

const TEXT = STAFF_MESSAGES.adminPrices;
const FORM = STAFF_MESSAGES.adminPriceForm;

/** The price form's fields as typed, named as the API names them: dollars in `priceCents`, a `YYYY-MM-DD` in `effectiveOn`. */
export interface PriceFormValues {
  priceCents: string;
  effectiveOn: string;
}

/** "$52.00 from Mar 3, 2028": a price and the day it starts, as the list and the done message write them. */
export function priceFromText(priceCents: number, effectiveOn: string): string {
  return fillTemplate(TEXT.scheduledAt, {
    price: formatUsd(priceCents),
    date: staffCalendarDate(effectiveOn),
  });
}

/** "Custom Formula costs $52.00 from Mar 3, 2028.": what the page announces once a price is scheduled. */
export function priceDoneText(
  productName: string,
  change: Pick<AdminPriceChangeCreate, 'priceCents' | 'effectiveOn'>,
): string {
  return fillTemplate(FORM.done, {
    product: productName,
    price: formatUsd(change.priceCents),
    date: staffCalendarDate(change.effectiveOn),
  });
}

/** The change the form sends for `price`; a price that does not parse is sent as -1, which the rules refuse. */
export function priceChangeOf(
  price: Pick<AdminPrice, 'brandId' | 'itemId' | 'priceKind'>,
  values: PriceFormValues,
  reason: string,
): AdminPriceChangeCreate {
  return {
    brandId: price.brandId,
    itemId: price.itemId,
    priceKind: price.priceKind,
    priceCents: parseUsd(values.priceCents) ?? -1,
    effectiveOn: values.effectiveOn,
    reason,
  };
}

/** What the form says before it is sent, by the server's own rules (`priceChangeProblems`). */
export function priceFormProblems(values: PriceFormValues, earliestDate: string): FieldErrors {
  return priceChangeProblems(
    { priceCents: parseUsd(values.priceCents), effectiveOn: values.effectiveOn },
    earliestDate,
    staffCalendarDate,
  );
}
