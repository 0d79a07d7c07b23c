/** The sign-up offers' ids (ADR 108): the wire enum of contracts/upsells.ts and the key of `UPSELL_OFFERS`. */
export const UPSELL_OFFER_IDS = ['body-cleanse', 'deep-cleanse'] as const;
export type UpsellOfferId = (typeof UPSELL_OFFER_IDS)[number];
