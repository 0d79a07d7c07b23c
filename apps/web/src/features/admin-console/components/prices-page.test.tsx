import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminPrice, AdminPrices } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { PricesPage } from './prices-page';

// The admin console's prices (ADR 160): one brand's products at a time with their price now and
// the prices to come, a new price from a date with a reason, and a failed load tried again.

const TEXT = STAFF_MESSAGES.adminPrices;
const FORM = STAFF_MESSAGES.adminPriceForm;
const REASON = 'Reason for this change';
const CUSTOM: AdminPrice = {
  brandId: 1,
  brandName: 'Teleskin',
  itemId: 11,
  productName: 'Custom Formula',
  catalogueCents: 4990,
  currentCents: 4990,
  scheduled: [],
};
const HAIR: AdminPrice = {
  ...CUSTOM,
  itemId: 21,
  productName: 'Hair Formula',
  catalogueCents: 5900,
  currentCents: 5900,
  scheduled: [
    {
      id: 3,
      priceCents: 6200,
      effectiveOn: '2026-12-15',
      reason: 'Supplier cost',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};
const MARLOW: AdminPrice = {
  ...CUSTOM,
  brandId: 2,
  brandName: 'Marlow & Finch',
  currentCents: 5490,
};
const LIST: AdminPrices = { prices: [CUSTOM, HAIR, MARLOW], earliestDate: '2026-12-01' };
const listed = (prices: AdminPrices) => ({ status: 200, body: { data: prices } });

async function openPage() {
  await act(async () => {
    render(
      <MemoryRouter>
        <PricesPage />
      </MemoryRouter>,
    );
  });
}

/** Each body row's header and cells as text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

/** Opens a product's price dialog. */
async function openDialog(product: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Change price of ${product}` }));
  return within(screen.getByRole('dialog', { name: `New price of ${product}` }));
}

/** Types a price, a date and a reason into the dialog. */
function fill(dialog: ReturnType<typeof within>, values: { price: string; date: string }) {
  fireEvent.change(dialog.getByLabelText(FORM.priceCents), { target: { value: values.price } });
  fireEvent.change(dialog.getByLabelText(FORM.effectiveOn), { target: { value: values.date } });
  fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Supplier cost' } });
}

describe('PricesPage', () => {
  it("lists the first brand's products with their price now and the prices to come", async () => {
    mockFetch(() => listed(LIST));
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prices' })).toBeTruthy();
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('1');
    const table = screen.getByRole('table', { name: 'Prices of Teleskin' });
    expect(rowsOf(table)).toEqual([
      ['Custom Formula', '$49.90', 'None', 'Change'],
      ['Hair Formula', '$59.00', '$62.00 from Dec 15, 2026', 'Change'],
    ]);
    expect(screen.getByRole('button', { name: 'Change price of Custom Formula' })).toBeTruthy();
  });

  it('shows another brand when it is chosen', async () => {
    mockFetch(() => listed(LIST));
    await openPage();
    const brand = screen.getByLabelText(TEXT.brandFilter);
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Teleskin', 'Marlow & Finch']);
    fireEvent.change(brand, { target: { value: '2' } });
    const table = screen.getByRole('table', { name: 'Prices of Marlow & Finch' });
    expect(rowsOf(table)).toEqual([['Custom Formula', '$54.90', 'None', 'Change']]);
    expect(screen.queryByRole('table', { name: 'Prices of Teleskin' })).toBeNull();
  });

  it('says so while loading, and when there is no product', async () => {
    mockFetch(() => listed({ prices: [], earliestDate: '2026-12-01' }));
    render(
      <MemoryRouter>
        <PricesPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText(TEXT.brandFilter)).toBeNull();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown ? { status: 500, body: { message: 'down', code: 'INTERNAL' } } : listed(LIST),
    );
    await openPage();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(await screen.findByRole('table', { name: 'Prices of Teleskin' })).toBeTruthy();
  });

  it('schedules a price: the form checks it first, then the new price shows as coming', async () => {
    const scheduled = {
      ...CUSTOM,
      scheduled: [
        {
          id: 9,
          priceCents: 5200,
          effectiveOn: '2026-12-20',
          reason: 'Supplier cost',
          createdAt: '2026-11-28T10:00:00.000Z',
        },
      ],
    };
    const fetches = mockFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { data: scheduled } } : listed(LIST),
    );
    await openPage();
    const dialog = await openDialog('Custom Formula');
    expect(dialog.getByText('Price now: $49.90')).toBeTruthy();
    const date = dialog.getByLabelText('From') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe('2026-12-01');
    fireEvent.change(dialog.getByLabelText('New price in dollars'), { target: { value: '5.999' } });
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule price' }));
    expect(dialog.getByText(FORM.errors.priceCents)).toBeTruthy();
    expect(dialog.getByText('Enter a date from Dec 1, 2026 on.')).toBeTruthy();
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(fetches.apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    fill(dialog, { price: '52', date: '2026-12-20' });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Schedule price' }));
    });
    const [sent] = fetches.apiCalls().filter((call) => call.method === 'POST');
    expect(sent!.url).toBe('/api/admin/prices');
    expect(sent!.body).toEqual({
      brandId: 1,
      itemId: 11,
      priceCents: 5200,
      effectiveOn: '2026-12-20',
      reason: 'Supplier cost',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Custom Formula costs $52.00 from Dec 20, 2026.',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Prices of Teleskin' }))[0]).toEqual([
      'Custom Formula',
      '$49.90',
      '$52.00 from Dec 20, 2026',
      'Change',
    ]);
  });

  it("shows the server's refusal under its field and keeps the dialog open", async () => {
    const refusal = 'Enter a date from 2026-12-02 on.';
    mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Please check the form.',
              code: 'VALIDATION_FAILED',
              errors: { effectiveOn: [refusal] },
            },
          }
        : listed(LIST),
    );
    await openPage();
    const dialog = await openDialog('Hair Formula');
    fill(dialog, { price: '61.50', date: '2026-12-01' });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Schedule price' }));
    });
    const date = dialog.getByLabelText('From');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toContain(`${date.id}-error`);
    expect(document.getElementById(`${date.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(date);
    expect(screen.getByRole('dialog', { name: 'New price of Hair Formula' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
