import { render, screen, within } from '@testing-library/react';
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
});
