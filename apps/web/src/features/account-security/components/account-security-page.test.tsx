import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  OLD_LAPTOP,
  PHONE,
  THIS_DEVICE,
  securityWith,
} from '../../../testing/account-security-fixtures';
import { mockFetch } from '../../../testing/fetch-mock';
import { patientTime } from '../../../lib/dates';
import { AccountSecurityPage } from './account-security-page';

const SECURITY_PATH = '/api/account/security';
const signOutName = (device: string, lastSeenAt: string) =>
  `Sign out ${device}, last active ${patientTime(lastSeenAt)}`;

// Each section has its own polite status: the devices' says what a sign-out came to.
async function expectDevicesStatus(text: string) {
  const region = await screen.findByRole('region', { name: 'Signed-in devices' });
  await waitFor(() => expect(within(region).getByRole('status').textContent).toBe(text));
}

async function devices() {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('listitem');
}

describe('AccountSecurityPage: signed-in devices', () => {
  it('lists this device first, marked and without a sign-out, then every other one with its own', async () => {
    mockFetch(() => ({ status: 200, body: securityWith([THIS_DEVICE, PHONE, OLD_LAPTOP]) }));
    render(<AccountSecurityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeTruthy();
    const [first, second, third] = await devices();
    expect(
      within(first!).getByRole('heading', { name: 'Chrome on macOS This device' }),
    ).toBeTruthy();
    expect(
      within(first!).getByText(`Signed in ${patientTime(THIS_DEVICE.signedInAt)}`),
    ).toBeTruthy();
    expect(
      within(first!).getByText(`Last active ${patientTime(THIS_DEVICE.lastSeenAt)}`),
    ).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(
      within(second!).getByRole('button', { name: signOutName('Safari on iOS', PHONE.lastSeenAt) })
        .textContent,
    ).toBe('Sign out');
    expect(
      within(third!).getByRole('button', {
        name: signOutName('Firefox on Windows', OLD_LAPTOP.lastSeenAt),
      }),
    ).toBeTruthy();
    expect(within(second!).queryByText('This device')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeTruthy();
  });

  it('signs one device out, redraws the list from the answer and says so', async () => {
    const server = mockFetch((call) =>
      call.method === 'DELETE'
        ? { status: 200, body: securityWith([THIS_DEVICE, OLD_LAPTOP]) }
        : { status: 200, body: securityWith([THIS_DEVICE, PHONE, OLD_LAPTOP]) },
    );
    render(<AccountSecurityPage />);
    const button = await screen.findByRole('button', {
      name: signOutName('Safari on iOS', PHONE.lastSeenAt),
    });
    button.focus();
    fireEvent.click(button);
    await expectDevicesStatus('Safari on iOS is signed out.');
    expect(await devices()).toHaveLength(2);
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(server.apiCalls().map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${SECURITY_PATH}`,
      `DELETE /api/account/sessions/${PHONE.id}`,
    ]);
    // The row's button went with it: focus lands on what happened, not on the page's start.
    expect(document.activeElement?.textContent).toBe('Safari on iOS is signed out.');
  });

  it('signs every other device out and says no other device is signed in', async () => {
    const server = mockFetch((call) => ({
      status: 200,
      body: securityWith(call.method === 'POST' ? [THIS_DEVICE] : [THIS_DEVICE, PHONE, OLD_LAPTOP]),
    }));
    render(<AccountSecurityPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await expectDevicesStatus('Every other device is signed out.');
    expect(await devices()).toHaveLength(1);
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sign out/ })).toBeNull();
    expect(server.apiCalls().at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
    });
  });

  it('keeps every button refused while a sign-out is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') {
          return new Promise<Response>((resolve) => (answer = resolve));
        }
        return Promise.resolve(
          Response.json(
            url === SECURITY_PATH ? securityWith([THIS_DEVICE, PHONE, OLD_LAPTOP]) : {},
          ),
        );
      }),
    );
    render(<AccountSecurityPage />);
    const phone = await screen.findByRole('button', {
      name: signOutName('Safari on iOS', PHONE.lastSeenAt),
    });
    fireEvent.click(phone);
    await waitFor(() => expect(phone.getAttribute('aria-disabled')).toBe('true'));
    expect(
      screen.getByRole<HTMLButtonElement>('button', {
        name: signOutName('Firefox on Windows', OLD_LAPTOP.lastSeenAt),
      }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all other devices' })
        .disabled,
    ).toBe(true);
    answer(Response.json(securityWith([THIS_DEVICE, OLD_LAPTOP])));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all other devices' })
          .disabled,
      ).toBe(false),
    );
  });

  it('says a device signed out meanwhile is signed out already, and loads the list again', async () => {
    let isPhoneLeft = true;
    const server = mockFetch((call) => {
      if (call.method === 'DELETE') {
        isPhoneLeft = false;
        return {
          status: 404,
          body: { message: 'That device is already signed out.', code: 'NOT_FOUND' },
        };
      }
      return {
        status: 200,
        body: securityWith(
          isPhoneLeft ? [THIS_DEVICE, PHONE, OLD_LAPTOP] : [THIS_DEVICE, OLD_LAPTOP],
        ),
      };
    });
    render(<AccountSecurityPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: signOutName('Safari on iOS', PHONE.lastSeenAt) }),
    );
    await expectDevicesStatus('That device is already signed out.');
    await waitFor(async () => expect(await devices()).toHaveLength(2));
    expect(server.apiCalls().filter((call) => call.url === SECURITY_PATH)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure as an alert and keeps the list', async () => {
    mockFetch((call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { message: 'Something went wrong.', code: 'INTERNAL' } }
        : { status: 200, body: securityWith([THIS_DEVICE, PHONE]) },
    );
    render(<AccountSecurityPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: signOutName('Safari on iOS', PHONE.lastSeenAt) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(await devices()).toHaveLength(2);
  });

  it('says when the devices could not be loaded, and loads them again on retry', async () => {
    let fails = true;
    mockFetch(() =>
      fails
        ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
        : { status: 200, body: securityWith([THIS_DEVICE]) },
    );
    render(<AccountSecurityPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading your devices…');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your devices. Please try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Signed-in devices' })).toBeNull();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
  });
});
