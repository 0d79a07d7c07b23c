import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSelectionData, SelectionFlags, Visit } from '@app/domain/contracts';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { selectionData } from '../../../testing/selection-fixtures';
import { TEST_BRAND } from '../../../testing/test-brand';
import { ProductSelectionStep } from './product-selection-step';

type Answer = { status: number; body?: unknown };

const DATA_PATH = '/api/patient/product-selection-and-checkout/get-updated-product-selection-data/skin-signup';

function renderStep(data: ProductSelectionData, routes: Record<string, (call: RecordedCall) => Answer> = {}, flow: Visit['flow'] = 'skin-signup') {
  const fetch = mockFetch((call) => {
    const key = `${call.method} ${call.url.split('?')[0]}`;
    if (routes[key]) {
      return routes[key](call);
    }
    if (key === `GET ${DATA_PATH.replace('skin-signup', flow)}`) {
      return { status: 200, body: { data } };
    }
    return { status: 200, body: { data: {} } };
  });
  const onDone = vi.fn(async () => undefined);
  const notify = vi.fn();
  const visit = { uuid: `visit-${Math.random()}`, brand: 1, flow, treatmentCategory: data.treatmentCategory === 'hair' ? 2 : 1 } as Visit;
  render(
    <MemoryRouter>
      <BrandContext value={TEST_BRAND}>
        <ProductSelectionStep visit={visit} onDone={onDone} backPath="/get-started/skin/schedule-consultation?revisit=1" notify={notify} />
      </BrandContext>
    </MemoryRouter>,
  );
  return { fetch, onDone, notify };
}

const withFlags = (flags: Partial<SelectionFlags>, overrides: Partial<ProductSelectionData> = {}) => selectionData(overrides, flags);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('ProductSelectionStep', () => {
  it('greets the patient by first name', async () => {
    renderStep(selectionData());
    expect(await heading("Robin's recommended routine")).toBeTruthy();
  });

  it('says "Your recommended routine" without a first name', async () => {
    renderStep(selectionData({ patient: { firstname: null, lastname: null, introOffer: { id: 'thirty-day-trial' } } }));
    expect(await heading('Your recommended routine')).toBeTruthy();
  });

  it('shows the sections under the brand’s copy, the trial offer’s note and the summary rows', async () => {
    renderStep(selectionData());
    await heading("Robin's recommended routine");
    expect(screen.getByRole('heading', { name: 'Your routine essentials' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add more to your box' })).toBeTruthy();
    expect(screen.getAllByText('(1 month FREE!)').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: '30-day trial box' });
    expect(within(summary).getByText('Mini Custom Formula')).toBeTruthy();
    expect(within(summary).getByText('Handling fee')).toBeTruthy();
    expect(within(summary).getByText('INCLUDED')).toBeTruthy();
    expect(within(summary).getAllByText('$16.95').length).toBeGreaterThan(0);
  });

  it('says the next box comes with estimated tax while products are chosen (the saved box’s figure would be stale)', async () => {
    renderStep(selectionData({ nextBoxTax: 518 }));
    await heading("Robin's recommended routine");
    expect(screen.getByText(/plus estimated tax/)).toBeTruthy();
    expect(screen.queryByText(/\$5\.18/)).toBeNull();
  });

  it('says no tax on the next box where the state has no sales tax', async () => {
    renderStep(selectionData({ nextBoxTax: 0 }));
    await heading("Robin's recommended routine");
    expect(screen.queryByText(/estimated tax/)).toBeNull();
  });

  it('flags: the promo section only with showPromoSection', async () => {
    renderStep(withFlags({ showPromoSection: false }));
    await heading("Robin's recommended routine");
    expect(screen.queryByRole('button', { name: 'Have a promo code?' })).toBeNull();
  });

  it('flags: priceSummaryHeaderText heads the summary; noTaxOnTrials shows the estimated tax instead of the handling fee', async () => {
    renderStep(withFlags({ priceSummaryHeaderText: 'Your first shipment', noTaxOnTrials: true }, { tax: 123 }));
    await heading("Robin's recommended routine");
    const summary = screen.getByRole('region', { name: 'Your first shipment' });
    expect(within(summary).getByText('Sales tax (estimated)')).toBeTruthy();
    expect(within(summary).getByText('$1.23')).toBeTruthy();
    expect(within(summary).queryByText('Handling fee')).toBeNull();
  });

  it('flags: the pre-shipment reminder only with skinPreShipmentNotification; small bottles every 30 days', async () => {
    renderStep(withFlags({ skinPreShipmentNotification: false, agencySmallBottlesInSignUp: true }));
    await heading("Robin's recommended routine");
    expect(screen.queryByText('We’ll remind you before each box ships.')).toBeNull();
    expect(screen.getByText(/small bottles refilled every 30 days for \$44\.95/)).toBeTruthy();
  });

  it('flags: the reminder and the 60-day cadence on the main brand', async () => {
    renderStep(selectionData());
    await heading("Robin's recommended routine");
    expect(screen.getByText('We’ll remind you before each box ships.')).toBeTruthy();
    expect(screen.getByText(/full-size products every 60 days for \$89\.90 \(\$44\.95\/month\)/)).toBeTruthy();
  });

  it('flags: isSkinnyTrial lays the single recommended card out horizontally', async () => {
    const base = selectionData();
    renderStep(withFlags({ isSkinnyTrial: true }, { otcCards: base.otcCards }));
    await heading("Robin's recommended routine");
    const essentials = screen.getByRole('region', { name: 'Your routine essentials' });
    expect(essentials.querySelector('.product-card--horizontal')).not.toBeNull();
  });

  it('marks a single Rx card Required, with no checkbox to take it out', async () => {
    const base = selectionData();
    renderStep(selectionData({ rxCards: [base.rxCards[0]!], cards: base.cards.filter((card) => card.key !== 'future-proof') }));
    await heading("Robin's recommended routine");
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Custom Formula' })).toBeNull();
  });

  it('says why checkout cannot go on when no Rx product is selected', async () => {
    renderStep(selectionData());
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Custom Formula' }));
    const button = screen.getByRole('button', { name: 'Select at least 1 rx product to continue' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a product and confirms a colour with "Product option selected"', async () => {
    const { notify } = renderStep(selectionData());
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'Add Tinted Lip Balm' }));
    expect(screen.getByRole('button', { name: 'Remove Tinted Lip Balm' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Berry' })[0]!);
    expect(notify).toHaveBeenCalledWith({ type: 'success', content: 'Product option selected' });
  });

  it('asks the server for the new box’s figures, again when an answer fails, then stops saying "Updating…"', async () => {
    let refreshes = 0;
    renderStep(selectionData(), {
      [`GET ${DATA_PATH}`]: (call) => {
        if (!call.url.includes('selectedItemIds')) {
          return { status: 200, body: { data: selectionData() } };
        }
        refreshes += 1;
        expect(call.url).toContain('selectedItemIds=102%2C5202%2C6111');
        return refreshes === 1 ? { status: 503, body: {} } : { status: 200, body: { data: selectionData({ tax: 0 }) } };
      },
    });
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'Add Tinted Lip Balm' }));
    expect(screen.getByText('Updating…')).toBeTruthy();
    await waitFor(() => expect(refreshes).toBe(2));
    await waitFor(() => expect(screen.queryByText('Updating…')).toBeNull());
  });

  it('sends the purchase context and the item ids (nothing else) before moving on to checkout', async () => {
    const { fetch, onDone } = renderStep(selectionData());
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'Check out now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const puts = fetch.apiCalls().filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      ['/api/checkout/update-purchase-context', { brand: 1, treatmentCategory: 1, purchaseContext: 'trial' }],
      [
        '/app/patient/payment/subscription-items',
        { brand: 1, treatment_category: 1, items: [{ item_id: 102, quantity: 1 }, { item_id: 5202, quantity: 1 }], deferred_products: [] },
      ],
    ]);
  });

  it('shows each server validation error on its own when checkout is refused, and stays', async () => {
    const { notify, onDone } = renderStep(selectionData(), {
      'PUT /app/patient/payment/subscription-items': () => ({
        status: 422,
        body: { message: 'Two things', code: 'VALIDATION_FAILED', errors: { items: ['First problem.'], brand: ['Second problem.'] } },
      }),
    });
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'Check out now' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify.mock.calls.map(([message]) => message)).toEqual([
      { type: 'critical', content: 'First problem.' },
      { type: 'critical', content: 'Second problem.' },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('applies a code only when the server answers the code as typed', async () => {
    renderStep(selectionData(), {
      'POST /api/patient/promotion-claims': () => ({ status: 200, body: { data: { promotionCode: 'welcome10', promotionId: 1, amountInDollars: 10 } } }),
    });
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promotion code')).toBeTruthy();
  });

  it('says "Failed to remove promotion claim" when the claim cannot be removed', async () => {
    const claim = { code: 'WELCOME10', amount: 1000, promotionCodeId: 7, kind: 'amount' as const };
    renderStep(selectionData({ initialPromotionClaim: claim }), {
      'POST /api/patient/promotion-claims/remove': () => ({ status: 422, body: { message: 'Failed to remove promotion claim', code: 'VALIDATION_FAILED' } }),
    });
    await heading("Robin's recommended routine");
    expect(screen.getByRole('region', { name: '30-day trial box' }).textContent).toContain('-$10.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(await screen.findByText('Failed to remove promotion claim')).toBeTruthy();
  });

  it('applies the offered promotion once by itself on the first view, and marks the view', async () => {
    const claims: RecordedCall[] = [];
    const { fetch } = renderStep(
      selectionData({ hasViewedProductSelectionPage: false, promotion: { id: 7, code: 'WELCOME10', titleText: '$10 off', altText: '$10 off', percentageOffActual: 0 } }),
      { 'POST /api/patient/promotion-claims': (call) => (claims.push(call), { status: 200, body: { data: { promotionCode: 'WELCOME10', promotionId: 7, amountInDollars: 10 } } }) },
    );
    await heading("Robin's recommended routine");
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]!.body).toEqual({ code: 'WELCOME10', brand: 1, treatmentCategory: 1 });
    await waitFor(() => expect(fetch.apiCalls().some((call) => call.url.includes('set-patient-viewed-at/skin-signup'))).toBe(true));
  });

  it('says when the routine cannot be loaded, and tries again', async () => {
    let loads = 0;
    renderStep(selectionData(), {
      [`GET ${DATA_PATH}`]: () => (loads += 1) === 1 ? { status: 503, body: {} } : { status: 200, body: { data: selectionData() } },
    });
    expect(await screen.findByText('We couldn’t load your routine. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading("Robin's recommended routine")).toBeTruthy();
  });

  it('opens the product modal from the card name and closes it with Done', async () => {
    renderStep(selectionData());
    await heading("Robin's recommended routine");
    fireEvent.click(screen.getByRole('button', { name: 'See details of Cleanser + Moisturizer' }));
    const dialog = screen.getByRole('dialog', { name: 'Cleanser + Moisturizer' });
    expect(within(dialog).getByText('Why it is special.')).toBeTruthy();
    expect(within(dialog).getByText(/Ratings are averaged/)).toBeTruthy();
  });

  it('hair: "Made for" tags, and in the new-treatment hair flow "Made to treat:" with the fetched list', async () => {
    const hairCard = { ...selectionData().rxCards[0]!, key: 'hair-formula', name: 'Hair Formula', category: 'hair' as const, trialSizeItemId: undefined, fullSizeItemId: 4102, madeFor: ['Regrowth', 'New growth'] };
    const hair = selectionData({
      flow: 'new-treatment-hair',
      treatmentCategory: 'hair',
      checkoutMode: 'Subscription',
      rxCards: [hairCard],
      otcCards: [],
      cards: [hairCard],
      prices: { trialSizeItemPrices: {}, oneTimeItemPrices: {}, fullSizeItemPrices: { 4102: { originalAmount: 4990, adjustmentAmount: 0, finalAmount: 4990 } } },
      initialSelectedItemIds: [4102],
    });
    renderStep(hair, { 'GET /api/data-gateway/surveys/hair-data/get/whatChanges': () => ({ status: 200, body: { data: { whatChanges: [{ formattedName: 'Thinning at the crown' }] } } }) }, 'new-treatment-hair');
    expect(await screen.findByRole('heading', { level: 3, name: /Hair Formula Rx for hair growth/ })).toBeTruthy();
    expect(await screen.findByText('Made to treat:')).toBeTruthy();
    expect(screen.getByText('Thinning at the crown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Have a promo code?' })).toBeNull();
  });
});
