import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccessLink, StaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';
import { preloadScreen } from '../router';

// The staff app's emailed-link pages (ADR 170) in the whole app: the sign-in page's way to a
// password reset, and a link's use that signs the member in, so the staff session knows them and
// they start at their home.

const LAZY_PAGE = { timeout: 10_000 };
const TEXT = STAFF_MESSAGES.staffAccess;
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const LINK: StaffAccessLink = {
  kind: 'invitation',
  email: 'noor@teleskin.example',
  name: 'Noor Haddad',
  expiresAt: '2026-12-06T15:00:00.000Z',
  authenticator: { secret: SECRET, uri: `otpauth://totp/Care:noor?secret=${SECRET}` },
};
const NOOR: StaffMember = {
  id: 21,
  name: 'Noor Haddad',
  email: 'noor@teleskin.example',
  role: 'operator',
  licensedStates: [],
};
const unauthenticated = {
  status: 401,
  body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' },
};

/** The API as a visitor with a link meets it: nobody signed in until the link is used. */
function linkApi() {
  let member: StaffMember | null = null;
  return mockFetch((call) => {
    if (call.url === '/api/staff/access-link') {
      return { status: 200, body: { data: LINK } };
    }
    if (call.url === '/api/staff/access-link/complete') {
      member = NOOR;
      return { status: 200, body: { data: NOOR } };
    }
    if (call.url === '/api/staff/me') {
      return member ? { status: 200, body: { data: member } } : unauthenticated;
    }
    if (call.url === '/api/patient') {
      return unauthenticated;
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
}

async function openAt(path: string) {
  let location: ReturnType<typeof renderAppAt> | undefined;
  await act(async () => {
    location = renderAppAt(path);
  });
  return location!;
}

describe('the staff app’s emailed links', () => {
  beforeAll(() => preloadScreen('/staff/sign-in'));

  it('leads from the sign-in to the password reset and back', async () => {
    linkApi();
    const location = await openAt('/staff/sign-in');
    const forgot = await screen.findByRole(
      'link',
      { name: STAFF_MESSAGES.staffSignIn.forgotPassword },
      LAZY_PAGE,
    );
    await act(async () => {
      fireEvent.click(forgot);
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: STAFF_MESSAGES.staffPasswordReset.heading },
        LAZY_PAGE,
      ),
    ).toBeTruthy();
    expect(location.current.pathname).toBe('/staff/password-reset');
    await act(async () => {
      fireEvent.click(
        screen.getByRole('link', { name: STAFF_MESSAGES.staffPasswordReset.backToSignIn }),
      );
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: STAFF_MESSAGES.staffSignIn.heading },
        LAZY_PAGE,
      ),
    ).toBeTruthy();
  });

  it('signs an invited operator in with the link, starting them at the console', async () => {
    linkApi();
    const location = await openAt('/staff/access?token=tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.headings.invitation }, LAZY_PAGE),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(TEXT.newPassword), {
      target: { value: 'a-new-password' },
    });
    fireEvent.change(screen.getByLabelText(TEXT.newCode), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.submit.invitation }));
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: STAFF_MESSAGES.opsSearch.heading },
        LAZY_PAGE,
      ),
    ).toBeTruthy();
    expect(location.current.pathname).toBe('/ops');
    expect(screen.getByText('Signed in as Noor Haddad')).toBeTruthy();
  });
});
