import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STAFF_MESSAGES } from '../messages/staff-en';
import type { BrandSelectionSettings } from './brand-selection-settings';
import { TEST_BRAND_SETTINGS } from './brand-settings.test-fixture';
import { adminSellingSettingsOf, SELLING_FEE_MAX_CENTS, sellingSettingsFromAdmin, sellingSettingsProblems } from './selling-settings-rules';

const TEXT = STAFF_MESSAGES.adminOffers.errors;
const IMAGE = { name: 'gift-pouch', url: '/assets/products/gift-pouch.svg', alt: 'A pouch' };
const FEES = { consultation: 0, shipping: 0, handling: 495 };
const BRAND: BrandSelectionSettings = {
  ...TEST_BRAND_SETTINGS,
  fees: { Trial: FEES, Subscription: FEES, Cart: FEES },
  giftWithPurchase: { name: 'Travel pouch', image: IMAGE },
  offeredPromotionCodes: { skin: 'SKIN10', hair: 'HAIR15' },
};

describe("a brand's selling settings as an admin sets them", () => {
  it('round-trips: what the console shows is what the brand sells by', () => {
    expect(sellingSettingsFromAdmin(adminSellingSettingsOf(BRAND), BRAND, IMAGE)).toEqual(BRAND);
    expect(sellingSettingsProblems(adminSellingSettingsOf(BRAND))).toEqual({});
  });

  it('accepts every fee from $0 to $500 and refuses any other, by field', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: SELLING_FEE_MAX_CENTS + 1_000 }), (cents) => {
        const admin = adminSellingSettingsOf(BRAND);
        const problems = sellingSettingsProblems({ ...admin, fees: { ...admin.fees, Cart: { ...admin.fees.Cart, shipping: cents } } });
        expect(problems).toEqual(cents >= 0 && cents <= SELLING_FEE_MAX_CENTS ? {} : { 'fees.Cart.shipping': [TEXT.fee] });
      }),
    );
  });

  it('refuses blank or long copy, a blank gift and a code patients could not type; trims what it keeps', () => {
    const admin = adminSellingSettingsOf(BRAND);
    const bad = { ...admin, flags: { ...admin.flags, yourRoutineEssentialsCopy: ' ', priceSummaryHeaderText: 'x'.repeat(81) }, giftName: ' ', hairPromotionCode: 'hair' };
    expect(sellingSettingsProblems(bad)).toEqual({
      'flags.yourRoutineEssentialsCopy': [TEXT.copy],
      'flags.priceSummaryHeaderText': [TEXT.copy],
      giftName: [TEXT.giftName],
      hairPromotionCode: [TEXT.hairPromotionCode],
    });
    const kept = sellingSettingsFromAdmin({ ...admin, flags: { ...admin.flags, priceSummaryHeaderText: '  Your first box ' }, giftName: ' Scrunchie ' }, BRAND, IMAGE);
    expect(kept.flags.priceSummaryHeaderText).toBe('Your first box');
    expect(kept.giftWithPurchase).toEqual({ name: 'Scrunchie', image: IMAGE });
  });

  it('drops the gift and the hair code when emptied, keeping the skin page’s code', () => {
    const kept = sellingSettingsFromAdmin({ ...adminSellingSettingsOf(BRAND), giftName: null, hairPromotionCode: null }, BRAND, IMAGE);
    expect(kept.giftWithPurchase).toBeNull();
    expect(kept.offeredPromotionCodes).toEqual({ skin: 'SKIN10' });
  });
});
