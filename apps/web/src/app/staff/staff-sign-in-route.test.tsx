import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';
import { preloadScreen } from '../router';

// Signing in with a passkey in place of password and code (ADR 172): the server's options, the
// browser's ceremony, the server's check; then the member is signed in and goes where the password
// sign-in would have sent them. A closed prompt and the server's refusal are said in the form's box.

const webAuthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const LAZY_PAGE = { timeout: 10_000 };
const TEXT = STAFF_MESSAGES.staffSignIn;
const OPERATOR: StaffMember = {
  id: 8,
  name: 'Sam Ortiz',
  email: 'sam@staff.test',
  role: 'operator',
  licensedStates: [],
};
const CEREMONY = {
  ticket: 'sealed-ticket',
  options: { challenge: 'abc', rpId: 'localhost', userVerification: 'required' },
};
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', signature: 'c2ln' },
  clientExtensionResults: {},
};
const unauthenticated = {
  status: 401,
  body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' },
};

/** The API before anyone of the care team is signed in; `signIn` answers the passkey sign-in. */
function signInApi(signIn: (call: RecordedCall) => { status: number; body?: unknown }) {
  let member: StaffMember | null = null;
  return mockFetch((call) => {
    switch (call.url) {
      case '/api/staff/passkeys/sign-in/options':
        return { status: 200, body: { data: CEREMONY } };
      case '/api/staff/passkeys/sign-in': {
        const answer = signIn(call);
        member = answer.status === 200 ? (answer.body as { data: StaffMember }).data : member;
        return answer;
      }
      case '/api/staff/me':
        return member ? { status: 200, body: { data: member } } : unauthenticated;
      case '/api/ops/providers':
        return { status: 200, body: { data: [] } };
      default:
        return call.url === '/api/patient'
          ? unauthenticated
          : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    }
  });
}

async function openSignIn(path = '/staff/sign-in') {
  let location: ReturnType<typeof renderAppAt> | undefined;
  await act(async () => {
    location = renderAppAt(path);
  });
  await screen.findByRole('heading', { level: 1, name: TEXT.heading }, LAZY_PAGE);
  return location!;
}

async function pressPasskey() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: TEXT.passkey }));
  });
}

const formAlert = () => screen.queryByRole('alert');

describe('the staff sign-in with a passkey', () => {
  beforeAll(() => preloadScreen('/staff/sign-in'));
  beforeEach(() => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(true);
    webAuthn.startAuthentication.mockReset();
  });

  it('signs the member in and goes where the password sign-in would, saying it waits meanwhile', async () => {
    const server = signInApi(() => ({ status: 200, body: { data: OPERATOR } }));
    let finishCeremony: (assertion: typeof ASSERTION) => void = () => {};
    webAuthn.startAuthentication.mockReturnValue(
      new Promise((resolve) => (finishCeremony = resolve)),
    );
    const location = await openSignIn('/staff/sign-in?redirect=%2Fops%2Fproviders');
    expect(screen.getByText(TEXT.orPasskey)).toBeTruthy();
    await pressPasskey();
    expect(screen.getByRole('status').textContent).toBe(TEXT.passkeyWaiting);
    expect(screen.getByRole('button', { name: TEXT.passkey }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: CEREMONY.options });
    await act(async () => finishCeremony(ASSERTION));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: STAFF_MESSAGES.opsProviders.heading },
        LAZY_PAGE,
      ),
    ).toBeTruthy();
    expect(location.current.pathname).toBe('/ops/providers');
    expect(screen.getByText('Signed in as Sam Ortiz')).toBeTruthy();
    const calls = server.apiCalls().filter(({ url }) => url.startsWith('/api/staff/passkeys'));
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/staff/passkeys/sign-in/options', undefined],
      ['POST', '/api/staff/passkeys/sign-in', { ticket: CEREMONY.ticket, response: ASSERTION }],
    ]);
  });

  it('says a closed prompt used no passkey, and asks the server nothing more', async () => {
    const server = signInApi(() => ({ status: 200, body: { data: OPERATOR } }));
    webAuthn.startAuthentication.mockRejectedValue(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const location = await openSignIn();
    await pressPasskey();
    expect(formAlert()?.textContent).toContain(TEXT.passkeyCancelled);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(location.current.pathname).toBe('/staff/sign-in');
    expect(server.apiCalls().some(({ url }) => url === '/api/staff/passkeys/sign-in')).toBe(false);
  });

  it("says the server's refusal in its one message, and a password try after it starts afresh", async () => {
    signInApi(() => ({
      status: 422,
      body: {
        message: TEXT.passkeyFailed,
        code: 'VALIDATION_FAILED',
        errors: { passkey: [TEXT.passkeyFailed] },
      },
    }));
    webAuthn.startAuthentication.mockResolvedValue(ASSERTION);
    const location = await openSignIn();
    await pressPasskey();
    expect(formAlert()?.textContent).toContain(TEXT.passkeyFailed);
    expect(location.current.pathname).toBe('/staff/sign-in');
    // The box has one message at a time: the password form's own check replaces it.
    fireEvent.change(screen.getByLabelText(TEXT.code), { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    });
    expect(formAlert()).toBeNull();
  });

  it('says an error of the browser other than a closed prompt as a failed passkey', async () => {
    signInApi(() => ({ status: 200, body: { data: OPERATOR } }));
    webAuthn.startAuthentication.mockRejectedValue(
      new DOMException('This is an invalid domain.', 'SecurityError'),
    );
    await openSignIn();
    await pressPasskey();
    expect(within(formAlert()!).getByText(TEXT.passkeyFailed)).toBeTruthy();
  });

  it('offers no passkey where the browser has no WebAuthn', async () => {
    signInApi(() => ({ status: 200, body: { data: OPERATOR } }));
    webAuthn.browserSupportsWebAuthn.mockReturnValue(false);
    await openSignIn();
    expect(screen.getByRole('button', { name: TEXT.submit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXT.passkey })).toBeNull();
    expect(screen.queryByText(TEXT.orPasskey)).toBeNull();
  });
});
