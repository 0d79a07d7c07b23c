import type { AdminSellingSettings } from '../contracts/admin-offers';
import type { CatalogueImage } from '../contracts/catalogue';
import { CHECKOUT_MODES } from '../contracts/product-selection';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { PROMOTION_CODE_PATTERN } from '../promotions/promotion-settings';
import { addFieldError, type FieldErrors } from '../validation/field-errors';
import type { BrandSelectionSettings, CheckoutFees } from './brand-selection-settings';

/**
 * What an admin may set of a brand's selling (issue 33 item 3, ADR 163), checked the same way by the
 * console's form and the server: fees within reach of a real box, copy short enough for its
 * heading, and a promotion code spelled as patients type it.
 */

/** The most a fee may be: $500, far above any box's. */
export const SELLING_FEE_MAX_CENTS = 50_000;
export const SELLING_COPY_MAX_LENGTH = 80;

const TEXT = STAFF_MESSAGES.adminOffers.errors;
/** The fees of each checkout mode, in the console's order. */
export const SELLING_FEE_NAMES = ['consultation', 'shipping', 'handling'] as const satisfies readonly (keyof CheckoutFees)[];
const COPY_FIELDS = ['yourRoutineEssentialsCopy', 'addMoreToYourBoxCopy'] as const;

const isCopy = (text: string) => text.trim().length > 0 && text.trim().length <= SELLING_COPY_MAX_LENGTH;

/** The settings' problems by field (`fees.Trial.handling`, `flags.addMoreToYourBoxCopy`…); empty when none. */
export function sellingSettingsProblems(settings: AdminSellingSettings): FieldErrors {
  const errors: FieldErrors = {};
  for (const mode of CHECKOUT_MODES) {
    for (const fee of SELLING_FEE_NAMES) {
      const cents = settings.fees[mode][fee];
      if (!Number.isInteger(cents) || cents < 0 || cents > SELLING_FEE_MAX_CENTS) {
        addFieldError(errors, `fees.${mode}.${fee}`, TEXT.fee);
      }
    }
  }
  for (const field of COPY_FIELDS) {
    if (!isCopy(settings.flags[field])) {
      addFieldError(errors, `flags.${field}`, TEXT.copy);
    }
  }
  const header = settings.flags.priceSummaryHeaderText;
  if (header !== undefined && !isCopy(header)) {
    addFieldError(errors, 'flags.priceSummaryHeaderText', TEXT.copy);
  }
  if (settings.giftName !== null && !isCopy(settings.giftName)) {
    addFieldError(errors, 'giftName', TEXT.giftName);
  }
  if (settings.hairPromotionCode !== null && !PROMOTION_CODE_PATTERN.test(settings.hairPromotionCode)) {
    addFieldError(errors, 'hairPromotionCode', TEXT.hairPromotionCode);
  }
  return errors;
}

/** A brand's settings as the console edits them. */
export function adminSellingSettingsOf(settings: BrandSelectionSettings): AdminSellingSettings {
  return {
    introOfferId: settings.introOfferId,
    flags: { ...settings.flags },
    showsFutureProofAsHydroPlus: settings.showsFutureProofAsHydroPlus,
    fees: { ...settings.fees },
    giftName: settings.giftWithPurchase?.name ?? null,
    hairPromotionCode: settings.offeredPromotionCodes.hair ?? null,
  };
}

/**
 * The settings a brand sells by from what an admin set, its copy trimmed: the gift keeps the
 * brand's picture (`giftImage`), and the skin page's promotion (if a brand has one) stays.
 */
export function sellingSettingsFromAdmin(admin: AdminSellingSettings, base: Pick<BrandSelectionSettings, 'offeredPromotionCodes'>, giftImage: CatalogueImage): BrandSelectionSettings {
  const { priceSummaryHeaderText, ...flags } = admin.flags;
  const header = priceSummaryHeaderText?.trim();
  return {
    introOfferId: admin.introOfferId,
    flags: {
      ...flags,
      yourRoutineEssentialsCopy: flags.yourRoutineEssentialsCopy.trim(),
      addMoreToYourBoxCopy: flags.addMoreToYourBoxCopy.trim(),
      ...(header ? { priceSummaryHeaderText: header } : {}),
    },
    showsFutureProofAsHydroPlus: admin.showsFutureProofAsHydroPlus,
    fees: admin.fees,
    giftWithPurchase: admin.giftName === null ? null : { name: admin.giftName.trim(), image: giftImage },
    offeredPromotionCodes: withHairCode(base.offeredPromotionCodes, admin.hairPromotionCode),
  };
}

function withHairCode(codes: BrandSelectionSettings['offeredPromotionCodes'], hair: string | null): BrandSelectionSettings['offeredPromotionCodes'] {
  const { hair: _replaced, ...others } = codes;
  return hair === null ? others : { ...others, hair };
}
