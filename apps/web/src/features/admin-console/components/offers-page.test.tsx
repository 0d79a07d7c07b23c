import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminBrandSelling, ProductSelectionData } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { AGENCY_BRAND, MAIN_BRAND, MAIN_SETTINGS } from '../../../testing/admin-offers-fixtures';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { selectionData } from '../../../testing/selection-fixtures';
import { OffersPage } from './offers-page';

// The admin console's offers and flags (ADR 163): one brand's settings at a time, checked by the
// domain's rules before anything is sent, previewed as a new patient would see them with the
// patient's own order summary, saved whole with a reason, the server's refusal under its field,
// and a failed load tried again.

const TEXT = STAFF_MESSAGES.adminOffers;
const REASON = 'Reason for this change';
const TRIAL_HANDLING = 'Handling of a trial';
const SAVE_HEADING = 'Save the offers of Teleskin';
const listed = { status: 200, body: { data: { brands: [MAIN_BRAND, AGENCY_BRAND] } } };
const PREVIEW: ProductSelectionData = selectionData({
  introOffer: {
    id: 'thirty-day-trial',
    priceNote: '(1 month FREE!)',
    footnote: '*Cancel anytime.',
  },
  giftWithPurchaseData: {
    name: 'Travel pouch',
    image: { name: 'pouch', url: '/pouch.svg', alt: '' },
  },
});

/** The order summary the app gives the page: here a stand-in that shows what it was given. */
function SummaryStandIn({ selection }: { selection: ProductSelectionData }) {
  return <aside aria-label="Your order">{`Total ${formatUsd(selection.totals.total)}`}</aside>;
}

/** The list, and `answer` to every other call. */
const mockOffers = (
  answer: (call: RecordedCall) => { status: number; body: unknown } = () => listed,
) => mockFetch((call) => (call.method === 'GET' ? listed : answer(call)));
const sentOf = (fetches: ReturnType<typeof mockFetch>, method: string) =>
  fetches.apiCalls().filter((call) => call.method === method);
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]![0], code: 'VALIDATION_FAILED', errors },
});

async function openPage() {
  await act(async () => {
    render(
      <MemoryRouter>
        <OffersPage OrderSummary={SummaryStandIn} />
      </MemoryRouter>,
    );
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

/** Opens the save dialog and sends it with a reason. */
async function saveWithReason() {
  fireEvent.click(screen.getByRole('button', { name: TEXT.save }));
  const dialog = within(screen.getByRole('dialog', { name: SAVE_HEADING }));
  fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Winter offer' } });
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: TEXT.save }));
  });
  return dialog;
}

describe('OffersPage', () => {
  it("shows the first brand's settings, said as released", async () => {
    mockOffers();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    expect(input(TEXT.brand).value).toBe('1');
    expect(screen.getByText(TEXT.asReleased)).toBeTruthy();
    const offer = within(screen.getByRole('group', { name: TEXT.offer }));
    expect(offer.getAllByRole('radio')).toHaveLength(3);
    expect(
      (offer.getByLabelText(TEXT.offers['thirty-day-trial']!) as HTMLInputElement).checked,
    ).toBe(true);
    const flags = within(screen.getByRole('group', { name: TEXT.flags }));
    expect(flags.getAllByRole('checkbox')).toHaveLength(9);
    expect(input(TEXT.flagNames.multiRxRecommendations!).checked).toBe(true);
    expect(input(TEXT.flagNames.isSkinnyTrial!).checked).toBe(false);
    expect(input(TEXT.hydroPlus).checked).toBe(false);
    expect(input(TEXT.priceSummaryHeaderText).value).toBe('');
    expect(input(TEXT.yourRoutineEssentialsCopy).value).toBe('Your routine essentials');
    expect(input(TRIAL_HANDLING).value).toBe('4.95');
    expect(input('Shipping of an order').value).toBe('5.95');
    expect(
      within(screen.getByRole('group', { name: TEXT.fees })).getAllByRole('textbox'),
    ).toHaveLength(9);
    expect(input(TEXT.gift).value).toBe('');
    expect(input(TEXT.hairPromotionCode).value).toBe('');
  });

  it('shows another brand when it is chosen, with its last change', async () => {
    mockOffers();
    await openPage();
    const brand = screen.getByLabelText(TEXT.brand);
    expect(brand.textContent).toBe('TeleskinMarlow & Finch');
    fireEvent.change(brand, { target: { value: '2' } });
    expect(screen.getByText(/^Last changed .*2026.*: Spring offer$/)).toBeTruthy();
    expect(input(TEXT.offers['two-month-half-off']!).checked).toBe(true);
    expect(input(TEXT.flagNames.agencyMultiRx!).checked).toBe(true);
    expect(input(TEXT.hydroPlus).checked).toBe(true);
    expect(input(TEXT.priceSummaryHeaderText).value).toBe('Your first two months');
    expect(input(TEXT.gift).value).toBe('Travel pouch');
    expect(input(TEXT.hairPromotionCode).value).toBe('HAIR15');
  });

  it('refuses a bad fee in the form, beside its field, without a call', async () => {
    const fetches = mockOffers();
    await openPage();
    type(TRIAL_HANDLING, 'ten');
    fireEvent.click(screen.getByRole('button', { name: TEXT.save }));
    const fee = input(TRIAL_HANDLING);
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(fee.getAttribute('aria-describedby')).toBe(`${fee.id}-error`);
    expect(document.getElementById(`${fee.id}-error`)?.textContent).toBe(TEXT.errors.fee);
    expect(document.activeElement).toBe(fee);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TEXT.preview }));
    expect(sentOf(fetches, 'PUT')).toHaveLength(0);
    expect(sentOf(fetches, 'POST')).toHaveLength(0);
  });

  it("previews the form's settings: the offer, the routine, the gift and the patient's order summary", async () => {
    const fetches = mockOffers(() => ({ status: 200, body: { data: PREVIEW } }));
    await openPage();
    fireEvent.click(input(TEXT.hydroPlus));
    fireEvent.change(screen.getByLabelText(TEXT.previewCategory), { target: { value: 'hair' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.preview }));
    expect(screen.getByText(TEXT.previewLoading)).toBeTruthy();
    const region = within(await screen.findByRole('region', { name: TEXT.previewHeading }));
    const [sent] = sentOf(fetches, 'POST');
    expect(sent!.url).toBe('/api/admin/offers/1/preview');
    expect(sent!.body).toEqual({
      settings: { ...MAIN_SETTINGS, showsFutureProofAsHydroPlus: true },
      category: 'hair',
    });
    expect(region.getByText(TEXT.previewIntro)).toBeTruthy();
    expect(region.getByText('(1 month FREE!)')).toBeTruthy();
    expect(region.getByText('*Cancel anytime.')).toBeTruthy();
    expect(region.getByRole('heading', { level: 3, name: 'Your routine essentials' })).toBeTruthy();
    const routine = region.getByRole('list', { name: TEXT.routine });
    expect(
      within(routine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Custom Formula', 'Cleanser + Moisturizer']);
    expect(region.getByText('Travel pouch')).toBeTruthy();
    expect(region.getByRole('complementary', { name: 'Your order' }).textContent).toBe(
      'Total $16.95',
    );
    expect(screen.queryByText(TEXT.previewStale)).toBeNull();

    type(TEXT.addMoreToYourBoxCopy, 'Add-ons');
    expect(screen.getByText(TEXT.previewStale)).toBeTruthy();
    type(TEXT.addMoreToYourBoxCopy, 'Add more to your box');
    expect(screen.queryByText(TEXT.previewStale)).toBeNull();
  });

  it("says why a preview failed, in the server's words", async () => {
    mockOffers(() => ({
      status: 409,
      body: { message: 'The brand sells no hair treatment.', code: 'CONFLICT' },
    }));
    await openPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.preview }));
    });
    expect(screen.getByRole('alert').textContent).toBe('The brand sells no hair treatment.');
    expect(screen.queryByRole('region', { name: TEXT.previewHeading })).toBeNull();
  });

  it('saves the settings whole with the reason, and says so', async () => {
    const answer: AdminBrandSelling = {
      ...MAIN_BRAND,
      settings: {
        ...MAIN_SETTINGS,
        fees: { ...MAIN_SETTINGS.fees, Trial: { ...MAIN_SETTINGS.fees.Trial, handling: 595 } },
      },
      changedAt: '2026-11-28T10:00:00.000Z',
      reason: 'Winter offer',
    };
    const fetches = mockOffers(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    type(TRIAL_HANDLING, '5.95');
    const save = screen.getByRole('button', { name: TEXT.save });
    // A click focuses the button in a browser, which the dialog gives focus back to.
    save.focus();
    fireEvent.click(save);
    const dialog = within(screen.getByRole('dialog', { name: SAVE_HEADING }));
    expect(
      dialog.getByText(
        'New patients of Teleskin see the change at once. Boxes already paid keep their terms.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: TEXT.save }));
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(sentOf(fetches, 'PUT')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Winter offer' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: TEXT.save }));
    });
    const [sent] = sentOf(fetches, 'PUT');
    expect(sent!.url).toBe('/api/admin/offers/1');
    expect(sent!.body).toEqual({ settings: answer.settings, reason: 'Winter offer' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The offers of Teleskin were saved.').getAttribute('role')).toBe(
      'status',
    );
    expect(screen.getByText(/^Last changed .*2026.*: Winter offer$/)).toBeTruthy();
    expect(input(TRIAL_HANDLING).value).toBe('5.95');
    expect(document.activeElement).toBe(save);
  });

  it("shows the server's refusal of a field beside it, the dialog closed", async () => {
    mockOffers(() => refused({ 'fees.Cart.handling': [TEXT.errors.fee] }));
    await openPage();
    await saveWithReason();
    expect(screen.queryByRole('dialog')).toBeNull();
    const fee = input('Handling of an order');
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${fee.id}-error`)?.textContent).toBe(TEXT.errors.fee);
    expect(document.activeElement).toBe(fee);
    expect(screen.queryByText('The offers of Teleskin were saved.')).toBeNull();
    type('Handling of an order', '1');
    expect(fee.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's word on the reason in the dialog", async () => {
    const refusal = 'Enter a reason of 500 characters or fewer.';
    mockOffers(() => refused({ reason: [refusal] }));
    await openPage();
    const dialog = await saveWithReason();
    const reason = dialog.getByLabelText(REASON);
    expect(screen.getByRole('dialog', { name: SAVE_HEADING })).toBeTruthy();
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(reason);
  });

  it('says the offers could not be loaded and loads them again on request', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown ? { status: 500, body: { message: 'down', code: 'INTERNAL' } } : listed,
    );
    await openPage();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(input(TEXT.brand).value).toBe('1');
    expect(screen.getByRole('group', { name: TEXT.offer })).toBeTruthy();
  });
});
