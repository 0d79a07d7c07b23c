import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEventView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { AuditHistoryPage } from './audit-history-page';

// The patient's audit history in the console (ADR 121): rows in words, in the operator's zone,
// refusals marked, unknown actions as stored, and "Older" pages by `nextBeforeId`.

const row = (id: number, overrides: Partial<AuditEventView>): AuditEventView => ({
  id,
  occurredAt: '2026-11-22T15:04:00.000Z',
  actorRole: 'operator',
  actorId: 3,
  actorName: 'Sam Ortiz',
  action: 'patient.overview.read',
  outcome: 'done',
  reason: null,
  subject: {},
  ipAddress: '203.0.113.9',
  ...overrides,
});

describe('AuditHistoryPage', () => {
  it('reads each row in words and pages back with Older', async () => {
    const first = [
      row(12, {
        action: 'charge.refund',
        outcome: 'refused',
        reason:
          'A refund of $20.00 is more than is left of this charge ($9.99). Nothing was refunded.',
      }),
      row(11, { action: 'charge.refund', reason: 'Box arrived damaged' }),
      row(10, { action: 'charge.refund.requested', reason: 'Box arrived damaged' }),
    ];
    const older = [
      row(4, {
        action: 'account.made-up-action',
        actorRole: 'system',
        actorName: null,
        ipAddress: null,
      }),
    ];
    const fetches = mockFetch((call) =>
      call.url.includes('beforeId=10')
        ? { status: 200, body: { data: { events: older, nextBeforeId: null } } }
        : { status: 200, body: { data: { events: first, nextBeforeId: 10 } } },
    );
    await act(async () => {
      render(
        <MemoryRouter>
          <AuditHistoryPage
            patientId={7}
            patientName="Marguerite Lopez"
            timeZone="America/New_York"
          />
        </MemoryRouter>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit history: Marguerite Lopez' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Times are in your time zone: America\/New_York \(Eastern Standard Time\)/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Audit history of Marguerite Lopez' });
    const cells = (index: number) =>
      within(table).getAllByRole('row')[index]!.querySelectorAll('td');
    expect([...cells(1)].map((cell) => cell.textContent)).toEqual([
      'Nov 22, 2026, 10:04 AM EST',
      'Operator: Sam Ortiz',
      'Refunded a charge',
      'Refused',
      'A refund of $20.00 is more than is left of this charge ($9.99). Nothing was refunded.',
      '203.0.113.9',
    ]);
    expect(cells(3)[2]?.textContent).toBe('Requested a refund');

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await within(table).findByText('account.made-up-action')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('System')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
    expect(screen.getByText('This is the start of the trail.')).toBeTruthy();
    expect(fetches.apiCalls().map((call) => call.url)).toEqual([
      '/api/ops/patients/7/audit',
      '/api/ops/patients/7/audit?beforeId=10',
    ]);
  });
});
