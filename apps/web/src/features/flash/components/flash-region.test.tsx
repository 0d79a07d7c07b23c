import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { mockFetch } from '../../../testing/fetch-mock';
import { FlashProvider } from './flash-provider';
import { FlashRegion } from './flash-region';
import { useFlash, type PushOptions } from '../hooks/use-flash';

/** Raises one message from the browser when shown, as a screen does. */
function Raise({ content, options }: { content: string; options: PushOptions }) {
  const { push } = useFlash();
  useEffect(() => {
    push({ type: 'success', content }, options);
  }, [push, content, options]);
  return null;
}

/** Raises a failure and a notice, then takes the failure down by the id `push` answered (a failure put right). */
function RaiseThenPutRight() {
  const { push, dismiss } = useFlash();
  useEffect(() => {
    const failure = push({ type: 'critical', content: 'Your card was declined.' });
    push({ type: 'info', content: 'Card ending in 4242' });
    dismiss(failure);
  }, [push, dismiss]);
  return null;
}

/** The region on a router at `/first`, as the root layout shows it; answers the router to move with. */
function renderWithMessages(messages: { content: string; type: string }[]): DataRouter {
  mockFetch(() => ({ status: 200, body: { data: { data: messages } } }));
  const router = createMemoryRouter([{ path: '*', element: <FlashRegion /> }], { initialEntries: ['/first'] });
  render(
    <FlashProvider>
      <RouterProvider router={router} />
    </FlashProvider>,
  );
  return router;
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

  it('keeps a message on the screen it was shown on, and drops it once the patient moves on', async () => {
    const router = renderWithMessages([{ content: 'Welcome back.', type: 'info' }]);
    await screen.findByText('Welcome back.');
    await act(() => router.navigate('/second'));
    expect(screen.queryByText('Welcome back.')).toBeNull();
  });

  it('moves a message with a redirect: the same screen under its real address', async () => {
    const router = renderWithMessages([{ content: 'Welcome back.', type: 'info' }]);
    await screen.findByText('Welcome back.');
    await act(() => router.navigate('/first/real', { replace: true }));
    expect(screen.getByText('Welcome back.')).toBeTruthy();
  });

  it('drops a message when its screen is replaced after the patient acted (a step that moves on)', async () => {
    const router = renderWithMessages([{ content: 'Welcome back.', type: 'info' }]);
    await screen.findByText('Welcome back.');
    fireEvent.pointerDown(document.body);
    await act(() => router.navigate('/next-step', { replace: true }));
    expect(screen.queryByText('Welcome back.')).toBeNull();
  });

  it('takes down by its id a message raised in the browser, and only that one', async () => {
    mockFetch(() => ({ status: 200, body: { data: { data: [] } } }));
    const router = createMemoryRouter([{ path: '*', element: <FlashRegion /> }], { initialEntries: ['/checkout'] });
    render(
      <FlashProvider>
        <RaiseThenPutRight />
        <RouterProvider router={router} />
      </FlashProvider>,
    );
    await screen.findByText('Card ending in 4242');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('keeps an until-dismissed message on every screen, and times out a timed one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch(() => ({ status: 200, body: { data: { data: [] } } }));
      const router = createMemoryRouter([{ path: '*', element: <FlashRegion /> }], { initialEntries: ['/cart'] });
      render(
        <FlashProvider>
          <Raise content="Order confirmed!" options={{ screen: 'anywhere' }} />
          <Raise content="Added to your box." options={{ durationMs: 2000 }} />
          <RouterProvider router={router} />
        </FlashProvider>,
      );
      await screen.findByText('Added to your box.');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.queryByText('Added to your box.')).toBeNull();
      await act(() => router.navigate('/elsewhere'));
      expect(screen.getByText('Order confirmed!')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
