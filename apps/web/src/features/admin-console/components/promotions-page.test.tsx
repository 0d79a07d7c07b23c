import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { PromotionsPage } from './promotions-page';

// The admin console's promotions (ADR 158): each code's offer, treatment, window, claims and status,
// and a failed load that can be tried again.

const TEXT = STAFF_MESSAGES.adminPromotions;
const FORM = STAFF_MESSAGES.adminPromotionForm;
const HAIR15: AdminPromotion = {
  id: 2,
  brandId: 1,
  brandName: 'Teleskin',
  code: 'HAIR15',
  titleText: '$15 off',
  altText: '$15 off your hair treatment',
  kind: 'amount',
  amountCents: 1500,
  percentOff: null,
  appliesToLines: 'box',
  appliesTo: 'hair',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  maxUses: 50,
  oncePerPatient: true,
  useCount: 7,
  budgetCents: null,
  givenCents: 10500,
  pausedAt: null,
  status: 'live',
};
const FREETRIAL: AdminPromotion = {
  ...HAIR15,
  id: 4,
  code: 'FREETRIAL',
  titleText: 'Free trial',
  kind: 'free-rx-line',
  amountCents: 0,
  appliesToLines: 'rx',
  appliesTo: null,
  maxUses: null,
  useCount: 0,
  validUntil: '2026-06-01T00:00:00.000Z',
  status: 'ended',
};
/** A percentage off the over-the-counter products only, within a budget (ADR 166). */
const OTC25: AdminPromotion = {
  ...HAIR15,
  id: 6,
  code: 'OTC25',
  titleText: '25% off',
  altText: '25% off over-the-counter products',
  kind: 'percent',
  amountCents: 0,
  percentOff: 25,
  appliesToLines: 'otc',
  appliesTo: null,
  useCount: 3,
  budgetCents: 50000,
  givenCents: 1200,
};
const RX10: AdminPromotion = {
  ...HAIR15,
  id: 7,
  code: 'RX10',
  titleText: '$10 off',
  amountCents: 1000,
  appliesToLines: 'rx',
};

const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]![0], code: 'VALIDATION_FAILED', errors },
});

type Dialog = ReturnType<typeof within>;

/** Fills a new code's spelling, brand, texts and reason, leaving its kind to the test. */
function fillNewCode(dialog: Dialog, code: string) {
  fireEvent.change(dialog.getByLabelText(FORM.code, { exact: false }), {
    target: { value: code },
  });
  fireEvent.change(dialog.getByLabelText(FORM.brand), { target: { value: '1' } });
  fireEvent.change(dialog.getByLabelText(FORM.titleText, { exact: false }), {
    target: { value: '25% off' },
  });
  fireEvent.change(dialog.getByLabelText(FORM.altText), {
    target: { value: '25% off over-the-counter products' },
  });
  fireEvent.change(dialog.getByLabelText('Reason for this change', { exact: false }), {
    target: { value: 'Spring campaign' },
  });
}

async function openPage() {
  await act(async () => {
    render(
      <MemoryRouter>
        <PromotionsPage />
      </MemoryRouter>,
    );
  });
}

describe('PromotionsPage', () => {
  it('lists each code with what it takes off, for what, its claims, the amount given and its status', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [HAIR15, FREETRIAL] } } }));
    await openPage();
    const table = await screen.findByRole('table', { name: TEXT.caption });
    const [hair, free] = within(table).getAllByRole('row').slice(1);
    expect(within(hair!).getByRole('rowheader').textContent).toBe('HAIR15$15 off');
    expect(
      within(hair!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Teleskin',
      '$15.00',
      'Hair',
      expect.stringMatching(/^From Jan 1, 2026|^From Dec 31, 2025/),
      '7 of 50',
      '$105.00 (no budget)',
      'Live',
      'ChangePauseEnd',
    ]);
    expect(
      within(free!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Teleskin',
      'The first prescription free',
      'Every treatment',
      expect.stringContaining(' to '),
      '0 (no limit)',
      '$105.00 (no budget)',
      'Ended',
      'Change',
    ]);
  });

  it('says so when there is no code', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [] } } }));
    await openPage();
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown
        ? { status: 500, body: { message: 'down', code: 'INTERNAL' } }
        : { status: 200, body: { data: { promotions: [HAIR15] } } },
    );
    await openPage();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(await screen.findByRole('table', { name: TEXT.caption })).toBeTruthy();
  });

  it('creates a code: the form checks it first, the reason is required, and the new code joins the list', async () => {
    const fetches = mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              data: {
                ...HAIR15,
                id: 9,
                code: 'SPRING25',
                titleText: '$25 off',
                amountCents: 2500,
                appliesTo: null,
                maxUses: null,
                useCount: 0,
              },
            },
          }
        : { status: 200, body: { data: { promotions: [HAIR15] } } },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: FORM.create }));
    const dialog = within(screen.getByRole('dialog', { name: FORM.createHeading }));
    fireEvent.change(dialog.getByLabelText(FORM.code, { exact: false }), {
      target: { value: 'spring25' },
    });
    fireEvent.click(dialog.getByRole('button', { name: FORM.createSubmit }));
    expect(dialog.getByText(FORM.errors.code)).toBeTruthy();
    expect(dialog.getByText(FORM.errors.brand)).toBeTruthy();
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(fetches.apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText(FORM.code, { exact: false }), {
      target: { value: 'SPRING25' },
    });
    fireEvent.change(dialog.getByLabelText(FORM.brand), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText(FORM.titleText, { exact: false }), {
      target: { value: '$25 off' },
    });
    fireEvent.change(dialog.getByLabelText(FORM.altText), {
      target: { value: '$25 off your first box' },
    });
    fireEvent.change(dialog.getByLabelText(FORM.amount), { target: { value: '25' } });
    fireEvent.change(dialog.getByLabelText('Reason for this change', { exact: false }), {
      target: { value: 'Spring campaign' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: FORM.createSubmit }));
    });
    const [sent] = fetches.apiCalls().filter((call) => call.method === 'POST');
    expect(sent!.body).toMatchObject({
      code: 'SPRING25',
      brandId: 1,
      amountCents: 2500,
      appliesTo: null,
      validUntil: null,
      maxUses: null,
      reason: 'Spring campaign',
    });
    expect(screen.getByRole('status').textContent).toBe('SPRING25 was created.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: TEXT.caption })).getByText('SPRING25'),
    ).toBeTruthy();
  });

  it('shows a percentage, and the lines an amount or a percentage is taken off', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [OTC25, RX10, HAIR15] } } }));
    await openPage();
    const table = await screen.findByRole('table', { name: TEXT.caption });
    const offers = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(offers).toEqual([
      '25% off over-the-counter products',
      '$10.00 off prescriptions',
      '$15.00',
    ]);
    expect(within(table).getByText('$12.00 of $500.00')).toBeTruthy();
  });

  it('creates a percent code of the over-the-counter products with a budget', async () => {
    const fetches = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: { ...OTC25, id: 9, code: 'SPRING25', useCount: 0 } } }
        : { status: 200, body: { data: { promotions: [HAIR15] } } },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: FORM.create }));
    const dialog = within(screen.getByRole('dialog', { name: FORM.createHeading }));
    fillNewCode(dialog, 'SPRING25');
    fireEvent.change(dialog.getByLabelText(FORM.kind), { target: { value: 'percent' } });
    expect(dialog.queryByLabelText(FORM.amount)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: FORM.createSubmit }));
    const percent = dialog.getByLabelText(FORM.percentOff);
    expect(document.activeElement).toBe(percent);
    expect(dialog.getByText(FORM.errors.percentOff)).toBeTruthy();
    fireEvent.change(percent, { target: { value: '25' } });
    fireEvent.change(dialog.getByLabelText(FORM.appliesToLines), { target: { value: 'otc' } });
    fireEvent.change(dialog.getByLabelText(FORM.budget, { exact: false }), {
      target: { value: '500' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: FORM.createSubmit }));
    });
    const posts = fetches.apiCalls().filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      code: 'SPRING25',
      kind: 'percent',
      percentOff: 25,
      amountCents: 0,
      appliesToLines: 'otc',
      budgetCents: 50000,
      reason: 'Spring campaign',
    });
    expect(screen.getByRole('status').textContent).toBe('SPRING25 was created.');
    const row = within(screen.getByRole('table', { name: TEXT.caption }))
      .getByText('SPRING25')
      .closest('tr')!;
    expect(within(row).getByText('25% off over-the-counter products')).toBeTruthy();
  });

  it('fixes a free prescription’s lines to the prescriptions, with no budget', async () => {
    const fetches = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: { ...FREETRIAL, id: 9, code: 'FREERX' } } }
        : { status: 200, body: { data: { promotions: [HAIR15] } } },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: FORM.create }));
    const dialog = within(screen.getByRole('dialog', { name: FORM.createHeading }));
    fillNewCode(dialog, 'FREERX');
    const lines = dialog.getByLabelText(FORM.appliesToLines) as HTMLSelectElement;
    expect(lines.value).toBe('box');
    expect(document.getElementById(lines.getAttribute('aria-describedby')!)?.textContent).toBe(
      FORM.appliesToLinesHint,
    );
    fireEvent.change(lines, { target: { value: 'otc' } });
    fireEvent.change(dialog.getByLabelText(FORM.budget, { exact: false }), {
      target: { value: '500' },
    });
    fireEvent.change(dialog.getByLabelText(FORM.kind), { target: { value: 'free-rx-line' } });
    expect(lines.value).toBe('rx');
    expect(lines.disabled).toBe(true);
    expect(within(lines).getByRole('option', { selected: true }).textContent).toBe(
      FORM.lineTargets.rx,
    );
    expect(dialog.queryByLabelText(FORM.budget, { exact: false })).toBeNull();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: FORM.createSubmit }));
    });
    expect(fetches.apiCalls().find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'free-rx-line',
      amountCents: 0,
      percentOff: null,
      appliesToLines: 'rx',
      budgetCents: null,
    });
  });

  it('gives the chosen lines back once the kind is no free prescription', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [FREETRIAL] } } }));
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change FREETRIAL of Teleskin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'FREETRIAL of Teleskin' }));
    const lines = dialog.getByLabelText(FORM.appliesToLines) as HTMLSelectElement;
    expect(lines.value).toBe('rx');
    expect(lines.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(FORM.kind), { target: { value: 'percent' } });
    expect(lines.value).toBe('box');
    expect(lines.disabled).toBe(false);
    expect(dialog.getByLabelText(FORM.budget, { exact: false })).toBeTruthy();
  });

  it('edits a percent code from its settings, the server’s word on the percentage under its field', async () => {
    let isRefused = true;
    const fetches = mockFetch((call) =>
      call.method === 'PUT'
        ? isRefused
          ? refused({ percentOff: [FORM.errors.percentOff] })
          : { status: 200, body: { data: { ...OTC25, percentOff: 30 } } }
        : { status: 200, body: { data: { promotions: [OTC25] } } },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change OTC25 of Teleskin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'OTC25 of Teleskin' }));
    const percent = dialog.getByLabelText(FORM.percentOff) as HTMLInputElement;
    expect(percent.value).toBe('25');
    expect((dialog.getByLabelText(FORM.kind) as HTMLSelectElement).value).toBe('percent');
    expect((dialog.getByLabelText(FORM.appliesToLines) as HTMLSelectElement).value).toBe('otc');
    expect((dialog.getByLabelText(FORM.budget, { exact: false }) as HTMLInputElement).value).toBe(
      '500.00',
    );
    expect(dialog.queryByLabelText(FORM.amount)).toBeNull();
    fireEvent.change(percent, { target: { value: '30' } });
    fireEvent.change(dialog.getByLabelText('Reason for this change', { exact: false }), {
      target: { value: 'Better offer' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: FORM.save }));
    });
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(percent.getAttribute('aria-describedby')).toBe(`${percent.id}-error`);
    expect(document.getElementById(`${percent.id}-error`)?.textContent).toBe(
      FORM.errors.percentOff,
    );
    expect(document.activeElement).toBe(percent);
    isRefused = false;
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: FORM.save }));
    });
    const puts = fetches.apiCalls().filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.url).toBe('/api/admin/promotions/6');
    expect(puts[1]!.body).toMatchObject({
      kind: 'percent',
      percentOff: 30,
      amountCents: 0,
      appliesToLines: 'otc',
      budgetCents: 50000,
      reason: 'Better offer',
    });
    expect(screen.getByRole('status').textContent).toBe('The changes to OTC25 were saved.');
  });

  it('pauses a code with a reason and shows it paused', async () => {
    const fetches = mockFetch((call) =>
      call.url.endsWith('/pause')
        ? {
            status: 200,
            body: { data: { ...HAIR15, pausedAt: '2026-11-28T00:00:00.000Z', status: 'paused' } },
          }
        : { status: 200, body: { data: { promotions: [HAIR15] } } },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause HAIR15 of Teleskin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pause HAIR15' }));
    fireEvent.change(dialog.getByLabelText('Reason for this change', { exact: false }), {
      target: { value: 'Fraud check' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Pause code' }));
    });
    expect(
      fetches.apiCalls().find((call) => call.url === '/api/admin/promotions/2/pause')?.body,
    ).toEqual({ reason: 'Fraud check' });
    expect(screen.getByRole('status').textContent).toBe('HAIR15 is paused.');
    expect(screen.getByRole('button', { name: 'Resume HAIR15 of Teleskin' })).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
  });
});
