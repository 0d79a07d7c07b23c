import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { AGENCY_SETTINGS, MAIN_SETTINGS } from '../../../testing/admin-offers-fixtures';
import {
  checkedOffers,
  offersFieldErrors,
  offersFormValues,
  offersSettingsOf,
  OFFER_FLAGS,
  type OffersFormValues,
} from './offers-form';

const ERRORS = STAFF_MESSAGES.adminOffers.errors;

/** The main brand's form with some texts typed. */
const typed = (texts: Partial<OffersFormValues['texts']>): OffersFormValues => {
  const values = offersFormValues(MAIN_SETTINGS);
  return { ...values, texts: { ...values.texts, ...texts } };
};

describe('the offers form', () => {
  it('shows the fees in dollars and an absent heading, gift or code as empty text', () => {
    const values = offersFormValues(MAIN_SETTINGS);
    expect(values.introOfferId).toBe('thirty-day-trial');
    expect(Object.keys(values.flags)).toEqual(OFFER_FLAGS);
    expect(values.flags).toMatchObject({ multiRxRecommendations: true, isSkinnyTrial: false });
    expect(values.texts).toMatchObject({
      'flags.priceSummaryHeaderText': '',
      'flags.yourRoutineEssentialsCopy': 'Your routine essentials',
      'fees.Trial.handling': '4.95',
      'fees.Cart.shipping': '5.95',
      'fees.Subscription.consultation': '0.00',
      giftName: '',
      hairPromotionCode: '',
    });
    expect(offersFormValues(AGENCY_SETTINGS).texts).toMatchObject({
      'flags.priceSummaryHeaderText': 'Your first two months',
      giftName: 'Travel pouch',
      hairPromotionCode: 'HAIR15',
    });
  });

  it('gives back the settings it was filled with, whole', () => {
    expect(offersSettingsOf(offersFormValues(MAIN_SETTINGS))).toEqual(MAIN_SETTINGS);
    expect(offersSettingsOf(offersFormValues(AGENCY_SETTINGS))).toEqual(AGENCY_SETTINGS);
    expect(checkedOffers(offersFormValues(AGENCY_SETTINGS))).toEqual({ settings: AGENCY_SETTINGS });
  });

  it('sends dollars as cents, trimmed copy, and leaves out an empty heading, gift or code', () => {
    const settings = offersSettingsOf(
      typed({
        'fees.Cart.handling': '$12.5',
        'flags.priceSummaryHeaderText': '   ',
        'flags.addMoreToYourBoxCopy': ' Add-ons ',
        giftName: ' ',
        hairPromotionCode: ' HAIR20 ',
      }),
    );
    expect(settings.fees.Cart.handling).toBe(1250);
    expect('priceSummaryHeaderText' in settings.flags).toBe(false);
    expect(settings.flags.addMoreToYourBoxCopy).toBe('Add-ons');
    expect(settings.giftName).toBeNull();
    expect(settings.hairPromotionCode).toBe('HAIR20');
  });

  it("refuses by the domain's rules, each problem under its field", () => {
    expect(
      checkedOffers(
        typed({
          'fees.Trial.handling': 'ten',
          'fees.Subscription.shipping': '500.01',
          'flags.yourRoutineEssentialsCopy': '',
          giftName: 'x'.repeat(81),
          hairPromotionCode: 'hair 15',
        }),
      ),
    ).toEqual({
      errors: {
        'fees.Trial.handling': [ERRORS.fee],
        'fees.Subscription.shipping': [ERRORS.fee],
        'flags.yourRoutineEssentialsCopy': [ERRORS.copy],
        giftName: [ERRORS.giftName],
        hairPromotionCode: [ERRORS.hairPromotionCode],
      },
    });
    expect(checkedOffers(typed({ 'fees.Trial.handling': '500' }))).toHaveProperty('settings');
  });

  it("keeps the server's words about the form's fields, by the form's names", () => {
    expect(
      offersFieldErrors({
        'settings.fees.Trial.handling': [ERRORS.fee],
        giftName: [ERRORS.giftName],
        reason: ['Enter a reason.'],
        brandId: ['No such brand.'],
      }),
    ).toEqual({ 'fees.Trial.handling': [ERRORS.fee], giftName: [ERRORS.giftName] });
    expect(offersFieldErrors({ reason: ['Enter a reason.'] })).toEqual({});
  });
});
