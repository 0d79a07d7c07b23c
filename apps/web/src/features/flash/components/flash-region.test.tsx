import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages/en';
import { mockFetch } from '../../../testing/fetch-mock';
import { FlashProvider } from './flash-provider';
import { FlashRegion } from './flash-region';

function renderWithMessages(messages: { content: string; type: string }[]) {
  mockFetch(() => ({ status: 200, body: { data: { data: messages } } }));
  render(
    <FlashProvider>
      <FlashRegion />
    </FlashProvider>,
  );
}

describe('FlashRegion', () => {
  it('shows queued messages with their titles, urgent ones as alerts', async () => {
    renderWithMessages([
      { content: 'That did not work.', type: 'critical' },
      { content: MESSAGES.account.loggedOut, type: 'info' },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.flashTitles.critical);
    expect(alert.textContent).toContain('That did not work.');
    const status = screen.getByRole('status', { name: 'Notifications' });
    expect(status.textContent).toContain(MESSAGES.account.loggedOut);
  });

  it('does not repeat a title the message already starts with', async () => {
    renderWithMessages([{ content: MESSAGES.account.registered, type: 'success' }]);
    await screen.findByText(MESSAGES.account.registered);
    expect(screen.getAllByText(/Success!/)).toHaveLength(1);
  });

  it('dismisses a message', async () => {
    renderWithMessages([{ content: 'Saved.', type: 'success' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
