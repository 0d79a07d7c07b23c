import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralsOverview } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { ReferralsPanel } from './referrals-panel';

const OVERVIEW: ReferralsOverview = {
  link: 'http://localhost/get-started/skin?t=abc',
  usableCreditCents: 500,
  credits: [{ reason: 'referral_reward', grantedCents: 2000, remainingCents: 500, grantedAt: '2026-11-20T12:00:00.000Z', expiresAt: '2028-11-20T12:00:00.000Z' }],
  referrals: [
    {
      id: 1,
      friend: 'Jordan R.',
      stage: 'credit-applied',
      stages: [
        { stage: 'invited', at: '2026-11-01T12:00:00.000Z' },
        { stage: 'credit-applied', at: '2026-11-21T12:00:00.000Z' },
      ],
      reward: { amountCents: 2000, appliedCents: 1500, remainingCents: 500, expiresAt: '2028-11-20T12:00:00.000Z' },
      whyNotApplied: { kind: 'partlyUsed', leftCents: 500 },
    },
    { id: 2, friend: null, stage: 'refused', stages: [{ stage: 'refused', at: '2026-11-02T12:00:00.000Z' }], reward: null, whyNotApplied: { kind: 'refused', refusal: 'sameCard' } },
  ],
  invitedCount: 2,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReferralsPanel', () => {
  it('shows the credit left, each friend’s stages and why a credit has not (all) paid', async () => {
    mockFetch(() => ({ status: 200, body: { data: OVERVIEW } }));
    render(<ReferralsPanel />);
    expect(await screen.findByText('Account credit: $5.00')).toBeTruthy();
    expect(screen.getByText('$5.00 left of $20.00 (a friend you referred), expires on November 20, 2028')).toBeTruthy();
    const stages = screen.getByRole('list', { name: 'Stages of your referral of Jordan R.' });
    expect(within(stages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Invited: November 1, 2026', 'Credit applied: November 21, 2026']);
    expect(screen.getByText('$5.00 is left and will pay toward your next invoice.')).toBeTruthy();
    expect(screen.getByText('Your friend paid with a card already used on your account or by another friend you referred.')).toBeTruthy();
    expect(screen.getByText('2 more followed your link and have not signed up yet.')).toBeTruthy();
  });

  it('says so when nothing happened yet, and offers a retry when loading fails', async () => {
    let fails = true;
    mockFetch(() => (fails ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { data: { ...OVERVIEW, usableCreditCents: 0, credits: [], referrals: [], invitedCount: 0 } } }));
    render(<ReferralsPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your referrals could not be loaded.');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No friend has followed your link yet. Share it and you each get $20.')).toBeTruthy();
    expect(screen.getByText('No account credit yet.')).toBeTruthy();
  });
});
