import type { AdminBrandSelling, AdminSellingSettings } from '@app/domain/contracts';
import { MAIN_FLAGS } from './selection-fixtures';

// The admin console's offers and flags for its tests: the main brand's settings as released, and
// the agency's as an admin changed them.

const FEES = { consultation: 0, shipping: 0, handling: 495 };
// An admin sets every flag of the selection page's but the first box's length, which the offer sets.
const { isTwoMonthFirstShipment: _byTheOffer, ...SELLING_FLAGS } = MAIN_FLAGS;

/** The main brand's settings: a 30-day trial, no gift, no hair promotion. */
export const MAIN_SETTINGS: AdminSellingSettings = {
  introOfferId: 'thirty-day-trial',
  flags: SELLING_FLAGS,
  showsFutureProofAsHydroPlus: false,
  fees: { Trial: FEES, Subscription: { ...FEES, handling: 0 }, Cart: { ...FEES, shipping: 595 } },
  giftName: null,
  hairPromotionCode: null,
};

/** The agency's settings: a two-month first box at half off, its own heading, a gift and a hair code. */
export const AGENCY_SETTINGS: AdminSellingSettings = {
  ...MAIN_SETTINGS,
  introOfferId: 'two-month-half-off',
  flags: {
    ...MAIN_SETTINGS.flags,
    agencyMultiRx: true,
    priceSummaryHeaderText: 'Your first two months',
    yourRoutineEssentialsCopy: 'Your regimen',
  },
  showsFutureProofAsHydroPlus: true,
  giftName: 'Travel pouch',
  hairPromotionCode: 'HAIR15',
};

export const MAIN_BRAND: AdminBrandSelling = {
  brandId: 1,
  brandName: 'Teleskin',
  settings: MAIN_SETTINGS,
  changedAt: null,
  reason: null,
};

export const AGENCY_BRAND: AdminBrandSelling = {
  brandId: 2,
  brandName: 'Marlow & Finch',
  settings: AGENCY_SETTINGS,
  changedAt: '2026-11-20T15:00:00.000Z',
  reason: 'Spring offer',
};
