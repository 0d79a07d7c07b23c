import { describe, expect, it } from 'vitest';
import { walletPaymentRequest } from './wallet-request';

describe('walletPaymentRequest (001 §9)', () => {
  it('lists the box, the discount, shipping with handling, the handling fee and the next box; one Ground Shipping option', () => {
    const request = walletPaymentRequest({ header: '30-day trial box', itemsCents: 1200, discountCents: 500, shippingCents: 0, handlingCents: 495, taxCents: 0, totalCents: 1195, nextBoxCents: 8990 });
    expect(request.displayItems).toEqual([
      { label: '30-day trial box', amountCents: 1200 },
      { label: 'Discount', amountCents: -500 },
      { label: 'Shipping', amountCents: 495 },
      { label: 'Handling fee', amountCents: 495, isPending: true },
      { label: 'Your next box', amountCents: 8990, isPending: true },
    ]);
    expect(request.total).toEqual({ label: "Today's total", amountCents: 1195 });
    expect(request.shippingOptions).toEqual([{ id: 'basic', label: 'Ground Shipping', amountCents: 0 }]);
    expect(request).toMatchObject({ country: 'US', currency: 'usd', requestPayerName: true, requestPayerPhone: true, requestPayerEmail: false, requestShipping: true });
  });

  it('adds the estimated tax and leaves out what is zero', () => {
    const request = walletPaymentRequest({ header: 'Your box', itemsCents: 4990, discountCents: 0, shippingCents: 0, handlingCents: 0, taxCents: 362, totalCents: 5352, nextBoxCents: undefined });
    expect(request.displayItems.map((line) => line.label)).toEqual(['Your box', 'Shipping', 'Sales tax (estimated)']);
  });
});
