import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PatientMatch } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { PatientSearchPage } from './patient-search-page';

// The operator console's search (ADR 121): the server's shortest search checked first, the search
// kept in the address, results with a way to each patient, "more results" and the empty state.

const MATCH: PatientMatch = {
  id: 7,
  name: 'Marguerite Lopez',
  email: 'marguerite@example.com',
  phone: '+14155550199',
  brandId: 2,
  state: 'CA',
  createdAt: '2026-11-20T14:00:00.000Z',
};
const where: { current?: Location } = {};

function LocationProbe() {
  where.current = useLocation();
  return null;
}

async function openSearch(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <PatientSearchPage timeZone="America/New_York" />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
}

describe('PatientSearchPage', () => {
  it('asks for three characters before searching, then keeps the search in the address', async () => {
    const fetches = mockFetch(() => ({
      status: 200,
      body: { data: { patients: [MATCH], hasMore: true } },
    }));
    await openSearch('/ops');
    fireEvent.change(screen.getByLabelText('Email, name or phone'), { target: { value: ' ma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(STAFF_MESSAGES.operatorConsole.searchTooShort)).toBeTruthy();
    expect(fetches.apiCalls()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email, name or phone'), { target: { value: 'marg' } });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', {
      name: 'Patients matching “marg”, newest first',
    });
    expect(where.current?.search).toBe('?q=marg&brand=2');
    expect(fetches.apiCalls().map((call) => call.url)).toEqual([
      '/api/ops/patients?q=marg&brand=2',
    ]);
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('link', { name: 'Marguerite Lopez' }).getAttribute('href')).toBe(
      '/ops/patients/7',
    );
    expect(row.getByText('Marlow & Finch')).toBeTruthy();
    expect(row.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Patients found (1)' })).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.opsSearch.hasMore)).toBeTruthy();
  });

  it('searches again what the address holds, and says when nothing matches', async () => {
    mockFetch(() => ({ status: 200, body: { data: { patients: [], hasMore: false } } }));
    await openSearch('/ops?q=nobody%40example.com');
    expect((screen.getByLabelText('Email, name or phone') as HTMLInputElement).value).toBe(
      'nobody@example.com',
    );
    expect(await screen.findByText(/^No patient matches “nobody@example.com”/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed search with a way to try again', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Internal', code: 'INTERNAL' } }));
    await openSearch('/ops?q=marg');
    expect(await screen.findByText(STAFF_MESSAGES.opsSearch.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
