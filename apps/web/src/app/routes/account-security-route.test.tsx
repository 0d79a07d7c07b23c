import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { securityWith, THIS_DEVICE } from '../../testing/account-security-fixtures';
import { mockFetch } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';
import { DashboardPagesNav } from '../dashboard-pages-nav';

const LAZY_PAGE = { timeout: 10_000 };

function serveSession(isSignedIn: boolean) {
  mockFetch((call) => {
    if (call.url === '/api/patient') {
      return isSignedIn
        ? { status: 200, body: { data: { id: 7, email: 'patient@example.com' } } }
        : {
            status: 401,
            body: { message: MESSAGES.account.unauthenticated, code: 'UNAUTHENTICATED' },
          };
    }
    if (call.url === '/api/account/security') {
      return { status: 200, body: securityWith([THIS_DEVICE]) };
    }
    return { status: 200, body: { data: { data: [] } } };
  });
}

describe('/dashboard/account', () => {
  it('sends an anonymous visitor to log in first, and back here after', async () => {
    serveSession(false);
    const location = renderAppAt('/dashboard/account');
    expect(await screen.findByRole('heading', { name: 'Log in' }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname + location.current.search).toBe(
      '/auth/login?redirect=%2Fdashboard%2Faccount',
    );
  });

  it('shows a signed-in patient the page, with the way back to the dashboard', async () => {
    serveSession(true);
    renderAppAt('/dashboard/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to your dashboard/ }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await screen.findByText('No other device is signed in.')).toBeTruthy();
  });

  it('is linked from the dashboard’s list of pages', () => {
    serveSession(true);
    render(
      <MemoryRouter>
        <DashboardPagesNav />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign-in and security' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
  });
});
