import type { UpsellView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { DEEP_CLEANSE_UPSELL_CODES, type DeepCleanseUpsellCode } from '@app/domain/upsells';

const TEXT = MESSAGES.upsells;

/** What an offer's page says: its heading, its pitch, its price and its accept button. */
export interface OfferCopy {
  heading: string;
  paragraphs: string[];
  priceNote: string;
  acceptLabel: string;
}

const isDeepCleanseCode = (code: string): code is DeepCleanseUpsellCode => (DEEP_CLEANSE_UPSELL_CODES as readonly string[]).includes(code);

/**
 * The copy of an offer in its variant (000 §2), or undefined for a code this page does not know:
 * the flow then moves straight on.
 */
export function offerCopyOf(view: UpsellView): OfferCopy | undefined {
  if (view.offer === 'body-cleanse') {
    return {
      heading: TEXT.bodyCleanse.heading,
      paragraphs: [TEXT.bodyCleanse.intro],
      priceNote: fillTemplate(TEXT.bodyCleanse.priceNote, { list: formatUsd(view.listCents), later: formatUsd(view.laterCents) }),
      acceptLabel: TEXT.bodyCleanse.accept,
    };
  }
  if (!isDeepCleanseCode(view.code)) {
    return undefined;
  }
  return {
    heading: TEXT.deepCleanse.headings[view.code],
    paragraphs: [TEXT.deepCleanse.intro, TEXT.deepCleanse.personalised],
    priceNote: TEXT.deepCleanse.priceNote,
    acceptLabel: TEXT.deepCleanse.accept,
  };
}
