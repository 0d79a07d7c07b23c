import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BundleConfig } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { readBundleBag } from '../utils/bundle-bag';
import { BundlePage } from './bundle-page';

const image = { url: '/a.png', altText: 'A bottle' };
const BUNDLE: BundleConfig = {
  offerId: 'thirty-day-trial',
  shippingPrice: 495,
  setProducts: {
    itemIds: [102, 5202],
    products: [
      { itemId: 102, name: 'Custom Formula', isRx: true, price: { final: 0, original: 0 }, image },
      { itemId: 5202, name: 'Cleanser + Moisturizer', isRx: false, price: { final: 1200, original: 1200 }, image },
    ],
  },
  addOnProducts: [
    { id: 55, name: 'Dark Spot Formula', itemIds: [5502], price: { final: 1700, original: 2000 }, volume: '30 mL • 1 fl oz', cadence: 'Ships every 60 days', rating: 4.2, numReviews: 671, carouselImages: [image] },
    { id: 56, name: 'Barrier Balm', itemIds: [5602], price: { final: 1100, original: 1100 }, volume: '50 g', cadence: 'Ships every 60 days', carouselImages: [image] },
  ],
  headerText: '30-day trial box',
};

afterEach(() => window.sessionStorage.clear());

describe('BundlePage', () => {
  it('shows the offer, the set, the add-ons and How it works in 4 steps', () => {
    render(<BundlePage bundle={BUNDLE} initialAddOnItemIds={[]} onCheckOut={() => Promise.resolve()} />);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.bundle.heading })).toBeTruthy();
    expect(screen.getByText('Custom Formula')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('.how-it-works'))).toHaveLength(4);
    expect(screen.getByText('$16.95')).toBeTruthy();
  });

  it('adds and removes an add-on: the total follows, the choice is kept in the tab and announced', () => {
    render(<BundlePage bundle={BUNDLE} initialAddOnItemIds={[]} onCheckOut={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Dark Spot Formula' }));
    expect(screen.getByText('$33.95')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Dark Spot Formula added');
    expect(readBundleBag()).toEqual({ hasViewedBundle: true, selectedAddOnProductItemIds: [5502] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dark Spot Formula' }));
    expect(screen.getByText('$16.95')).toBeTruthy();
    expect(readBundleBag()?.selectedAddOnProductItemIds).toEqual([]);
  });

  it('starts from the kept choice and checks out with it', async () => {
    const onCheckOut = vi.fn(() => Promise.resolve());
    render(<BundlePage bundle={BUNDLE} initialAddOnItemIds={[5602, 9999]} onCheckOut={onCheckOut} />);
    expect(screen.getByRole('button', { name: 'Remove Barrier Balm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check out now' }));
    await waitFor(() => expect(onCheckOut).toHaveBeenCalledWith([5602]));
  });
});
