import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewQueue, StaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';
import { preloadScreen } from '../router';

// The staff app (ADR 117): its sign-in, its guard, the session ending, and each role's start page.

const LAZY_PAGE = { timeout: 10_000 };
const TEXT = STAFF_MESSAGES.staffSignIn;
const PROVIDER: StaffMember = { id: 7, name: 'Dr. Ada Lee', email: 'ada@staff.test', role: 'provider', licensedStates: ['OR', 'WA'] };
const OPERATOR: StaffMember = { id: 8, name: 'Sam Ortiz', email: 'sam@staff.test', role: 'operator', licensedStates: [] };
const ADMIN: StaffMember = { id: 9, name: 'Robin Hale', email: 'robin@staff.test', role: 'admin', licensedStates: [] };
const EMPTY_QUEUE: ReviewQueue = { visits: { items: [], total: 0, nextCursor: null }, threads: { items: [], total: 0, nextCursor: null } };
const unauthenticated = { status: 401, body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' } };

/** The API as the staff app meets it: no patient; `me` is who the staff session is, if anyone. */
function staffApi(me: StaffMember | null, answer: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  let member = me;
  return mockFetch((call) => {
    const given = answer(call);
    if (given) {
      if (given.status === 200 && call.url === '/api/staff/sign-in') {
        member = (given.body as { data: StaffMember }).data;
      }
      return given;
    }
    if (call.url === '/api/patient') {
      return unauthenticated;
    }
    if (call.url === '/api/staff/me') {
      return member ? { status: 200, body: { data: member } } : unauthenticated;
    }
    if (call.url === '/api/care/queue') {
      return { status: 200, body: { data: EMPTY_QUEUE } };
    }
    if (call.url === '/api/admin/promotions') {
      return { status: 200, body: { data: { promotions: [] } } };
    }
    if (call.url === '/logout') {
      member = null;
      return { status: 200, body: { ok: true } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
}

/** Renders the app at `path`, letting the staff app's chunks arrive inside the render's act scope. */
async function openAt(path: string) {
  let location: ReturnType<typeof renderAppAt> | undefined;
  await act(async () => {
    location = renderAppAt(path);
  });
  return location!;
}

function fillSignIn(code: string) {
  fireEvent.change(screen.getByLabelText(TEXT.email), { target: { value: 'ada@staff.test' } });
  fireEvent.change(screen.getByLabelText(TEXT.password), { target: { value: 'staff-password-1' } });
  fireEvent.change(screen.getByLabelText(TEXT.code), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
}

describe('the staff app', () => {
  beforeAll(() => preloadScreen('/care'));

  it('sends a visitor of /care to sign in, then back to the page asked for', async () => {
    staffApi(null, (call) => (call.url === '/api/staff/sign-in' ? { status: 200, body: { data: PROVIDER } } : undefined));
    const location = await openAt('/care/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname + location.current.search).toBe('/staff/sign-in?redirect=%2Fcare%2Fcalendar');
    // The care team's own header, not the patient site's.
    expect(screen.getByText('Care team')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const code = screen.getByLabelText(TEXT.code);
    expect([code.getAttribute('autocomplete'), code.getAttribute('inputmode')]).toEqual(['one-time-code', 'numeric']);
    fillSignIn('123456');
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.careCalendar.heading }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/care/calendar');
    expect(screen.getByText('Signed in as Dr. Ada Lee')).toBeTruthy();
  });

  it('checks the code’s shape first, then shows the server’s refusals in its words', async () => {
    const refusals = [
      { status: 422, body: { message: TEXT.failed, code: 'VALIDATION_FAILED', errors: { email: [TEXT.failed] } } },
      { status: 422, body: { message: TEXT.codeReused, code: 'VALIDATION_FAILED', errors: { code: [TEXT.codeReused] } } },
      { status: 429, body: { message: TEXT.tooManyCodes, code: 'RATE_LIMITED' } },
    ];
    const fetches = staffApi(null, (call) => (call.url === '/api/staff/sign-in' ? refusals.shift() : undefined));
    await openAt('/staff/sign-in');
    await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE);
    fillSignIn('12345');
    expect(await screen.findByText(TEXT.codeRequired)).toBeTruthy();
    expect(fetches.apiCalls().some((call) => call.url === '/api/staff/sign-in')).toBe(false);
    fillSignIn('111111');
    expect(await screen.findByText(TEXT.failed)).toBeTruthy();
    fillSignIn('222222');
    const code = screen.getByLabelText(TEXT.code);
    expect(await screen.findByText(TEXT.codeReused)).toBeTruthy();
    // A refused code is cleared: it cannot count again.
    expect([code.getAttribute('aria-invalid'), (code as HTMLInputElement).value]).toEqual(['true', '']);
    fillSignIn('333333');
    expect(await screen.findByText(TEXT.tooManyCodes)).toBeTruthy();
  });

  it('sends a member whose session ended to sign in again, saying so', async () => {
    staffApi(PROVIDER, (call) => (call.url === '/api/care/queue' ? unauthenticated : undefined));
    const location = await openAt('/care');
    expect(await screen.findByText(TEXT.sessionEnded, undefined, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/sign-in');
    expect(new URLSearchParams(location.current.search).get('redirect')).toBe('/care');
  });

  it('starts an operator at the console, turns them away from the provider portal, and signs them out', async () => {
    staffApi(OPERATOR);
    const location = await openAt('/care');
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.opsSearch.heading }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/ops');
    const nav = within(screen.getByRole('navigation', { name: STAFF_MESSAGES.staffApp.navLabel }));
    expect(nav.getByRole('link', { name: 'Patients' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Providers' }).getAttribute('href')).toBe('/ops/providers');
    const account = screen.getByRole('group', { name: STAFF_MESSAGES.staffApp.accountLabel });
    fireEvent.click(within(account).getByRole('button', { name: TEXT.signOut }));
    expect(await screen.findByText(TEXT.signedOut)).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/sign-in');
    expect(screen.queryByText('Signed in as Sam Ortiz')).toBeNull();
  });

  it('shows a provider the queue of their states, empty', async () => {
    staffApi(PROVIDER);
    await openAt('/care');
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.careQueue.heading }, LAZY_PAGE)).toBeTruthy();
    expect(await screen.findByText(STAFF_MESSAGES.careQueue.visitsEmpty)).toBeTruthy();
    expect(screen.getByText(/in your licensed states \(OR, WA\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review queue' }).getAttribute('aria-current')).toBe('page');
  });

  it('starts an admin at the promotions and turns them away from the operator console', async () => {
    staffApi(ADMIN);
    const location = await openAt('/ops/providers');
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.adminPromotions.heading }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/admin/promotions');
    expect(await screen.findByText(STAFF_MESSAGES.adminPromotions.empty)).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: STAFF_MESSAGES.staffApp.navLabel }));
    expect(nav.getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Prices' }).getAttribute('href')).toBe('/admin/prices');
    expect(nav.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/admin/offers');
    expect(nav.getByRole('link', { name: 'Product copy' }).getAttribute('href')).toBe('/admin/copy');
    expect(nav.queryByRole('link', { name: 'Patients' })).toBeNull();
  });

  it("opens the admin console's product copy at its address, its link current", async () => {
    staffApi(ADMIN, (call) => (call.url === '/api/admin/card-copy' ? { status: 200, body: { data: { cards: [] } } } : undefined));
    const location = await openAt('/admin/copy');
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.adminCardCopy.heading }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/admin/copy');
    const nav = within(screen.getByRole('navigation', { name: STAFF_MESSAGES.staffApp.navLabel }));
    expect(nav.getByRole('link', { name: 'Product copy' }).getAttribute('aria-current')).toBe('page');
  });
});
