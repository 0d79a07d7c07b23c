import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE, THIS_DEVICE, securityWith } from '../../../testing/account-security-fixtures';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { AccountSecurityPage } from './account-security-page';

const PASSWORD_PATH = '/api/account/password';

/** The message shown under a field, the one its input is described by. */
function errorUnder(label: string): string | null | undefined {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : null;
}

function passwordCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url === PASSWORD_PATH);
}

async function passwordSection() {
  return screen.findByRole('region', { name: /password/ });
}

describe('AccountSecurityPage: password', () => {
  it('changes the password: the fields empty again, only this device left, and the change said', async () => {
    const server = mockFetch((call) => ({
      status: 200,
      body: securityWith(call.url === PASSWORD_PATH ? [THIS_DEVICE] : [THIS_DEVICE, PHONE]),
    }));
    render(<AccountSecurityPage />);
    const section = await passwordSection();
    expect(within(section).getByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(
      within(section).getByText('Changing your password signs you out of every other device.'),
    ).toBeTruthy();
    const current = screen.getByLabelText<HTMLInputElement>('Current password');
    expect([current.type, current.autocomplete]).toEqual(['password', 'current-password']);
    const next = screen.getByLabelText<HTMLInputElement>('New password');
    expect([next.type, next.autocomplete]).toEqual(['password', 'new-password']);
    fireEvent.change(current, { target: { value: 'old-horse-battery' } });
    fireEvent.change(next, { target: { value: 'new-horse-battery' } });
    const submit = screen.getByRole('button', { name: 'Change password' });
    submit.focus();
    fireEvent.click(submit);

    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'Your password is changed, and every other device is signed out.',
      ),
    );
    expect(passwordCalls(server.apiCalls())).toMatchObject([
      {
        method: 'POST',
        body: { currentPassword: 'old-horse-battery', newPassword: 'new-horse-battery' },
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    // A fresh form: the emptied fields are not reported as missing.
    expect(errorUnder('Current password')).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    // The button the patient pressed keeps the focus; the change is said politely.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' }));
  });

  it('checks the fields first and sends nothing while one is wrong, focusing the first', async () => {
    const server = mockFetch(() => ({ status: 200, body: securityWith([THIS_DEVICE, PHONE]) }));
    render(<AccountSecurityPage />);
    await passwordSection();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorUnder('Current password')).toBe('The password field is required.');
    expect(errorUnder('New password')).toBe('The password field is required.');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));

    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'old-horse-battery' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorUnder('Current password')).toBeNull();
    expect(errorUnder('New password')).toBe('Password must be at least 8 characters.');
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(passwordCalls(server.apiCalls())).toEqual([]);
  });

  it('shows a wrong current password under its field, and keeps the devices', async () => {
    mockFetch((call) =>
      call.url === PASSWORD_PATH
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              code: 'VALIDATION',
              errors: { currentPassword: ['Your current password is not correct.'] },
            },
          }
        : { status: 200, body: securityWith([THIS_DEVICE, PHONE]) },
    );
    render(<AccountSecurityPage />);
    const section = await passwordSection();
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'not-my-password' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'new-horse-battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(errorUnder('Current password')).toBe('Your current password is not correct.'),
    );
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('new-horse-battery');
    expect(within(section).getByRole('status').textContent).toBe('');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    // Typing again takes the server's word about the old value away.
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'my-password' },
    });
    expect(errorUnder('Current password')).toBeNull();
  });

  it('says so above the form when there were too many tries', async () => {
    mockFetch((call) =>
      call.url === PASSWORD_PATH
        ? {
            status: 429,
            body: { message: 'Too many tries. Please wait a few minutes.', code: 'RATE_LIMITED' },
          }
        : { status: 200, body: securityWith([THIS_DEVICE]) },
    );
    render(<AccountSecurityPage />);
    await passwordSection();
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'old-horse-battery' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'new-horse-battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many tries. Please wait a few minutes.',
    );
  });

  it('sets a password for an account without one, asking no current password', async () => {
    const server = mockFetch((call) => ({
      status: 200,
      body: securityWith(
        call.url === PASSWORD_PATH ? [THIS_DEVICE] : [THIS_DEVICE, PHONE],
        call.url === PASSWORD_PATH,
      ),
    }));
    render(<AccountSecurityPage />);
    const section = await passwordSection();
    expect(within(section).getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(
      within(section).getByText(/Your account signs in without a password today/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'new-horse-battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    // Now the account has one: the section offers to change it.
    expect(
      await within(section).findByRole('heading', { name: 'Change your password' }),
    ).toBeTruthy();
    expect(passwordCalls(server.apiCalls())).toMatchObject([
      { method: 'POST', body: { newPassword: 'new-horse-battery' } },
    ]);
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });
});
