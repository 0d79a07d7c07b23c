import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { OneTapPage } from './one-tap-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const READY = { action: 'skip', weeks: null, billDate: 'Tuesday, January 12, 2027', state: 'ready', message: null };

function renderPage(token: string | null) {
  render(
    <MemoryRouter>
      <OneTapPage token={token} />
    </MemoryRouter>,
  );
}

describe('OneTapPage', () => {
  it('describes the link without using it, then uses it once on the button', async () => {
    const calls = mockFetch((call) =>
      call.url === '/api/one-tap/describe'
        ? { status: 200, body: { data: READY } }
        : { status: 200, body: { data: { ...READY, state: 'used', newBillDate: 'Saturday, March 13, 2027' } } },
    );
    renderPage('abc');
    expect(await screen.findByText('Skip your box that bills on Tuesday, January 12, 2027.')).toBeTruthy();
    expect(calls.apiCalls().map((call) => call.url)).toEqual(['/api/one-tap/describe']);
    fireEvent.click(screen.getByRole('button', { name: 'Skip this box' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done: your box of Tuesday, January 12, 2027 is skipped. Your next box bills on Saturday, March 13, 2027.');
    expect(calls.apiCalls().map((call) => [call.url, call.body])).toEqual([
      ['/api/one-tap/describe', { token: 'abc' }],
      ['/api/one-tap/use', { token: 'abc' }],
    ]);
  });

  it('shows the server’s reason for a used or unknown link, with a way to sign in', async () => {
    mockFetch(() => ({ status: 200, body: { data: { ...READY, state: 'used', message: 'This link has already been used. Sign in to see your box.' } } }));
    renderPage('abc');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used. Sign in to see your box.');
    expect(screen.getByRole('link', { name: 'Sign in to see your box' }).getAttribute('href')).toContain('/auth/login?redirect=');
  });

  it('says a link without a token is incomplete, and calls nothing', () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderPage(null);
    expect(screen.getByRole('alert').textContent).toBe('This link is not complete. Sign in to change your box.');
    expect(calls.apiCalls()).toEqual([]);
  });
});
