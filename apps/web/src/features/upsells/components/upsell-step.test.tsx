import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpsellView, Visit } from '@app/domain/contracts';
import type { UpsellOfferId } from '@app/domain/upsells';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { UpsellStep } from './upsell-step';

const DETAILS = {
  title: 'Deep Cleanse',
  titleIsRx: true,
  image: { name: 'deep-cleanse', url: '/assets/products/deep-cleanse.svg', alt: 'A green tube' },
  volume: '120 mL • 4 fl oz',
  tagline: 'A prescription wash.',
  description: 'A foaming face wash.',
  whyItIsSpecial: 'It works fast.',
  howToUse: 'Once or twice a day.',
  featuredIngredients: [{ name: 'Zinc pyrithione', description: 'A cleansing ingredient.' }],
  fullIngredients: 'Water, glycerin.',
};

const view = (offer: UpsellOfferId, overrides: Partial<UpsellView> = {}): UpsellView => ({
  offer,
  code: offer === 'body-cleanse' ? 'BODY_CLEANSE_UPSELL' : 'MILD_ACNE_MULTI_RX_UPSELL',
  productName: offer === 'body-cleanse' ? 'Body Cleanse' : 'Deep Cleanse',
  details: DETAILS,
  todayCents: offer === 'body-cleanse' ? 1400 : 0,
  listCents: offer === 'body-cleanse' ? 2995 : 0,
  laterCents: offer === 'body-cleanse' ? 1955 : 2000,
  everyDays: 60,
  decision: null,
  ...overrides,
});

type Answer = { status: number; body?: unknown };

function renderStep(offer: UpsellOfferId, upsells: UpsellView[], post: (call: RecordedCall) => Answer = () => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } })) {
  const fetch = mockFetch((call) => (call.method === 'GET' ? { status: 200, body: { data: { upsells } } } : post(call)));
  const onDone = vi.fn(async () => undefined);
  const notify = vi.fn();
  render(
    <MemoryRouter>
      <BrandContext value={TEST_BRAND}>
        <UpsellStep visit={{ uuid: 'visit-1', flow: 'skin-signup' } as Visit} onDone={onDone} backPath="/get-started/skin/product-selection" offer={offer} notify={notify} />
      </BrandContext>
    </MemoryRouter>,
  );
  return { fetch, onDone, notify };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UpsellStep', () => {
  it('shows Body Cleanse at $14 with its later price; Skip posts the answer and moves on at once', async () => {
    const { fetch, onDone, notify } = renderStep('body-cleanse', [view('body-cleanse')], () => ({ status: 200, body: { data: { offer: 'body-cleanse', decision: 'declined', notice: null } } }));
    await screen.findByRole('heading', { name: 'Add Rx Body Cleanse to your box' });
    expect(screen.getByText('$14 today for a 30-day supply (regularly $29.95), then $19.55 more with each box after that.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ offer: 'body-cleanse', decision: 'declined' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('accepting shows the notice for 2 seconds before moving on', async () => {
    const { onDone, notify } = renderStep('deep-cleanse', [view('deep-cleanse')], () => ({
      status: 200,
      body: { data: { offer: 'deep-cleanse', decision: 'accepted', notice: 'Deep Cleanse was added to your box.' } },
    }));
    await screen.findByRole('heading', { name: 'Keep mild breakouts in check with Rx Deep Cleanse' });
    expect(screen.getByText('Free with your trial, then $10 more per month after your trial ends.')).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade for free' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', content: 'Deep Cleanse was added to your box.' }, { durationMs: 2000 }));
    expect(onDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('a failed answer says "A server error occurred. Please try again." and stays', async () => {
    const { onDone, notify } = renderStep('deep-cleanse', [view('deep-cleanse')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade for free' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', content: 'A server error occurred. Please try again.' }));
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Upgrade for free' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Body Cleanse shows the server’s message, else its fallback', async () => {
    const { notify } = renderStep('body-cleanse', [view('body-cleanse')], () => ({ status: 422, body: { message: 'This offer is not available for your box.', code: 'VALIDATION_FAILED' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add for $14' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', content: 'This offer is not available for your box.' }));
  });

  it('opens the ingredients with "See product ingredients & more" and closes them with Done', async () => {
    renderStep('deep-cleanse', [view('deep-cleanse')]);
    fireEvent.click(await screen.findByRole('button', { name: 'See product ingredients & more' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Zinc pyrithione')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Zinc pyrithione')).toBeNull());
  });

  it('moves straight on when the offer is not made', async () => {
    const gone = renderStep('deep-cleanse', []);
    await waitFor(() => expect(gone.onDone).toHaveBeenCalled());
    expect(gone.fetch.apiCalls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('passes a variant this page does not know over as skipped', async () => {
    const unknown = renderStep('deep-cleanse', [view('deep-cleanse', { code: 'SOMETHING_NEW' })], () => ({ status: 200, body: { data: { offer: 'deep-cleanse', decision: 'declined', notice: null } } }));
    await waitFor(() => expect(unknown.onDone).toHaveBeenCalled());
    expect(unknown.fetch.apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ offer: 'deep-cleanse', decision: 'declined' });
    expect(screen.queryByRole('button', { name: 'Upgrade for free' })).toBeNull();
  });
});
