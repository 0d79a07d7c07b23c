import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProviderLicences } from '@app/domain/contracts';
import { US_STATES } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { ProvidersPage } from './providers-page';

// The providers' licences in the console (ADR 121): a grid of the domain's states, all or none,
// a required reason, the whole set sent in the list's order, and the list redrawn from the answer.

const PROVIDER: ProviderLicences = {
  providerId: 5,
  name: 'Dr. Hana Fischer',
  isActive: true,
  states: ['CA', 'OR', 'WA'],
};

describe('ProvidersPage', () => {
  it('edits a provider’s states with a reason and shows the answer', async () => {
    const fetches = mockFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            body: { data: { ...PROVIDER, states: (call.body as { states: string[] }).states } },
          }
        : { status: 200, body: { data: [PROVIDER] } },
    );
    await act(async () => {
      render(
        <MemoryRouter>
          <ProvidersPage />
        </MemoryRouter>,
      );
    });
    const table = await screen.findByRole('table', { name: 'Providers and their licensed states' });
    expect(within(table).getByText('CA, OR, WA')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit states of Dr. Hana Fischer' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Licensed states of Dr. Hana Fischer' }),
    );
    expect(
      (dialog.getByRole('checkbox', { name: 'Oregon (OR)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(dialog.getByText(`3 of ${US_STATES.length} states chosen`)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Select all' }));
    expect(dialog.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Select none' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Texas (TX)' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Alaska (AK)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save states' }));
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(fetches.apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Licences verified' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save states' }));
    expect(await screen.findByText('Dr. Hana Fischer is now licensed in 2 states.')).toBeTruthy();
    expect(fetches.apiCalls().find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/ops/providers/5/licences',
      body: { states: ['AK', 'TX'], reason: 'Licences verified' },
    });
    expect(within(table).getByText('AK, TX')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
