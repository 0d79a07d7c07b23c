import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontCart } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { ShopCheckoutPage } from './shop-checkout-page';
import { ShopLayout } from './shop-layout';

const LINE = {
  id: '5102',
  variantId: 'gid://teleskin/ProductVariant/5102',
  productHandle: 'tinted-lip-balm',
  productName: 'Tinted Lip Balm',
  optionName: 'Nude',
  image: { url: '/balm.png', alt: 'A lip balm' },
  quantity: 2,
  unitCents: 1500,
  compareAtUnitCents: 1500,
  lineCents: 3000,
};
const CART: StorefrontCart = {
  id: 'cart-1',
  lines: [LINE],
  discountCodes: [{ code: 'WELCOME10', applicable: true, amountCents: 1000, reason: null }],
  subtotalCents: 3000,
  discountCents: 1000,
  shippingCents: 595,
  taxEstimateCents: 178,
  totalCents: 2773,
  maxLines: 10,
  maxQuantity: 10,
  checkoutUrl: '/shop/checkout',
};

type PaymentEvents = { placed: () => void; addressChanged: () => Promise<void> };

function renderCheckout(isSignedIn: boolean, renderPayment = vi.fn((_cart: StorefrontCart, events: PaymentEvents) => <button onClick={events.placed}>Pay</button>)) {
  render(
    <MemoryRouter initialEntries={['/shop/checkout']}>
      <ShopLayout>
        <ShopCheckoutPage isSignedIn={isSignedIn} renderPayment={renderPayment} />
      </ShopLayout>
    </MemoryRouter>,
  );
  return renderPayment;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the shop’s checkout', () => {
  it('shows a visitor the server’s summary and the way to sign up or log in and come back', async () => {
    mockFetch(() => ({ status: 200, body: { data: CART } }));
    const renderPayment = renderCheckout(false);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Tinted Lip Balm')).toBeTruthy();
    expect(within(summary).getByText('Qty 2')).toBeTruthy();
    expect(within(summary).getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(within(summary).getByText('−$10.00')).toBeTruthy();
    expect(within(summary).getByText('$27.73')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up to check out' }).getAttribute('href')).toBe('/auth/signup?redirect=/shop/checkout');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' }).getAttribute('href')).toBe('/auth/login?redirect=/shop/checkout');
    expect(renderPayment).not.toHaveBeenCalled();
  });

  it('hands a signed-in shopper’s cart to the payment part, then says where the order went, also after a reload', async () => {
    let cartReads = 0;
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data: cartReads++ === 0 ? CART : null } }));
    const renderPayment = renderCheckout(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(renderPayment.mock.calls[0]![0]).toEqual(CART);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'See your shipments' }).getAttribute('href')).toBe('/dashboard/shipments');
    // The checked-out cart is read again: the server has none open now.
    expect(apiCalls().filter((call) => call.url === '/api/shop/cart')).toHaveLength(2);
    cleanup();
    renderCheckout(true);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
  });

  it('shows the tax for a newly saved address without leaving the payment part', async () => {
    let cartReads = 0;
    mockFetch(() => ({ status: 200, body: { data: cartReads++ === 0 ? { ...CART, taxEstimateCents: null, totalCents: 2595 } : CART } }));
    renderCheckout(true, vi.fn((_cart: StorefrontCart, events: PaymentEvents) => <button onClick={() => void events.addressChanged()}>Save address</button>));
    expect(await screen.findByText('Calculated at checkout')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('$27.73')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeTruthy();
  });

  it('says the cart is empty when there is nothing to pay for', async () => {
    mockFetch(() => ({ status: 200, body: { data: null } }));
    renderCheckout(true);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});
