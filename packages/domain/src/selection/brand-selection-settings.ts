import type { TreatmentCategoryName } from '../constants/treatment-categories';
import type { CatalogueImage } from '../contracts/catalogue';
import type { CheckoutMode, IntroOfferId, SelectionFlags } from '../contracts/product-selection';
import { INTRO_OFFERS } from '../pricing/intro-offers';

/** The fees of a box (001 §3 handling, shipping, dermatologyConsultation), in cents. */
export interface CheckoutFees {
  consultation: number;
  shipping: number;
  handling: number;
}

/**
 * What a brand decides about selling (issue 10 item 2): its trial offer, the flags of 001 §3, its
 * fees per checkout mode, a gift with purchase and the promotion it offers per category. The
 * values are configuration (the API's brands module); the rules that read them are here.
 */
export interface BrandSelectionSettings {
  introOfferId: IntroOfferId;
  /** The flags of 001 §3 but isTwoMonthFirstShipment, which the trial offer decides. */
  flags: Omit<SelectionFlags, 'isTwoMonthFirstShipment'>;
  /** 000 §3: the future-proof product is shown renamed as hydro-plus (same product and prices). */
  showsFutureProofAsHydroPlus: boolean;
  fees: Readonly<Record<CheckoutMode, CheckoutFees>>;
  giftWithPurchase: { name: string; image: CatalogueImage } | null;
  /**
   * The promotion code the brand offers at selection, per category: applied once automatically
   * for skin (001 §4 "Promo"), shown as the hair promo card for hair (001 §2.1).
   */
  offeredPromotionCodes: Readonly<Partial<Record<TreatmentCategoryName, string>>>;
}

/** The selection page's flags (001 §3): the brand's, with the first shipment its trial offer's. */
export function selectionFlagsOf(settings: BrandSelectionSettings): SelectionFlags {
  return { ...settings.flags, isTwoMonthFirstShipment: INTRO_OFFERS[settings.introOfferId].isTwoMonthFirstShipment };
}

/** 001 §9: a full-size box every 60 days, or small agency bottles every 30 days. */
export const FULL_SIZE_SHIPMENT_DAYS = 60;
export const SMALL_BOTTLE_SHIPMENT_DAYS = 30;

/** Days between boxes after the trial; also the trial activation's shipmentFrequency (001 §7.2). */
export function shipmentEveryDays(flags: Pick<SelectionFlags, 'agencySmallBottlesInSignUp'>): number {
  return flags.agencySmallBottlesInSignUp ? SMALL_BOTTLE_SHIPMENT_DAYS : FULL_SIZE_SHIPMENT_DAYS;
}
