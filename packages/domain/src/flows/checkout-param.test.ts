import { describe, expect, it } from 'vitest';
import { checkoutParamView } from './checkout-param';

describe('checkoutParamView', () => {
  it('shows the checkout on the selection page once the box is saved, the selection before', () => {
    expect(checkoutParamView('hair-signup', 'product-selection', 'checkout', 'true')).toBe('checkout');
    expect(checkoutParamView('hair-signup', 'product-selection', 'product-selection', 'true')).toBe('selection');
    expect(checkoutParamView('hair-signup', 'product-selection', 'checkout', 'false')).toBe('selection');
  });
  it('does not apply without the parameter, on another step, past the checkout, or where offers come between', () => {
    expect(checkoutParamView('hair-signup', 'product-selection', 'checkout', null)).toBeUndefined();
    expect(checkoutParamView('hair-signup', 'checkout', 'checkout', 'true')).toBeUndefined();
    expect(checkoutParamView('hair-signup', 'product-selection', 'complete', 'true')).toBeUndefined();
    expect(checkoutParamView('skin-signup', 'product-selection', 'checkout', 'true')).toBeUndefined();
  });
});
