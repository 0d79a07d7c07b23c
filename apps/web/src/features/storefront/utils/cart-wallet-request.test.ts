import { describe, expect, it } from 'vitest';
import type { StorefrontCart } from '@app/domain/contracts';
import { cartWalletRequest } from './cart-wallet-request';

const line = (productName: string, optionName: string | null, quantity: number, lineCents: number): StorefrontCart['lines'][number] => ({
  id: productName,
  variantId: `gid://teleskin/ProductVariant/${productName}`,
  productHandle: productName,
  productName,
  optionName,
  image: { url: '/x.png', alt: '' },
  quantity,
  unitCents: lineCents / quantity,
  compareAtUnitCents: lineCents / quantity,
  lineCents,
});

const CART: StorefrontCart = {
  id: 'cart-1',
  lines: [line('Day Primer', 'Light', 2, 4000), line('Barrier Balm', null, 1, 1800)],
  discountCodes: [{ code: 'WELCOME10', applicable: true, amountCents: 580, reason: null }],
  subtotalCents: 5800,
  discountCents: 580,
  shippingCents: 0,
  taxEstimateCents: 209,
  totalCents: 5429,
  maxLines: 10,
  maxQuantity: 10,
  checkoutUrl: '/shop/checkout',
};

const sumOf = (request: ReturnType<typeof cartWalletRequest>) => request.displayItems.reduce((sum, item) => sum + item.amountCents, 0);

describe('cartWalletRequest', () => {
  it('lists the cart in the summary’s words, and its total is the server’s', () => {
    const request = cartWalletRequest(CART);
    expect(request.total).toEqual({ label: 'Total', amountCents: 5429 });
    expect(request.displayItems).toEqual([
      { label: 'Day Primer (Light) × 2', amountCents: 4000 },
      { label: 'Barrier Balm', amountCents: 1800 },
      { label: 'Discount (WELCOME10)', amountCents: -580 },
      { label: 'Shipping', amountCents: 0 },
      { label: 'Estimated tax', amountCents: 209 },
    ]);
    expect(sumOf(request)).toBe(request.total.amountCents);
    expect(request).toMatchObject({ country: 'US', currency: 'usd', requestShipping: true, requestPayerName: true, requestPayerEmail: false });
  });

  it('has no tax line before the tax is known, nor a discount line without one', () => {
    const request = cartWalletRequest({ ...CART, discountCodes: [], discountCents: 0, shippingCents: 595, taxEstimateCents: null, totalCents: 6395 });
    expect(request.displayItems.map((item) => item.label)).toEqual(['Day Primer (Light) × 2', 'Barrier Balm', 'Shipping']);
    expect(sumOf(request)).toBe(6395);
  });
});
