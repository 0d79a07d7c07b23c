import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShipmentView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { ShipmentsPage } from './shipments-page';

const SHIPPED: ShipmentView = {
  id: 7,
  orderId: 3,
  orderedAt: '2027-03-01T17:00:00.000Z',
  status: 'shipped',
  lines: [
    { name: 'Custom Formula', isRx: true },
    { name: 'Gentle Cleanser', isRx: false },
  ],
  chargedCents: 9408,
  trackingNumber: '9400SIM0000000007',
  shippedAt: '2027-03-03T17:00:00.000Z',
  deliveredAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShipmentsPage', () => {
  it('shows each box with its contents, status in words, tracking number and dates', async () => {
    mockFetch(() => ({ status: 200, body: { data: [SHIPPED, { ...SHIPPED, id: 6, orderId: 2, orderedAt: '2027-01-01T17:00:00.000Z', status: 'pending', trackingNumber: null, shippedAt: null }] } }));
    render(<ShipmentsPage />);
    const box = await screen.findByRole('article', { name: 'Box ordered March 1, 2027' });
    expect(within(box).getByText('Custom Formula')).toBeTruthy();
    expect(within(box).getByText('Shipped', { selector: 'dd' })).toBeTruthy();
    expect(within(box).getByText('9400SIM0000000007')).toBeTruthy();
    expect(within(box).getByText('March 3, 2027')).toBeTruthy();
    expect(within(box).getByText('$94.08')).toBeTruthy();
    const [, pending] = screen.getAllByRole('article');
    expect(within(pending!).getByText('Being prepared')).toBeTruthy();
    expect(within(pending!).getByText('Given when the box ships')).toBeTruthy();
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    let fails = true;
    mockFetch(() => (fails ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { data: [] } }));
    render(<ShipmentsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your shipments could not be loaded.');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no shipments yet/)).toBeTruthy();
  });
});
