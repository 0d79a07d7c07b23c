import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CareThreadView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { MessageProviderPage } from './message-provider-page';

const THREAD: CareThreadView = {
  id: 4,
  subject: 'Tingling',
  messages: [
    { id: 1, sender: 'patient', providerName: null, body: 'Is a tingle normal?', sentAt: '2027-03-01T17:00:00.000Z', status: 'answered', isUnread: false, attachments: [{ photoId: 9, url: '/api/photos/9/file?expires=1&signature=x' }] },
    { id: 2, sender: 'provider', providerName: 'Dr. Maya Okafor', body: 'Yes, at first.', sentAt: '2027-03-01T19:00:00.000Z', status: null, isUnread: true, attachments: [] },
  ],
};

const REPLY_TIME_URL = '/api/patient/care-messages/reply-time';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MessageProviderPage />
    </MemoryRouter>,
  );

describe('MessageProviderPage', () => {
  it('lists the threads with their unread count, says the usual reply time, and checks a new message before sending it', async () => {
    const { apiCalls } = mockFetch((call) =>
      call.url === REPLY_TIME_URL
        ? { status: 200, body: { data: { usualReplyMinutes: 330 } } }
        : { status: 200, body: { data: { unreadCount: 1, threads: [{ id: 4, subject: 'Tingling', lastMessageAt: '2027-03-01T19:00:00.000Z', messageCount: 2, unreadCount: 1 }] } } },
    );
    renderAt('/dashboard/message-provider');
    expect(await screen.findByRole('link', { name: /^Tingling\s?, 1 unread$/ })).toBeTruthy();
    expect(await screen.findByText('The care team usually replies within 6 hours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please write a message.')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('opens a thread: messages with their status and photos, marked read, and a reply the server refuses shown on its field', async () => {
    const { apiCalls } = mockFetch((call) => {
      if (call.url === REPLY_TIME_URL) {
        return { status: 200, body: { data: { usualReplyMinutes: null } } };
      }
      if (call.url === '/api/patient/care-messages/4') {
        return { status: 200, body: { data: THREAD } };
      }
      if (call.url === '/api/patient/care-messages/4/read') {
        return { status: 200, body: { data: { unreadCount: 0 } } };
      }
      if (call.url === '/api/patient/care-messages/4/messages') {
        return { status: 429, body: { message: 'You have sent many messages in a short time.', code: 'RATE_LIMITED' } };
      }
      return { status: 200, body: { data: { unreadCount: 1, threads: [] } } };
    });
    renderAt('/dashboard/message-provider?thread=4');
    const conversation = await screen.findByRole('list', { name: 'Tingling' });
    const messages = within(conversation)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === conversation);
    expect(within(messages[0]!).getByText('Answered')).toBeTruthy();
    expect(within(messages[0]!).getByRole('img', { name: 'Photo 1 of this message' })).toBeTruthy();
    expect(within(messages[1]!).getByText('Dr. Maya Okafor')).toBeTruthy();
    // Too few answers to tell what is usual: the care team's promise instead.
    expect(await screen.findByText('The care team aims to reply within 48 hours.')).toBeTruthy();
    await waitFor(() => expect(apiCalls().some((call) => call.url === '/api/patient/care-messages/4/read' && call.method === 'POST')).toBe(true));

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have sent many messages in a short time.');
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Thanks!');
  });
});
