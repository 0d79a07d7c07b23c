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
const HAIR15: AdminPromotion = {
  id: 2,
  brandId: 1,
  brandName: 'Teleskin',
  code: 'HAIR15',
  titleText: '$15 off',
  kind: 'amount',
  amountCents: 1500,
  appliesTo: 'hair',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  maxUses: 50,
  useCount: 7,
  status: 'live',
};
const FREETRIAL: AdminPromotion = { ...HAIR15, id: 4, code: 'FREETRIAL', titleText: 'Free trial', kind: 'free-rx-line', amountCents: 0, appliesTo: null, maxUses: null, useCount: 0, validUntil: '2026-06-01T00:00:00.000Z', status: 'ended' };

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
  it('lists each code with what it takes off, for what, its claims and its status', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [HAIR15, FREETRIAL] } } }));
    await openPage();
    const table = await screen.findByRole('table', { name: TEXT.caption });
    const [hair, free] = within(table).getAllByRole('row').slice(1);
    expect(within(hair!).getByRole('rowheader').textContent).toBe('HAIR15$15 off');
    expect(within(hair!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Teleskin', '$15.00', 'Hair', expect.stringMatching(/^From Jan 1, 2026|^From Dec 31, 2025/), '7 of 50', 'Live']);
    expect(within(free!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Teleskin',
      'The first prescription free',
      'Every treatment',
      expect.stringContaining(' to '),
      '0 (no limit)',
      'Ended',
    ]);
  });

  it('says so when there is no code', async () => {
    mockFetch(() => ({ status: 200, body: { data: { promotions: [] } } }));
    await openPage();
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    let isDown = true;
    mockFetch(() => (isDown ? { status: 500, body: { message: 'down', code: 'INTERNAL' } } : { status: 200, body: { data: { promotions: [HAIR15] } } }));
    await openPage();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(await screen.findByRole('table', { name: TEXT.caption })).toBeTruthy();
  });
});
