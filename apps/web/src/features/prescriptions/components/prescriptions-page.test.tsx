import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MESSAGES, NO_PRESCRIPTIONS_MESSAGES } from '@app/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrescriptionView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { PrescriptionsPage } from './prescriptions-page';

const PRESCRIPTIONS: PrescriptionView[] = [
  {
    id: 2,
    itemName: 'Deep Cleanse',
    ingredients: [],
    providerName: 'Dr. Maya Okafor',
    status: 'declined',
    declineReason: 'Not with your current formula.',
    prescribedAt: '2027-03-02T17:00:00.000Z',
  },
  {
    id: 1,
    itemName: 'Custom Formula',
    ingredients: [
      { name: 'Tretinoin', strength: '0.025%' },
      { name: 'Ceramide', strength: '2%' },
    ],
    providerName: 'Dr. Maya Okafor',
    status: 'active',
    declineReason: null,
    prescribedAt: '2027-03-01T17:00:00.000Z',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrescriptionsPage', () => {
  it('lists each formula’s ingredients with strengths and what they treat, the provider and the declined reason', async () => {
    mockFetch(() => ({ status: 200, body: { data: PRESCRIPTIONS } }));
    render(<PrescriptionsPage />);
    const formula = await screen.findByRole('article', { name: 'Custom Formula' });
    expect(within(formula).getByText('Prescribed by Dr. Maya Okafor on March 1, 2027')).toBeTruthy();
    const ingredients = within(formula).getByRole('list', { name: 'Ingredients of Custom Formula' });
    expect(within(ingredients).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tretinoin 0.025% · for wrinkles', 'Ceramide 2%']);
    const declined = screen.getByRole('article', { name: 'Deep Cleanse' });
    expect(within(declined).getByText('Not prescribed')).toBeTruthy();
    expect(within(declined).getByText('Why: Not with your current formula.')).toBeTruthy();
  });

  it('says when there is none yet', async () => {
    mockFetch(() => ({ status: 200, body: { data: [] } }));
    render(<PrescriptionsPage />);
    expect(await screen.findByText(/You have no prescriptions yet/)).toBeTruthy();
  });

  it('offers a consultation to an account that never sent a visit (a storefront account, ADR 154)', async () => {
    mockFetch(() => ({ status: 200, body: { data: [] } }));
    render(
      <MemoryRouter>
        <PrescriptionsPage hasSentVisit={async () => false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NO_PRESCRIPTIONS_MESSAGES.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: NO_PRESCRIPTIONS_MESSAGES.startConsultation }).getAttribute('href')).toBe('/get-started/skin');
    expect(screen.queryByText(MESSAGES.prescriptions.empty)).toBeNull();
  });

  it('says a sent visit is waiting for its review, and lists prescriptions whatever the visits, without the offer', async () => {
    mockFetch(() => ({ status: 200, body: { data: [] } }));
    render(<PrescriptionsPage hasSentVisit={async () => true} />);
    expect(await screen.findByText(MESSAGES.prescriptions.empty)).toBeTruthy();
    cleanup();
    mockFetch(() => ({ status: 200, body: { data: PRESCRIPTIONS } }));
    render(<PrescriptionsPage hasSentVisit={async () => false} />);
    expect(await screen.findByRole('article', { name: 'Custom Formula' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: NO_PRESCRIPTIONS_MESSAGES.startConsultation })).toBeNull();
  });
});
