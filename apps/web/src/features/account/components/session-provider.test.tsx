import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { useSession } from '../hooks/use-session';
import { SessionProvider } from './session-provider';

const UNAUTHENTICATED = { status: 401, body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' } };

let refresh: (() => Promise<void>) | undefined;
function SessionState() {
  const session = useSession();
  refresh = session.refresh;
  return <p>{session.isLoading ? 'loading' : 'ready'}</p>;
}

/** The provider on a page with `hint` (none when empty), the API answering 401; returns its calls. */
function renderWithHint(hint: string) {
  if (hint) {
    const meta = document.createElement('meta');
    meta.name = 'teleskin-session';
    meta.content = hint;
    document.head.append(meta);
  }
  const { apiCalls } = mockFetch(() => UNAUTHENTICATED);
  render(
    <SessionProvider>
      <SessionState />
    </SessionProvider>,
  );
  return () => apiCalls().map((call) => call.url);
}

afterEach(() => {
  document.head.querySelector('meta[name="teleskin-session"]')?.remove();
});

describe('SessionProvider', () => {
  it('asks nothing on load when the page says no patient is signed in, and asks on refresh', async () => {
    const apiCalls = renderWithHint('anonymous');
    expect(screen.getByText('ready')).toBeTruthy();
    expect(apiCalls()).toEqual([]);

    // After a sign-in the screens refresh the session: that must reach the API.
    await act(() => refresh?.());
    expect(apiCalls()).toEqual(['/api/patient']);
  });

  it.each([['patient'], ['']])('asks for the patient when the page says %j', async (hint) => {
    const apiCalls = renderWithHint(hint);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('ready')).toBeTruthy();
    await vi.waitFor(() => expect(apiCalls()).toEqual(['/api/patient']));
  });
});
