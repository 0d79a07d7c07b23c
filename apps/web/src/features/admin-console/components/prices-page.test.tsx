import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminPrice, AdminPrices } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { tableRowsText } from '../../../testing/table-rows';
import { PricesPage } from './prices-page';

// The admin console's prices (ADRs 160, 161): one brand's products at a time with their price now
// and the prices to come, a new price from a date with a reason, an over-the-counter product's new
// sales paused and resumed with a reason, and a failed load tried again.

const TEXT = STAFF_MESSAGES.adminPrices;
const FORM = STAFF_MESSAGES.adminPriceForm;
const SALES = STAFF_MESSAGES.adminProductSales;
/** The row buttons' names, and the dialogs' they open. */
const pauseOf = (product: string) => fillTemplate(TEXT.pauseSalesOf, { product });
const resumeOf = (product: string) => fillTemplate(TEXT.resumeSalesOf, { product });
const pauseHeading = (product: string) => fillTemplate(SALES.pauseHeading, { product });
const resumeHeading = (product: string) => fillTemplate(SALES.resumeHeading, { product });
const REASON = 'Reason for this change';
const CUSTOM: AdminPrice = {
  brandId: 1,
  brandName: 'Teleskin',
  itemId: 11,
  priceKind: 'full-size',
  productName: 'Custom Formula',
  catalogueCents: 4990,
  currentCents: 4990,
  scheduled: [],
  productKey: null,
  salesName: 'Custom Formula',
  salesPausedAt: null,
};
const HAIR: AdminPrice = {
  ...CUSTOM,
  itemId: 21,
  productName: 'Hair Formula',
  salesName: 'Hair Formula',
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
const PAUSED_AT = '2026-11-25T09:00:00.000Z';
const EYE: AdminPrice = {
  ...CUSTOM,
  itemId: 5802,
  productName: 'Eye Formula',
  salesName: 'Eye Formula',
  catalogueCents: 3000,
  currentCents: 3000,
  productKey: 'eye-formula',
};
/** A product with options, one row each, paused as a whole. */
const BALMS: AdminPrice[] = ['Sheer Rose', 'Berry'].map((option, index) => ({
  ...CUSTOM,
  itemId: 6111 + index,
  productName: `Tinted Lip Balm (${option})`,
  salesName: 'Tinted Lip Balm',
  catalogueCents: 1600,
  currentCents: 1600,
  productKey: 'lip-balm',
  salesPausedAt: PAUSED_AT,
}));
/** The agency's balm, on sale: a pause of the main brand's leaves it alone. */
const MARLOW_BALM: AdminPrice = {
  ...BALMS[0]!,
  brandId: 2,
  brandName: 'Marlow & Finch',
  salesPausedAt: null,
};
const SALES_LIST: AdminPrices = {
  prices: [CUSTOM, EYE, ...BALMS, MARLOW_BALM],
  earliestDate: '2026-12-01',
};
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
const rowsOf = tableRowsText;

/** Opens a product's price dialog. */
async function openDialog(product: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Change price of ${product}` }));
  return within(screen.getByRole('dialog', { name: `New price of ${product}` }));
}

/** The list with every product option, and `answer` to a pause or resume. */
const mockSales = (answer: { status: number; body: unknown }) =>
  mockFetch((call) => (call.method === 'POST' ? answer : listed(SALES_LIST)));
const salesAnswer = (productKey: string, salesPausedAt: string | null) => ({
  status: 200,
  body: { data: { brandId: 1, productKey, salesPausedAt } },
});
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]![0], code: 'VALIDATION_FAILED', errors },
});

/** Opens the pause or resume dialog of a product by its button's name. */
async function openSalesDialog(name: string, heading: string) {
  const [button] = await screen.findAllByRole('button', { name });
  // A click focuses the button in a browser, which the dialog gives focus back to.
  button!.focus();
  fireEvent.click(button!);
  return within(screen.getByRole('dialog', { name: heading }));
}

/** Sends the open pause or resume dialog with a reason. */
async function sendSales(dialog: ReturnType<typeof within>, submit: string) {
  fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Supplier recall' } });
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: submit }));
  });
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
      priceKind: 'full-size',
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

  it('changes a one-time price on its own row, though the item has a full size too (ADR 165)', async () => {
    const once: AdminPrice = {
      ...CUSTOM,
      priceKind: 'one-time',
      productName: 'Custom Formula (one time)',
      catalogueCents: 6490,
      currentCents: 6490,
    };
    const scheduled = {
      ...once,
      scheduled: [
        {
          id: 9,
          priceCents: 5990,
          effectiveOn: '2026-12-20',
          reason: 'Supplier cost',
          createdAt: '2026-11-28T10:00:00.000Z',
        },
      ],
    };
    const fetches = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: scheduled } }
        : listed({ prices: [CUSTOM, once], earliestDate: '2026-12-01' }),
    );
    await openPage();
    const dialog = await openDialog('Custom Formula (one time)');
    expect(dialog.getByText(FORM.introAtCheckout)).toBeTruthy();
    expect(dialog.getByText('Price now: $64.90')).toBeTruthy();
    fill(dialog, { price: '59.90', date: '2026-12-20' });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Schedule price' }));
    });
    const [sent] = fetches.apiCalls().filter((call) => call.method === 'POST');
    expect(sent!.body).toMatchObject({ itemId: 11, priceKind: 'one-time', priceCents: 5990 });
    expect(rowsOf(screen.getByRole('table', { name: 'Prices of Teleskin' }))).toEqual([
      ['Custom Formula', '$49.90', 'None', 'Change'],
      ['Custom Formula (one time)', '$64.90', '$59.90 from Dec 20, 2026', 'Change'],
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

  it('shows the pause or resume of new sales, and the paused tag, on over-the-counter rows only', async () => {
    mockFetch(() => listed(SALES_LIST));
    await openPage();
    const table = screen.getByRole('table', { name: 'Prices of Teleskin' });
    expect(rowsOf(table)).toEqual([
      ['Custom Formula', '$49.90', 'None', 'Change'],
      ['Eye Formula', '$30.00', 'None', 'ChangePause sales'],
      ['Tinted Lip Balm (Sheer Rose) New sales paused', '$16.00', 'None', 'ChangeResume sales'],
      ['Tinted Lip Balm (Berry) New sales paused', '$16.00', 'None', 'ChangeResume sales'],
    ]);
    const custom = within(within(table).getAllByRole('row')[1]!);
    expect(
      custom.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Change price of Custom Formula']);
    expect(custom.queryByText(TEXT.salesPaused)).toBeNull();
    expect(screen.getByRole('button', { name: pauseOf('Eye Formula') }).textContent).toBe(
      TEXT.pauseSales,
    );
    // The product's name without the option: one pause takes every option.
    expect(screen.getAllByRole('button', { name: resumeOf('Tinted Lip Balm') })).toHaveLength(2);
    expect(screen.getAllByText(TEXT.salesPaused)).toHaveLength(2);
  });

  it("shows a paused product's trial-size row paused, its pause on the full-size row alone", async () => {
    const paused = { ...EYE, salesPausedAt: PAUSED_AT };
    const trial: AdminPrice = {
      ...paused,
      itemId: 5801,
      priceKind: 'trial-size',
      productName: 'Eye Formula (trial size)',
      catalogueCents: 0,
      currentCents: 0,
    };
    mockFetch(() => listed({ prices: [paused, trial], earliestDate: '2026-12-01' }));
    await openPage();
    expect(rowsOf(screen.getByRole('table', { name: 'Prices of Teleskin' }))).toEqual([
      ['Eye Formula New sales paused', '$30.00', 'None', 'ChangeResume sales'],
      ['Eye Formula (trial size) New sales paused', '$0.00', 'None', 'Change'],
    ]);
    expect(screen.getAllByRole('button', { name: resumeOf('Eye Formula') })).toHaveLength(1);
  });

  it('pauses a product with a reason: the dialog asks for it first, then the row shows it paused', async () => {
    const fetches = mockSales(salesAnswer('eye-formula', PAUSED_AT));
    await openPage();
    const opener = screen.getByRole('button', { name: pauseOf('Eye Formula') });
    const dialog = await openSalesDialog(pauseOf('Eye Formula'), pauseHeading('Eye Formula'));
    expect(dialog.getByText(SALES.pauseIntro)).toBeTruthy();
    const reason = dialog.getByLabelText(REASON);
    expect(document.activeElement).toBe(reason);
    fireEvent.click(dialog.getByRole('button', { name: SALES.pauseSubmit }));
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(fetches.apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await sendSales(dialog, SALES.pauseSubmit);
    const [sent] = fetches.apiCalls().filter((call) => call.method === 'POST');
    expect(sent!.url).toBe('/api/admin/product-sales');
    expect(sent!.body).toEqual({
      brandId: 1,
      productKey: 'eye-formula',
      onSale: false,
      reason: 'Supplier recall',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('New sales of Eye Formula are paused.');
    const row = rowsOf(screen.getByRole('table', { name: 'Prices of Teleskin' }))[1];
    expect(row).toEqual(['Eye Formula New sales paused', '$30.00', 'None', 'ChangeResume sales']);
    // Focus is back on the row's button, which now resumes.
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-label')).toBe(resumeOf('Eye Formula'));
  });

  it("resumes every option of a product, and only the brand's", async () => {
    const fetches = mockSales(salesAnswer('lip-balm', null));
    await openPage();
    const dialog = await openSalesDialog(
      resumeOf('Tinted Lip Balm'),
      resumeHeading('Tinted Lip Balm'),
    );
    expect(dialog.getByText(SALES.resumeIntro)).toBeTruthy();
    await sendSales(dialog, SALES.resumeSubmit);
    expect(fetches.apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      brandId: 1,
      productKey: 'lip-balm',
      onSale: true,
      reason: 'Supplier recall',
    });
    expect(screen.getByRole('status').textContent).toBe('Tinted Lip Balm is on sale again.');
    expect(screen.queryByText(TEXT.salesPaused)).toBeNull();
    expect(screen.getAllByRole('button', { name: pauseOf('Tinted Lip Balm') })).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(TEXT.brandFilter), { target: { value: '2' } });
    expect(rowsOf(screen.getByRole('table', { name: 'Prices of Marlow & Finch' }))).toEqual([
      ['Tinted Lip Balm (Sheer Rose)', '$16.00', 'None', 'ChangePause sales'],
    ]);
  });

  it("shows the server's refusal of a pause in the dialog and keeps it open", async () => {
    const refusal = SALES.errors.productKey;
    mockSales(refused({ productKey: [refusal] }));
    await openPage();
    const dialog = await openSalesDialog(pauseOf('Eye Formula'), pauseHeading('Eye Formula'));
    await sendSales(dialog, SALES.pauseSubmit);
    expect(dialog.getByRole('alert').textContent).toContain(refusal);
    expect(screen.getByRole('dialog', { name: pauseHeading('Eye Formula') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(rowsOf(screen.getByRole('table', { name: 'Prices of Teleskin' }))[1]![0]).toBe(
      'Eye Formula',
    );
  });

  it("shows the server's word on the reason under its field", async () => {
    const refusal = 'Enter a reason of 500 characters or fewer.';
    mockSales(refused({ reason: [refusal] }));
    await openPage();
    const dialog = await openSalesDialog(
      resumeOf('Tinted Lip Balm'),
      resumeHeading('Tinted Lip Balm'),
    );
    await sendSales(dialog, SALES.resumeSubmit);
    const reason = dialog.getByLabelText(REASON);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(reason);
  });
});
