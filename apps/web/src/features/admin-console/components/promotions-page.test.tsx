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
  appliesTo: null,
  maxUses: null,
  useCount: 0,
  validUntil: '2026-06-01T00:00:00.000Z',
  status: 'ended',
};

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
