import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReviewQueue } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import type { CareTeamThread } from '../api/care-portal-api';
import { CareCalendarPage } from './care-calendar-page';
import { CareThreadPage } from './care-thread-page';
import { ReviewQueuePage } from './review-queue-page';

async function show(page: ReactNode) {
  await act(async () => {
    render(<MemoryRouter>{page}</MemoryRouter>);
  });
}

describe('ReviewQueuePage', () => {
  it('lists visits oldest first with the time waiting in words, and flags overdue messages', async () => {
    const queue: ReviewQueue = {
      visits: {
        items: [
          { visitUuid: 'a', patientName: 'Older Patient', patientState: 'OR', treatment: 'Skin', completedAt: '2026-11-18T10:00:00.000Z', waitingMinutes: 2 * 24 * 60 + 30, isMinor: true, isAwaitingPhotos: false },
          { visitUuid: 'b', patientName: 'Newer Patient', patientState: 'OR', treatment: 'Hair', completedAt: '2026-11-20T09:00:00.000Z', waitingMinutes: 3 * 60 + 5, isMinor: false, isAwaitingPhotos: true },
        ],
        total: 2,
        nextCursor: null,
      },
      threads: {
        items: [{ threadId: 9, patientName: 'Older Patient', subject: 'Stinging', waitingSince: '2026-11-17T10:00:00.000Z', waitingMinutes: 49 * 60, isOverdue: true, unreadCount: 2 }],
        total: 1,
        nextCursor: null,
      },
    };
    mockFetch(() => ({ status: 200, body: { data: queue } }));
    await show(<ReviewQueuePage licensedStates={['OR']} />);
    const visits = within(await screen.findByRole('region', { name: 'Visits waiting for review (2)' }));
    const items = visits.getAllByRole('listitem').filter((item) => item.classList.contains('card'));
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Older Patient', 'Newer Patient']);
    expect(within(items[0]!).getByText('Waiting 2 days')).toBeTruthy();
    expect(within(items[0]!).getByText('Minor')).toBeTruthy();
    expect(within(items[1]!).getByText('Waiting 3 hours')).toBeTruthy();
    expect(within(items[1]!).getByText('Waiting for photos')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/care/visits/a');
    const threads = within(screen.getByRole('region', { name: 'Messages waiting for an answer (1)' }));
    expect(threads.getByText('Over 48 hours')).toBeTruthy();
    expect(threads.getByText('2 unread')).toBeTruthy();
  });
});

describe('ReviewQueuePage in pages', () => {
  const visit = (n: number) => ({
    visitUuid: `v${n}`,
    patientName: `Patient ${n}`,
    patientState: 'OR',
    treatment: 'Skin',
    completedAt: '2026-11-18T10:00:00.000Z',
    waitingMinutes: 600 - n,
    isMinor: false,
    isAwaitingPhotos: false,
  });

  it('adds the next page below on Show more, says how many are shown of all, and asks again after a failure', async () => {
    let failNext = true;
    const fetches = mockFetch((call) => {
      if (call.url.includes('/api/care/queue/visits')) {
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: 'Something went wrong.', code: 'INTERNAL' } };
        }
        return { status: 200, body: { data: { items: [visit(3), visit(4)], total: 1000, nextCursor: null } } };
      }
      return {
        status: 200,
        body: { data: { visits: { items: [visit(1), visit(2)], total: 4, nextCursor: '1795742912510123.2' }, threads: { items: [], total: 0, nextCursor: null } } },
      };
    });
    await show(<ReviewQueuePage licensedStates={['OR']} />);
    const visits = within(await screen.findByRole('region', { name: 'Visits waiting for review (4)' }));
    expect(visits.getByText('Showing 2 of 4')).toBeTruthy();

    await act(async () => {
      fireEvent.click(visits.getByRole('button', { name: 'Show more visits' }));
    });
    expect(visits.getByRole('alert').textContent).toBeTruthy();
    expect(visits.getAllByRole('link').map((link) => link.textContent)).toEqual(['Patient 1', 'Patient 2']);

    await act(async () => {
      fireEvent.click(visits.getByRole('button', { name: 'Show more visits' }));
    });
    expect(fetches.calls.at(-1)?.url).toContain('/api/care/queue/visits?after=1795742912510123.2');
    expect(visits.getAllByRole('link').map((link) => link.textContent)).toEqual(['Patient 1', 'Patient 2', 'Patient 3', 'Patient 4']);
    expect(visits.queryByRole('button', { name: 'Show more visits' })).toBeNull();
    expect(visits.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Visits waiting for review (1,000+)' })).toBeTruthy();
  });
});

describe('CareCalendarPage', () => {
  it('groups the consultations by day in the named zone', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        data: [
          { consultationId: 2, startsAt: '2026-12-02T15:00:00.000Z', durationMinutes: 15, patientName: 'Bo Second', language: 'es', visitUuid: null },
          { consultationId: 1, startsAt: '2026-12-01T14:00:00.000Z', durationMinutes: 15, patientName: 'Al First', language: 'en', visitUuid: 'v1' },
        ],
      },
    }));
    await show(<CareCalendarPage timeZone="America/New_York" />);
    expect(await screen.findByText('Times are in your browser’s time zone: America/New_York (Eastern Standard Time).')).toBeTruthy();
    const first = within(screen.getByRole('region', { name: 'Tuesday, December 1' }));
    expect(first.getByRole('heading', { name: '9:00 AM to 9:15 AM' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Open Al First’s visit' }).getAttribute('href')).toBe('/care/visits/v1');
    expect(within(screen.getByRole('region', { name: 'Wednesday, December 2' })).getByText('In Spanish')).toBeTruthy();
  });
});

describe('CareThreadPage', () => {
  it('shows the patient’s messages with their photos and sends the provider’s answer with a photo', async () => {
    const thread: CareTeamThread = {
      id: 5,
      subject: 'Stinging',
      patientName: 'Oona Queue',
      messages: [{ id: 1, sender: 'patient', providerName: null, body: 'It stings a bit.', sentAt: '2026-11-20T10:00:00.000Z', status: 'read', isUnread: false, attachments: [{ photoId: 4, url: '/api/care/photos/4/file?sig=y' }] }],
    };
    const answered: CareTeamThread = {
      ...thread,
      messages: [...thread.messages, { id: 2, sender: 'provider', providerName: 'Dr. Ada Lee', body: 'Use it every other night.', sentAt: '2026-11-20T11:00:00.000Z', status: null, isUnread: true, attachments: [] }],
    };
    const fetches = mockFetch((call) => {
      if (call.url.endsWith('/photos')) {
        return { status: 200, body: { data: { photoId: 11, url: '/api/care/photos/11/file?sig=z' } } };
      }
      return { status: 200, body: { data: call.method === 'POST' ? answered : thread } };
    });
    await show(<CareThreadPage threadId={5} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stinging' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of this message' }).getAttribute('src')).toBe('/api/care/photos/4/file?sig=y');
    fireEvent.click(screen.getByRole('button', { name: STAFF_MESSAGES.careThread.send }));
    expect(await screen.findByText(MESSAGES.careMessages.bodyRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(STAFF_MESSAGES.careThread.reply), { target: { value: 'Use it every other night.' } });
    const picker = screen.getByLabelText(STAFF_MESSAGES.careThread.photos.choose);
    fireEvent.change(picker, { target: { files: [new File(['jpeg'], 'where.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByRole('img', { name: 'Photo 1 attached to your answer' })).getAttribute('src')).toBe('/api/care/photos/11/file?sig=z');
    fireEvent.click(screen.getByRole('button', { name: STAFF_MESSAGES.careThread.send }));
    expect(await screen.findByText(STAFF_MESSAGES.careThread.sent)).toBeTruthy();
    expect(screen.getByText('Use it every other night.')).toBeTruthy();
    expect(fetches.apiCalls().find((call) => call.url.endsWith('/messages'))).toMatchObject({ url: '/api/care/threads/5/messages', body: { body: 'Use it every other night.', photoIds: [11] } });
    expect(screen.queryByRole('img', { name: 'Photo 1 attached to your answer' })).toBeNull();
  });
});
