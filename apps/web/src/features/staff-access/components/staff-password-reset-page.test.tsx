import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch } from '../../../testing/fetch-mock';
import { StaffPasswordResetPage } from './staff-password-reset-page';

// A care-team member's own password reset request (ADR 170): the email checked first, the
// server's one answer shown, its refusals in words, and the way back to sign in.

const TEXT = STAFF_MESSAGES.staffPasswordReset;

function openPage() {
  render(
    <MemoryRouter>
      <StaffPasswordResetPage />
    </MemoryRouter>,
  );
}

async function send(email: string) {
  fireEvent.change(screen.getByLabelText(STAFF_MESSAGES.staffSignIn.email), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
  });
}

describe('StaffPasswordResetPage', () => {
  it('checks the email, sends it, and says a link is on its way', async () => {
    const fetches = mockFetch(() => ({ status: 200, body: { message: TEXT.sent } }));
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    expect(screen.getByText(TEXT.intro)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.backToSignIn }).getAttribute('href')).toBe(
      '/staff/sign-in',
    );
    await send('not-an-email');
    expect(screen.getByText(MESSAGES.email.invalid)).toBeTruthy();
    expect(fetches.apiCalls()).toHaveLength(0);

    await send(' sam@teleskin.example ');
    const [sent] = fetches.apiCalls();
    expect([sent!.url, sent!.body]).toEqual([
      '/api/staff/password-reset',
      { email: 'sam@teleskin.example' },
    ]);
    expect(screen.getByRole('status').textContent).toBe(TEXT.sent);
    // The form stays, for an address mistyped.
    expect(screen.getByLabelText(STAFF_MESSAGES.staffSignIn.email)).toBeTruthy();
  });

  it("shows the server's word on the email under it, and too many emails in the form's box", async () => {
    const answers = [
      {
        status: 422,
        body: {
          message: MESSAGES.email.invalid,
          code: 'VALIDATION_FAILED',
          errors: { email: [MESSAGES.email.invalid] },
        },
      },
      { status: 429, body: { message: TEXT.tooManyEmails, code: 'RATE_LIMITED' } },
    ];
    mockFetch(() => answers.shift()!);
    openPage();
    await send('sam@teleskin.example');
    const email = screen.getByLabelText(STAFF_MESSAGES.staffSignIn.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe(MESSAGES.email.invalid);
    await send('sam@teleskin.example');
    expect(screen.getByRole('alert').textContent).toContain(TEXT.tooManyEmails);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
