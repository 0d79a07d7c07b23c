import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StaffAccessLink, StaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { StaffAccessPage } from './staff-access-page';

// The page an emailed care-team link opens (ADR 170): what the link is for, in words by its kind;
// the new authenticator's QR code and key where it sets one up; the fields checked before
// anything is sent; the server's refusals under their fields (a refused code cleared), in the
// form's box, or, for a dead link, instead of the form; and the member handed on once signed in.

const TEXT = STAFF_MESSAGES.staffAccess;
const SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const INVITATION: StaffAccessLink = {
  kind: 'invitation',
  email: 'noor@teleskin.example',
  name: 'Noor Haddad',
  expiresAt: '2026-12-06T15:00:00.000Z',
  authenticator: {
    secret: SECRET,
    uri: `otpauth://totp/Teleskin%20care%20team:noor%40teleskin.example?secret=${SECRET}&issuer=Teleskin%20care%20team`,
  },
};
const PASSWORD_RESET: StaffAccessLink = {
  ...INVITATION,
  kind: 'password-reset',
  authenticator: null,
};
const AUTHENTICATOR_RESET: StaffAccessLink = { ...INVITATION, kind: 'authenticator-reset' };
const MEMBER: StaffMember = {
  id: 21,
  name: 'Noor Haddad',
  email: 'noor@teleskin.example',
  role: 'operator',
  licensedStates: [],
};
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]![0], code: 'VALIDATION_FAILED', errors },
});
const deadLink = refused({ token: [TEXT.invalid] });

type Answer = { status: number; body?: unknown };

/** The link's read answers `read`; its use answers `complete` (the member by default). */
function mockLink(
  read: () => Answer,
  complete: (call: RecordedCall) => Answer = () => ({ status: 200, body: { data: MEMBER } }),
) {
  return mockFetch((call) => (call.url === '/api/staff/access-link' ? read() : complete(call)));
}
const linkOf = (link: StaffAccessLink) => () => ({ status: 200, body: { data: link } });
const completionsOf = (fetches: ReturnType<typeof mockFetch>) =>
  fetches.apiCalls().filter((call) => call.url === '/api/staff/access-link/complete');

async function openPage(search = '?token=tok-123') {
  const onSignedIn = vi.fn();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[`/staff/access${search}`]}>
        <StaffAccessPage onSignedIn={onSignedIn} />
      </MemoryRouter>,
    );
  });
  return onSignedIn;
}

function fill(password: string, code: string) {
  const passwordField = screen.getByLabelText(/password/i, { selector: 'input[type="password"]' });
  fireEvent.change(passwordField, { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Code from/), { target: { value: code } });
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('StaffAccessPage', () => {
  it('shows an invitation with its new authenticator, checks the fields, then uses the link and hands the member on', async () => {
    const fetches = mockLink(linkOf(INVITATION));
    const onSignedIn = await openPage();
    expect(fetches.apiCalls()[0]!.body).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('heading', { level: 1, name: TEXT.headings.invitation })).toBeTruthy();
    expect(
      screen.getByText(
        fillTemplate(TEXT.intros.invitation, {
          name: 'Noor Haddad',
          email: 'noor@teleskin.example',
        }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^This link works until Dec 6, 2026, /)).toBeTruthy();
    const qr = (await screen.findByRole('img', { name: TEXT.qrLabel })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const key = screen.getByLabelText(TEXT.secretLabel) as HTMLInputElement;
    expect([key.value, key.readOnly]).toEqual(['KVKF KRCP NZQU YMLX OVYD SQKJ KZDT SRLD', true]);
    expect(screen.getByLabelText(TEXT.newPassword).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    const code = screen.getByLabelText(TEXT.newCode);
    expect([code.getAttribute('autocomplete'), code.getAttribute('inputmode')]).toEqual([
      'one-time-code',
      'numeric',
    ]);

    fill('short', '12345');
    await submit(TEXT.submit.invitation);
    expect(screen.getByText(MESSAGES.password.tooShort)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.staffSignIn.codeRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(TEXT.newPassword));
    expect(completionsOf(fetches)).toHaveLength(0);

    fill('a-new-password', '123 456');
    await submit(TEXT.submit.invitation);
    expect(completionsOf(fetches)[0]!.body).toEqual({
      token: 'tok-123',
      password: 'a-new-password',
      code: '123 456',
    });
    expect(onSignedIn).toHaveBeenCalledWith(MEMBER);
  });

  it("shows a password reset without a QR code, and the server's word on the code under it, the code cleared", async () => {
    const fetches = mockLink(linkOf(PASSWORD_RESET), () => refused({ code: [TEXT.wrongCode] }));
    const onSignedIn = await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: TEXT.headings['password-reset'] }),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByLabelText(TEXT.secretLabel)).toBeNull();
    fill('a-new-password', '654321');
    expect(screen.getByLabelText(TEXT.currentCode)).toBeTruthy();
    await submit(TEXT.submit['password-reset']);
    expect(completionsOf(fetches)).toHaveLength(1);
    const code = screen.getByLabelText(TEXT.currentCode) as HTMLInputElement;
    expect([code.getAttribute('aria-invalid'), code.value]).toEqual(['true', '']);
    expect(document.getElementById(`${code.id}-error`)?.textContent).toBe(TEXT.wrongCode);
    expect(document.activeElement).toBe(code);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks an authenticator reset for the current password; a wrong one is said under it, too many tries in the box', async () => {
    const answers: Answer[] = [
      refused({ password: [TEXT.wrongPassword] }),
      { status: 429, body: { message: TEXT.tooManyTries, code: 'RATE_LIMITED' } },
    ];
    mockLink(linkOf(AUTHENTICATOR_RESET), () => answers.shift()!);
    await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: TEXT.headings['authenticator-reset'] }),
    ).toBeTruthy();
    const password = screen.getByLabelText(TEXT.currentPassword) as HTMLInputElement;
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(await screen.findByRole('img', { name: TEXT.qrLabel })).toBeTruthy();
    // Any current password goes to the server, which checks it.
    fill('old', '111111');
    await submit(TEXT.submit['authenticator-reset']);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${password.id}-error`)?.textContent).toBe(TEXT.wrongPassword);
    // The code was not the problem: it stays.
    expect((screen.getByLabelText(TEXT.newCode) as HTMLInputElement).value).toBe('111111');
    fill('old-password', '222222');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    await submit(TEXT.submit['authenticator-reset']);
    expect(screen.getByRole('alert').textContent).toContain(TEXT.tooManyTries);
  });

  it('says a used or expired link does not work, with the way to sign in', async () => {
    mockLink(() => deadLink);
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.invalidHeading })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(TEXT.invalid);
    expect(screen.getByRole('link', { name: TEXT.signIn }).getAttribute('href')).toBe(
      '/staff/sign-in',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the link stopped working before it was used (or its account exists already)', async () => {
    mockLink(linkOf(INVITATION), () => refused({ token: [TEXT.emailTaken] }));
    const onSignedIn = await openPage();
    fill('a-new-password', '123456');
    await submit(TEXT.submit.invitation);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.invalidHeading })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(TEXT.emailTaken);
    expect(screen.queryByLabelText(TEXT.newPassword)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says while it checks the link, then that it could not, and checks again on request', async () => {
    let isDown = true;
    mockLink(() =>
      isDown
        ? { status: 500, body: { message: 'down', code: 'INTERNAL' } }
        : linkOf(PASSWORD_RESET)(),
    );
    render(
      <MemoryRouter initialEntries={['/staff/access?token=tok-123']}>
        <StaffAccessPage onSignedIn={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await submit(TEXT.retry);
    expect(
      screen.getByRole('heading', { level: 1, name: TEXT.headings['password-reset'] }),
    ).toBeTruthy();
  });
});
