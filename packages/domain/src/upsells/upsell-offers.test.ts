import { describe, expect, it } from 'vitest';
import { RX_PRODUCT_IDS } from '../constants/product-ids';
import { offeredUpsells, upsellLaterCents, upsellLine, upsellOfStep, type UpsellEligibilityInput } from './upsell-offers';

const BODY = { name: 'Body Cleanse', thumbnailImage: { url: '/assets/products/body-cleanse.svg', alt: 'Body Cleanse' }, trialSizeItemId: 3101, fullSizeItemId: 3102 };
const DEEP = { name: 'Deep Cleanse', thumbnailImage: { url: '/assets/products/deep-cleanse.svg', alt: 'Deep Cleanse' }, trialSizeItemId: 1701, fullSizeItemId: 1702 };

const TRIAL_BOX: UpsellEligibilityInput = {
  isTrialCheckout: true,
  introOfferId: 'thirty-day-trial',
  productIdsInBox: [RX_PRODUCT_IDS.customFormula],
  hasBreakouts: true,
  hasMoreThanMildAcne: false,
  hasHydratingTretinoin: false,
};

describe('upsell lines', () => {
  it('prices Body Cleanse at $14 today against $29.95, then $19.55 a 60-day box', () => {
    const line = upsellLine('body-cleanse', BODY);
    expect(line.today).toEqual({ originalAmount: 2995, adjustmentAmount: 1595, finalAmount: 1400 });
    expect(line).toMatchObject({ itemId: 3101, isFullSize: false, laterItemId: 3102 });
    expect(upsellLaterCents(line, 60)).toBe(1955);
    // Small bottles every 30 days: half, rounded half up.
    expect(upsellLaterCents(line, 30)).toBe(978);
  });

  it('makes Deep Cleanse free today and 1000 cents a month after the trial', () => {
    const line = upsellLine('deep-cleanse', DEEP);
    expect(line.today.finalAmount).toBe(0);
    expect(upsellLaterCents(line, 60)).toBe(2000);
    expect(upsellLaterCents(line, 30)).toBe(1000);
  });

  it('knows which step shows which offer', () => {
    expect(upsellOfStep('body-cleanse-upsell')).toBe('body-cleanse');
    expect(upsellOfStep('special-offer-upsell')).toBe('deep-cleanse');
    expect(upsellOfStep('checkout')).toBeUndefined();
  });
});

describe('the offers a box gets', () => {
  it('offers both to a trial box under trial version 114 with breakouts, Body Cleanse first', () => {
    expect(offeredUpsells(TRIAL_BOX)).toEqual([
      { offer: 'body-cleanse', code: 'BODY_CLEANSE_UPSELL' },
      { offer: 'deep-cleanse', code: 'MILD_ACNE_MULTI_RX_UPSELL' },
    ]);
  });

  it('chooses the Deep Cleanse variant from the answers and the box', () => {
    const codeOf = (input: Partial<UpsellEligibilityInput>) => offeredUpsells({ ...TRIAL_BOX, ...input }).find((entry) => entry.offer === 'deep-cleanse')?.code;
    expect(codeOf({ hasMoreThanMildAcne: true })).toBe('Acne Multi Rx Upsell');
    expect(codeOf({ hasHydratingTretinoin: true, hasMoreThanMildAcne: true })).toBe('HYDROTRET_MULTI_RX_UPSELL');
    expect(codeOf({ hasBreakouts: false })).toBeUndefined();
  });

  it('shows Deep Cleanse only under trial version 114', () => {
    expect(offeredUpsells({ ...TRIAL_BOX, introOfferId: 'two-month-half-off' }).map((entry) => entry.offer)).toEqual(['body-cleanse']);
  });

  it('offers nothing the box already holds, and nothing outside a trial checkout', () => {
    const full = { ...TRIAL_BOX, productIdsInBox: [RX_PRODUCT_IDS.customFormula, RX_PRODUCT_IDS.bodyCleanse, RX_PRODUCT_IDS.deepCleanse] };
    expect(offeredUpsells(full)).toEqual([]);
    expect(offeredUpsells({ ...TRIAL_BOX, isTrialCheckout: false })).toEqual([]);
  });
});
