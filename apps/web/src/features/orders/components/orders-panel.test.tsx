import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { OrdersPanel } from './orders-panel';

const SHOP_ORDER: OrderView = {
  id: 12,
  kind: 'cart',
  status: 'paid',
  createdAt: '2027-03-01T17:00:00.000Z',
  isShopOrder: true,
  lines: [
    { itemId: 40, name: 'Barrier Balm', isRx: false, isFullSize: true, quantity: 2, originalCents: 2400, finalCents: 2400 },
    { itemId: 41, name: 'Day Primer', isRx: false, isFullSize: true, quantity: 1, originalCents: 1800, finalCents: 1620 },
  ],
  invoice: { id: 30, totalCents: 5212, discountCents: 180, creditCents: 0, taxCents: 392, lines: [] },
};
const TRIAL_ORDER: OrderView = {
  ...SHOP_ORDER,
  id: 3,
  kind: 'trial',
  createdAt: '2027-01-15T17:00:00.000Z',
  isShopOrder: false,
  lines: [{ itemId: 1, name: 'Custom Formula', isRx: true, isFullSize: false, quantity: 1, originalCents: 0, finalCents: 0 }],
  invoice: { id: 4, totalCents: 495, discountCents: 0, creditCents: 0, taxCents: 0, lines: [] },
};

const show = () =>
  render(
    <MemoryRouter>
      <OrdersPanel />
    </MemoryRouter>,
  );
const panel = () => screen.findByRole('region', { name: 'Your orders' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrdersPanel', () => {
  it('shows each order with its date, what it held with quantities, its total, and Shop again for a shop order', async () => {
    mockFetch(() => ({ status: 200, body: { data: [SHOP_ORDER, TRIAL_ORDER] } }));
    show();
    const [shop, trial] = await within(await panel()).findAllByRole('article');
    expect(within(shop!).getByRole('heading', { level: 3 }).textContent).toBe('Shop order');
    expect(within(shop!).getByText('Ordered March 1, 2027')).toBeTruthy();
    expect(within(shop!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Barrier Balm × 2', 'Day Primer']);
    expect(within(shop!).getByText('$52.12')).toBeTruthy();
    expect(within(shop!).getByRole('link', { name: 'Shop again' }).getAttribute('href')).toBe('/shop');

    expect(within(trial!).getByRole('heading', { level: 3 }).textContent).toBe('Trial box');
    expect(within(trial!).getByText('Ordered January 15, 2027')).toBeTruthy();
    expect(within(trial!).getByText('Custom Formula')).toBeTruthy();
    expect(within(trial!).getByText('$4.95')).toBeTruthy();
    expect(within(trial!).queryByRole('link', { name: 'Shop again' })).toBeNull();

    expect(screen.getByRole('link', { name: 'Track your parcels' }).getAttribute('href')).toBe('/dashboard/shipments');
  });

  it('shows the five latest orders in the order the server sends them, newest first', async () => {
    const orders = Array.from({ length: 7 }, (_, index) => ({ ...SHOP_ORDER, id: 100 - index, lines: [{ ...SHOP_ORDER.lines[0]!, name: `Product ${index + 1}`, quantity: 1 }] }));
    mockFetch(() => ({ status: 200, body: { data: orders } }));
    show();
    const shown = await within(await panel()).findAllByRole('article');
    expect(shown.map((order) => within(order).getByRole('listitem').textContent)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']);
  });

  it('says a voided order was not charged, and leaves out a total it has no invoice for', async () => {
    mockFetch(() => ({ status: 200, body: { data: [{ ...SHOP_ORDER, status: 'voided', invoice: null }] } }));
    show();
    const order = await within(await panel()).findByRole('article');
    expect(within(order).getByText('Canceled: you were not charged')).toBeTruthy();
    expect(within(order).queryByText('Total')).toBeNull();
  });

  it('shows no panel at all when the patient has no orders', async () => {
    const fetched = mockFetch(() => ({ status: 200, body: { data: [] } }));
    const { container } = show();
    // While loading, the panel says so, as the dashboard's other panels do.
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    await waitFor(() => expect(fetched.apiCalls().map((call) => call.url)).toEqual(['/api/patient/orders']));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('says when the orders could not be loaded, and loads them again on Try again', async () => {
    let fails = true;
    mockFetch(() => (fails ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { data: [SHOP_ORDER] } }));
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your orders.');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Barrier Balm × 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
