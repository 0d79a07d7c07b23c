import {
  CHECKOUT_MODES,
  type AdminSellingSettings,
  type CheckoutMode,
  type IntroOfferId,
} from '@app/domain/contracts';
import { dollarsFieldValue, parseUsd } from '@app/domain/pricing';
import { SELLING_FEE_NAMES, sellingSettingsProblems } from '@app/domain/selection';
import { hasFieldErrors, type FieldErrors } from '@app/domain/validation';

type Flags = AdminSellingSettings['flags'];

/** The selection page's switches, in the form's order. */
export const OFFER_FLAGS = [
  'isSkinnyTrial',
  'agencyMultiRx',
  'multiRxRecommendations',
  'displayAdditionalRx',
  'agencySmallBottlesInSignUp',
  'skinPreShipmentNotification',
  'showPromoSection',
  'noTaxOnTrials',
] as const satisfies readonly (keyof Flags)[];
export type OfferFlag = (typeof OFFER_FLAGS)[number];

export type OfferFee = (typeof SELLING_FEE_NAMES)[number];
export type FeeField = `fees.${CheckoutMode}.${OfferFee}`;

/** A fee's field, named as the rules and the server name it: `fees.Trial.handling`. */
export const feeField = (mode: CheckoutMode, fee: OfferFee): FeeField => `fees.${mode}.${fee}`;

export const COPY_FIELDS = [
  'flags.priceSummaryHeaderText',
  'flags.yourRoutineEssentialsCopy',
  'flags.addMoreToYourBoxCopy',
] as const;
export type CopyField = (typeof COPY_FIELDS)[number];

/** The form's text fields in screen order, for focusing the first invalid one. */
export const OFFERS_TEXT_FIELDS = [
  ...COPY_FIELDS,
  ...CHECKOUT_MODES.flatMap((mode) => SELLING_FEE_NAMES.map((fee) => feeField(mode, fee))),
  'giftName',
  'hairPromotionCode',
] as const;
export type OffersTextField = CopyField | FeeField | 'giftName' | 'hairPromotionCode';

/** The form's texts as typed, by field; the fees in dollars. */
export type OffersTexts = Record<OffersTextField, string>;

/** A brand's settings as the form holds them. */
export interface OffersFormValues {
  introOfferId: IntroOfferId;
  flags: Record<OfferFlag, boolean>;
  showsFutureProofAsHydroPlus: boolean;
  texts: OffersTexts;
}

/** The form's first values: the brand's settings, an absent heading and gift or code as empty text. */
export function offersFormValues(settings: AdminSellingSettings): OffersFormValues {
  const fees = Object.fromEntries(
    CHECKOUT_MODES.flatMap((mode) =>
      SELLING_FEE_NAMES.map((fee) => [
        feeField(mode, fee),
        dollarsFieldValue(settings.fees[mode][fee]),
      ]),
    ),
  ) as Record<FeeField, string>;
  return {
    introOfferId: settings.introOfferId,
    flags: Object.fromEntries(OFFER_FLAGS.map((flag) => [flag, settings.flags[flag]])) as Record<
      OfferFlag,
      boolean
    >,
    showsFutureProofAsHydroPlus: settings.showsFutureProofAsHydroPlus,
    texts: {
      'flags.priceSummaryHeaderText': settings.flags.priceSummaryHeaderText ?? '',
      'flags.yourRoutineEssentialsCopy': settings.flags.yourRoutineEssentialsCopy,
      'flags.addMoreToYourBoxCopy': settings.flags.addMoreToYourBoxCopy,
      ...fees,
      giftName: settings.giftName ?? '',
      hairPromotionCode: settings.hairPromotionCode ?? '',
    },
  };
}

/** A text trimmed, or null when nothing is left. */
const optional = (text: string): string | null => text.trim() || null;

/** The settings the form stands for, whole; a fee that does not parse is -1, which the rules refuse. */
export function offersSettingsOf(values: OffersFormValues): AdminSellingSettings {
  const { texts } = values;
  const header = optional(texts['flags.priceSummaryHeaderText']);
  const feesOf = (mode: CheckoutMode) =>
    Object.fromEntries(
      SELLING_FEE_NAMES.map((fee) => [fee, parseUsd(texts[feeField(mode, fee)]) ?? -1]),
    ) as Record<OfferFee, number>;
  return {
    introOfferId: values.introOfferId,
    flags: {
      ...values.flags,
      ...(header === null ? {} : { priceSummaryHeaderText: header }),
      yourRoutineEssentialsCopy: texts['flags.yourRoutineEssentialsCopy'].trim(),
      addMoreToYourBoxCopy: texts['flags.addMoreToYourBoxCopy'].trim(),
    },
    showsFutureProofAsHydroPlus: values.showsFutureProofAsHydroPlus,
    fees: { Trial: feesOf('Trial'), Subscription: feesOf('Subscription'), Cart: feesOf('Cart') },
    giftName: optional(texts.giftName),
    hairPromotionCode: optional(texts.hairPromotionCode),
  };
}

export type CheckedOffers = { settings: AdminSellingSettings } | { errors: FieldErrors };

/** The form's settings, or their problems by field (`fees.Trial.handling`…) by the server's own rules. */
export function checkedOffers(values: OffersFormValues): CheckedOffers {
  const settings = offersSettingsOf(values);
  const errors = sellingSettingsProblems(settings);
  return hasFieldErrors(errors) ? { errors } : { settings };
}

/** The server's words on the form's fields, by the form's names (a `settings.` prefix dropped); empty when none is about them. */
export function offersFieldErrors(errors: FieldErrors): FieldErrors {
  const known = new Set<string>(OFFERS_TEXT_FIELDS);
  return Object.fromEntries(
    Object.entries(errors)
      .map(([field, messages]) => [field.replace(/^settings\./, ''), messages] as const)
      .filter(([field]) => known.has(field)),
  );
}
