import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopProduct, StorefrontCart } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { CartPage } from './cart-page';
import { ProductPage } from './product-page';
import { ShopLayout } from './shop-layout';
import { ShopPage } from './shop-page';

const MODAL = {
  title: 'Tinted Lip Balm',
  titleIsRx: false,
  image: { name: 'balm', url: '/assets/products/balm.png', alt: 'A lip balm' },
  volume: '4.5 g • 0.16 oz',
  tagline: 'Colour that cares',
  description: 'A balm with a hint of colour.',
  whyItIsSpecial: 'Shea butter.',
  howToUse: 'Apply as needed.',
  featuredIngredients: [{ name: 'Shea butter', description: 'Softens.' }],
  fullIngredients: 'Shea butter, wax.',
};
const BALM: ShopProduct = {
  id: 51,
  handle: 'tinted-lip-balm',
  name: 'Tinted Lip Balm',
  description: 'A balm with a hint of colour.',
  category: 'skin',
  rating: 4.8,
  numReviews: 1204,
  image: MODAL.image,
  optionLabel: 'Colour',
  variants: [
    { variantId: 'gid://teleskin/ProductVariant/5101', shopifyVariantId: 's1', optionName: 'Berry', colorHex: '#8e2f4a', priceCents: 1200, compareAtCents: 1500 },
    { variantId: 'gid://teleskin/ProductVariant/5102', shopifyVariantId: 's2', optionName: 'Nude', colorHex: '#c99b84', priceCents: 1500, compareAtCents: 1500 },
  ],
  modal: MODAL,
};
const LINE = {
  id: 'line-1',
  variantId: BALM.variants[1]!.variantId,
  productHandle: BALM.handle,
  productName: BALM.name,
  optionName: 'Nude',
  image: { url: BALM.image.url, alt: BALM.image.alt },
  quantity: 1,
  unitCents: 1500,
  compareAtUnitCents: 1500,
  lineCents: 1500,
};
const CART: StorefrontCart = {
  id: 'cart-1',
  lines: [LINE],
  discountCodes: [],
  subtotalCents: 1500,
  discountCents: 0,
  shippingCents: 595,
  taxEstimateCents: null,
  totalCents: 2095,
  maxLines: 10,
  maxQuantity: 10,
  checkoutUrl: '/shop/checkout',
};

function renderShop(page: React.ReactNode) {
  return render(
    <MemoryRouter>
      <ShopLayout>{page}</ShopLayout>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('screen-data')?.remove();
});

describe('the shop list', () => {
  it('adds the chosen colour, one of it, and counts it in the cart link', async () => {
    const { apiCalls } = mockFetch((call) =>
      call.url === '/api/shop/products'
        ? { status: 200, body: { data: { products: [BALM] } } }
        : call.method === 'POST'
          ? { status: 200, body: { data: CART } }
          : { status: 200, body: { data: null } },
    );
    renderShop(<ShopPage />);
    const card = await screen.findByRole('article', { name: 'Tinted Lip Balm' });
    expect(within(card).getByText('Sale price $12.00, was $15.00')).toBeTruthy();
    expect(within(card).getByText('Rated 4.8 out of 5')).toBeTruthy();
    fireEvent.click(within(card).getByRole('radio', { name: 'Nude' }));
    expect(within(card).getByText('$15.00')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await within(card).findByText(/Added to your cart/)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ lines: [{ variantId: LINE.variantId, quantity: 1 }] });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('draws the catalogue the server wrote into the page without asking for it', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'screen-data';
    script.textContent = JSON.stringify({ '/api/shop/products': { data: { products: [BALM] } } });
    document.body.append(script);
    vi.resetModules();
    const { ShopPage: FreshShopPage } = await import('./shop-page');
    const { ShopLayout: FreshLayout } = await import('./shop-layout');
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data: null } }));
    render(
      <MemoryRouter>
        <FreshLayout>
          <FreshShopPage />
        </FreshLayout>
      </MemoryRouter>,
    );
    // In the first render, before any answer.
    expect(screen.getByRole('article', { name: 'Tinted Lip Balm' })).toBeTruthy();
    expect(apiCalls().map((call) => call.url)).toEqual(['/api/shop/cart']);
  });

  it('shows the server’s refusal of an 11th line beside the button', async () => {
    const refusal = 'A cart holds up to 10 products. Remove one to add another.';
    mockFetch((call) =>
      call.url === '/api/shop/products'
        ? { status: 200, body: { data: { products: [BALM] } } }
        : call.method === 'POST'
          ? { status: 422, body: { code: 'CART_FULL', message: refusal } }
          : { status: 200, body: { data: CART } },
    );
    renderShop(<ShopPage />);
    const card = await screen.findByRole('article', { name: 'Tinted Lip Balm' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(refusal);
  });
});

describe('a product page', () => {
  it('shows the modal content and adds the chosen quantity', async () => {
    const { apiCalls } = mockFetch((call) =>
      call.url === '/api/shop/products/tinted-lip-balm' ? { status: 200, body: { data: BALM } } : { status: 200, body: { data: call.method === 'POST' ? CART : null } },
    );
    renderShop(<ProductPage handle="tinted-lip-balm" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tinted Lip Balm' })).toBeTruthy();
    expect(screen.getByText('Colour that cares')).toBeTruthy();
    expect(screen.getByText('Shea butter, wax.')).toBeTruthy();
    expect(screen.getByText('4.5 g • 0.16 oz')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ lines: [{ variantId: BALM.variants[0]!.variantId, quantity: 3 }] });
  });

  it('is the not-found page for an unknown handle', async () => {
    mockFetch((call) => (call.url.startsWith('/api/shop/products/') ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } : { status: 200, body: { data: null } }));
    renderShop(<ProductPage handle="no-such-thing" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the cart page', () => {
  it('shows lines, totals in words where there is no amount, and a code’s reason under the field', async () => {
    const withCode: StorefrontCart = {
      ...CART,
      discountCodes: [{ code: 'FREETRIAL', applicable: false, amountCents: 0, reason: 'This promotion code applies to prescription treatment only.' }],
    };
    const { apiCalls } = mockFetch((call) => (call.method === 'PUT' ? { status: 200, body: { data: withCode } } : { status: 200, body: { data: { ...CART, shippingCents: 0, totalCents: 1500 } } }));
    renderShop(<CartPage />);
    expect(await screen.findByText('1 of 10 lines')).toBeTruthy();
    expect(screen.getByText('Calculated at checkout')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe('/shop/checkout');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'FREETRIAL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const reason = await screen.findByText('This promotion code applies to prescription treatment only.');
    expect(screen.getByLabelText('Discount code').getAttribute('aria-describedby')).toBe(reason.id);
    expect(apiCalls().find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/shop/carts/cart-1/discount-codes', body: { discountCodes: ['FREETRIAL'] } });
    expect(screen.getByRole('button', { name: 'Remove code' })).toBeTruthy();
  });

  it('changes a quantity and removes a line through the server, and says when the cart is empty', async () => {
    const { apiCalls } = mockFetch((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: { data: { ...CART, lines: [{ ...LINE, quantity: 2, lineCents: 3000 }], subtotalCents: 3000 } } }
        : call.method === 'DELETE'
          ? { status: 200, body: { data: { ...CART, lines: [], subtotalCents: 0 } } }
          : { status: 200, body: { data: CART } },
    );
    renderShop(<CartPage />);
    fireEvent.change(await screen.findByLabelText('Quantity of Tinted Lip Balm, Nude'), { target: { value: '2' } });
    expect(await screen.findByText('$30.00', { selector: '.shop-line__amount' })).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/shop/carts/cart-1/lines/line-1', body: { quantity: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tinted Lip Balm, Nude' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});
