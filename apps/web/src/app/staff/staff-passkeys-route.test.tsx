import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReviewQueue, StaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';
import { preloadScreen } from '../router';

// `/staff/passkeys` (ADR 172): every member's own page, whatever their role, linked from the
// header; a visitor signs in first and comes back to it.

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const LAZY_PAGE = { timeout: 10_000 };
const TEXT = STAFF_MESSAGES.staffPasskeys;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
const PROVIDER: StaffMember = {
  id: 7,
  name: 'Dr. Ada Lee',
  email: 'ada@staff.test',
  role: 'provider',
  licensedStates: ['OR'],
};
const ADMIN: StaffMember = {
  id: 9,
  name: 'Robin Hale',
  email: 'robin@staff.test',
  role: 'admin',
  licensedStates: [],
};
const EMPTY_QUEUE: ReviewQueue = {
  visits: { items: [], total: 0, nextCursor: null },
  threads: { items: [], total: 0, nextCursor: null },
};
const unauthenticated = {
  status: 401,
  body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' },
};

/** The API as the staff app meets it; `me` is who is signed in, if anyone (the sign-in signs `signsIn` in). */
function staffApi(me: StaffMember | null, signsIn: StaffMember = PROVIDER) {
  let member = me;
  return mockFetch((call) => {
    switch (call.url) {
      case '/api/staff/me':
        return member ? { status: 200, body: { data: member } } : unauthenticated;
      case '/api/staff/sign-in':
        member = signsIn;
        return { status: 200, body: { data: member } };
      case '/api/staff/passkeys':
        return { status: 200, body: { data: { passkeys: [] } } };
      case '/api/care/queue':
        return { status: 200, body: { data: EMPTY_QUEUE } };
      case '/api/admin/promotions':
        return { status: 200, body: { data: { promotions: [] } } };
      default:
        return call.url === '/api/patient'
          ? unauthenticated
          : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    }
  });
}

async function openAt(path: string) {
  let location: ReturnType<typeof renderAppAt> | undefined;
  await act(async () => {
    location = renderAppAt(path);
  });
  return location!;
}

const nav = () =>
  within(screen.getByRole('navigation', { name: STAFF_MESSAGES.staffApp.navLabel }));

describe('the Passkeys page of the staff app', () => {
  beforeAll(() => Promise.all([preloadScreen('/staff/passkeys'), preloadScreen('/care')]));

  it("is linked from a provider's header and opens there, its link current", async () => {
    staffApi(PROVIDER);
    const location = await openAt('/care');
    await screen.findByRole(
      'heading',
      { level: 1, name: STAFF_MESSAGES.careQueue.heading },
      LAZY_PAGE,
    );
    const link = nav().getByRole('link', { name: TEXT.nav });
    expect(link.getAttribute('href')).toBe('/staff/passkeys');
    // The page's chunk arrives inside the act scope (a navigation is a transition, which waits for it).
    await act(async () => {
      fireEvent.click(link);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE),
    ).toBeTruthy();
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/passkeys');
    expect(nav().getByRole('link', { name: TEXT.nav }).getAttribute('aria-current')).toBe('page');
    // The provider's own pages stay linked beside it.
    expect(nav().getByRole('link', { name: STAFF_MESSAGES.staffApp.queueLink })).toBeTruthy();
  });

  it('opens for an admin too, at its address', async () => {
    staffApi(ADMIN);
    const location = await openAt('/staff/passkeys');
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE),
    ).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/passkeys');
    expect(nav().getByRole('link', { name: STAFF_MESSAGES.adminNav.promotions })).toBeTruthy();
  });

  it('sends a visitor to sign in, then back to the page', async () => {
    staffApi(null);
    const location = await openAt('/staff/passkeys');
    expect(
      await screen.findByRole('heading', { level: 1, name: SIGN_IN.heading }, LAZY_PAGE),
    ).toBeTruthy();
    expect(location.current.pathname + location.current.search).toBe(
      '/staff/sign-in?redirect=%2Fstaff%2Fpasskeys',
    );
    fireEvent.change(screen.getByLabelText(SIGN_IN.email), { target: { value: 'ada@staff.test' } });
    fireEvent.change(screen.getByLabelText(SIGN_IN.password), {
      target: { value: 'staff-password-1' },
    });
    fireEvent.change(screen.getByLabelText(SIGN_IN.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: SIGN_IN.submit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE),
    ).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/passkeys');
  });
});
