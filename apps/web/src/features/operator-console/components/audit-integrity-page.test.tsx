import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditIntegrity } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { AuditIntegrityPage } from './audit-integrity-page';

// The audit trail's integrity in the console (ADR 133): the last walk and its first broken link; a
// new walk asked for, the page asking again until it has finished.

const WALK = { id: 4, startedAt: '2026-11-27T03:30:00Z', finishedAt: '2026-11-27T03:30:04Z', rowsChecked: 12_345, checkpointsChecked: 16, requestedBy: 'schedule' };
const EDITED = { chainId: 0, chainSeq: 4, eventId: 17, problem: 'hash' as const };
const MISSING = { chainId: 2, chainSeq: 9, eventId: 40, problem: 'sequence' as const };

const renderPage = () =>
  render(
    <MemoryRouter>
      <AuditIntegrityPage timeZone="America/New_York" />
    </MemoryRouter>,
  );

describe('AuditIntegrityPage', () => {
  it('shows a whole trail, then queues a walk and shows the broken links it found', async () => {
    let reads = 0;
    const answers: AuditIntegrity[] = [
      { latest: { ...WALK, brokenLinks: [] }, isQueued: false },
      { latest: { ...WALK, brokenLinks: [] }, isQueued: true },
      { latest: { ...WALK, id: 5, requestedBy: 'operator:3', brokenLinks: [EDITED, MISSING] }, isQueued: false },
    ];
    const fetches = mockFetch((call) => {
      if (call.method === 'POST') {
        return { status: 202, body: { data: answers[1] } };
      }
      reads += 1;
      return { status: 200, body: { data: reads === 1 ? answers[0] : answers[2] } };
    });
    renderPage();
    expect(await screen.findByText('No broken link: the audit trail is whole.')).toBeTruthy();
    expect(screen.getByText('Last walk finished Nov 26, 2026, 10:30 PM EST: 12,345 rows and 16 checkpoints, asked by the nightly schedule.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('A verification is queued. This page updates when it finishes.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify now' }) as HTMLButtonElement).disabled).toBe(true);
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toBe('2 broken links. The first: a row changed at chain 0, place 4 (audit row 17).');
    const table = screen.getByRole('table', { name: 'Broken links, in chain order' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('a row missing before this one at chain 2, place 9 (audit row 40)')).toBeTruthy();
    expect(screen.getByText(/asked by an operator\.$/)).toBeTruthy();
    expect(fetches.apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so before the first walk, and when a walk cannot be queued', async () => {
    mockFetch((call) => (call.method === 'POST' ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { data: { latest: null, isQueued: false } } }));
    renderPage();
    expect(await screen.findByText('No verification has run yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification could not be queued. Please try again.');
  });
});
