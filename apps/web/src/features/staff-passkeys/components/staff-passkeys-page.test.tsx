import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPasskey } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { staffTime } from '../../../lib/dates';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { tableRowsText } from '../../../testing/table-rows';
import { StaffPasskeysPage } from './staff-passkeys-page';

// A member's own passkeys (ADR 172): the list with when each was added and last used, adding one
// with a code and the browser's ceremony (its outcome and every refusal said where it belongs),
// and removing one.

const webAuthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const TEXT = STAFF_MESSAGES.staffPasskeys;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
const LIST = '/api/staff/passkeys';
const LAPTOP: StaffPasskey = {
  id: 1,
  name: 'Work laptop',
  createdAt: '2026-11-02T15:04:00.000Z',
  lastUsedAt: '2026-11-20T08:30:00.000Z',
};
const KEY: StaffPasskey = {
  id: 2,
  name: 'Blue key',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastUsedAt: null,
};
const PHONE: StaffPasskey = {
  id: 3,
  name: 'Phone',
  createdAt: '2026-11-30T12:00:00.000Z',
  lastUsedAt: null,
};
const CEREMONY = {
  ticket: 'sealed-ticket',
  options: { challenge: 'abc', rp: { name: 'teleskin', id: 'localhost' } },
};
const CREDENTIAL = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30' },
  clientExtensionResults: {},
};

type Answer = { status: number; body?: unknown };
const refusal = (message: string, errors?: Record<string, string[]>): Answer => ({
  status: 422,
  body: { message, code: 'VALIDATION_FAILED', ...(errors ? { errors } : {}) },
});

/** The API with `passkeys` listed; `answer` may answer a call first. */
function passkeysApi(
  passkeys: StaffPasskey[],
  answer: (call: RecordedCall) => Answer | undefined = () => undefined,
) {
  return mockFetch(
    (call) =>
      answer(call) ??
      (call.url === LIST && call.method === 'GET'
        ? { status: 200, body: { data: { passkeys } } }
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }),
  );
}

const table = () => screen.getByRole('table', { name: TEXT.caption });
const addButton = () => screen.getByRole('button', { name: TEXT.add });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
const formAlert = () =>
  within(screen.getByRole('region', { name: TEXT.addHeading })).queryByRole('alert');
const addStatus = () =>
  within(screen.getByRole('region', { name: TEXT.addHeading })).getByRole('status');

async function openPage() {
  render(<StaffPasskeysPage />);
  await screen.findByText(TEXT.addIntro);
}

async function addPasskey(name: string, code: string) {
  fireEvent.change(field(TEXT.name), { target: { value: name } });
  fireEvent.change(field(TEXT.code), { target: { value: code } });
  await act(async () => {
    fireEvent.click(addButton());
  });
}

beforeEach(() => {
  webAuthn.startRegistration.mockReset();
});

describe('StaffPasskeysPage: the list', () => {
  it('lists each passkey with when it was added and last used, and a Remove named by it', async () => {
    passkeysApi([LAPTOP, KEY]);
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    expect(screen.getByText(TEXT.intro)).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(Object.values(TEXT.columns));
    expect(tableRowsText(table())).toEqual([
      [LAPTOP.name, staffTime(LAPTOP.createdAt), staffTime(LAPTOP.lastUsedAt!), TEXT.remove],
      [KEY.name, staffTime(KEY.createdAt), TEXT.neverUsed, TEXT.remove],
    ]);
    expect(
      screen.getByRole('button', { name: fillTemplate(TEXT.removeLabel, { name: KEY.name }) })
        .textContent,
    ).toBe(TEXT.remove);
    // The add form: its placeholder suggests a name, the code is a one-time code.
    expect(field(TEXT.name).placeholder).toBe(TEXT.namePlaceholder);
    expect([field(TEXT.code).autocomplete, field(TEXT.code).inputMode]).toEqual([
      'one-time-code',
      'numeric',
    ]);
  });

  it('says when there is none', async () => {
    passkeysApi([]);
    await openPage();
    expect(screen.getByText(TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a failed load in words, with a way to try again', async () => {
    const answers: Answer[] = [{ status: 500, body: { message: 'Internal', code: 'INTERNAL' } }];
    passkeysApi([LAPTOP], () => answers.shift());
    render(<StaffPasskeysPage />);
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('table', { name: TEXT.caption })).toBeTruthy();
    expect(screen.queryByText(TEXT.loadError)).toBeNull();
  });
});

describe('StaffPasskeysPage: adding a passkey', () => {
  it('asks for options with the code, runs the ceremony, keeps the passkey under its name and lists it', async () => {
    const server = passkeysApi([LAPTOP], (call) => {
      if (call.url === `${LIST}/options`) {
        return { status: 200, body: { data: CEREMONY } };
      }
      return call.url === LIST && call.method === 'POST'
        ? { status: 200, body: { data: PHONE } }
        : undefined;
    });
    let finishCeremony: (credential: typeof CREDENTIAL) => void = () => {};
    webAuthn.startRegistration.mockReturnValue(
      new Promise((resolve) => (finishCeremony = resolve)),
    );
    await openPage();
    await addPasskey('  Phone ', '123456');
    // While the browser's prompt is open, the page says what it waits for.
    expect(addStatus().textContent).toBe(TEXT.adding);
    expect(addButton().getAttribute('aria-busy')).toBe('true');
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: CEREMONY.options });
    await act(async () => finishCeremony(CREDENTIAL));

    expect(server.apiCalls().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', LIST, undefined],
      ['POST', `${LIST}/options`, { code: '123456' }],
      ['POST', LIST, { ticket: CEREMONY.ticket, name: 'Phone', response: CREDENTIAL }],
    ]);
    expect(tableRowsText(table()).map(([name]) => name)).toEqual([LAPTOP.name, PHONE.name]);
    expect(addStatus().textContent).toBe(fillTemplate(TEXT.added, { name: PHONE.name }));
    // The form starts again empty, its emptied fields not reported as missing.
    expect([field(TEXT.name).value, field(TEXT.code).value]).toEqual(['', '']);
    expect(field(TEXT.name).getAttribute('aria-invalid')).toBeNull();
    expect(formAlert()).toBeNull();
  });

  it('checks the name and the code before anything is sent', async () => {
    const server = passkeysApi([]);
    await openPage();
    await addPasskey('   ', '12345');
    expect(errorOf(field(TEXT.name))).toBe(TEXT.errors.name);
    expect(errorOf(field(TEXT.code))).toBe(SIGN_IN.codeRequired);
    expect(document.activeElement).toBe(field(TEXT.name));
    await addPasskey('x'.repeat(61), '123456');
    expect(errorOf(field(TEXT.name))).toBe(TEXT.errors.name);
    expect(server.apiCalls().filter(({ method }) => method === 'POST')).toEqual([]);
    expect(webAuthn.startRegistration).not.toHaveBeenCalled();
  });

  it('shows a refused code under its field, clears it, and starts no ceremony', async () => {
    passkeysApi([], (call) =>
      call.url === `${LIST}/options`
        ? refusal(SIGN_IN.codeReused, { code: [SIGN_IN.codeReused] })
        : undefined,
    );
    await openPage();
    await addPasskey('Phone', '123456');
    const code = field(TEXT.code);
    expect(errorOf(code)).toBe(SIGN_IN.codeReused);
    expect([code.getAttribute('aria-invalid'), code.value]).toEqual(['true', '']);
    expect(document.activeElement).toBe(code);
    expect(addStatus().textContent).toBe('');
    expect(webAuthn.startRegistration).not.toHaveBeenCalled();
  });

  it('says a closed prompt made no passkey, and an authenticator that has one already, sending nothing more', async () => {
    const server = passkeysApi([], (call) =>
      call.url === `${LIST}/options` ? { status: 200, body: { data: CEREMONY } } : undefined,
    );
    webAuthn.startRegistration.mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    await openPage();
    await addPasskey('Phone', '123456');
    expect(formAlert()?.textContent).toContain(TEXT.errors.cancelled);
    // The code was spent on the options: the next try takes a new one; the name stays.
    expect([field(TEXT.name).value, field(TEXT.code).value]).toEqual(['Phone', '']);
    expect(addStatus().textContent).toBe('');

    webAuthn.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('The authenticator was previously registered'), {
        name: 'InvalidStateError',
      }),
    );
    await addPasskey('Phone', '654321');
    expect(formAlert()?.textContent).toContain(TEXT.errors.duplicate);
    expect(
      server.apiCalls().filter(({ url, method }) => url === LIST && method === 'POST'),
    ).toEqual([]);
  });

  it("shows the server's refusals of the new passkey: the name under its field, any other in the form's box", async () => {
    const answers = [
      refusal(TEXT.errors.name, { name: [TEXT.errors.name] }),
      refusal(TEXT.errors.expired),
    ];
    passkeysApi([], (call) => {
      if (call.url === `${LIST}/options`) {
        return { status: 200, body: { data: CEREMONY } };
      }
      return call.url === LIST && call.method === 'POST' ? answers.shift() : undefined;
    });
    webAuthn.startRegistration.mockResolvedValue(CREDENTIAL);
    await openPage();
    await addPasskey('Phone', '123456');
    expect(errorOf(field(TEXT.name))).toBe(TEXT.errors.name);
    expect(formAlert()).toBeNull();
    await addPasskey('Phone', '654321');
    expect(formAlert()?.textContent).toContain(TEXT.errors.expired);
    expect(field(TEXT.code).value).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('StaffPasskeysPage: removing a passkey', () => {
  it('removes it, says so, and puts the focus on what happened', async () => {
    const server = passkeysApi([LAPTOP, KEY], (call) =>
      call.method === 'DELETE' ? { status: 200, body: { data: LAPTOP } } : undefined,
    );
    await openPage();
    const remove = screen.getByRole('button', {
      name: fillTemplate(TEXT.removeLabel, { name: LAPTOP.name }),
    });
    remove.focus();
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(server.apiCalls().at(-1)).toMatchObject({
      method: 'DELETE',
      url: `${LIST}/${LAPTOP.id}`,
    });
    expect(tableRowsText(table()).map(([name]) => name)).toEqual([KEY.name]);
    const removed = fillTemplate(TEXT.removed, { name: LAPTOP.name });
    const list = screen.getByText(removed);
    expect(list.getAttribute('role')).toBe('status');
    // The row's button went with it: focus lands on the outcome, not on the page's start.
    expect(document.activeElement).toBe(list);
  });

  it('says a passkey removed meanwhile is gone and loads the list again', async () => {
    let passkeys = [LAPTOP, KEY];
    const server = mockFetch((call) => {
      if (call.method === 'DELETE') {
        passkeys = [KEY];
        return { status: 404, body: { message: TEXT.errors.passkeyId, code: 'NOT_FOUND' } };
      }
      return { status: 200, body: { data: { passkeys } } };
    });
    await openPage();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: fillTemplate(TEXT.removeLabel, { name: LAPTOP.name }) }),
      );
    });
    await waitFor(() => expect(tableRowsText(table()).map(([name]) => name)).toEqual([KEY.name]));
    expect(screen.getByText(TEXT.errors.passkeyId).getAttribute('role')).toBe('status');
    expect(server.apiCalls().filter(({ method }) => method === 'GET')).toHaveLength(2);
  });

  it('says a failed removal as an alert and keeps the passkey listed', async () => {
    passkeysApi([LAPTOP], (call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { message: 'Internal', code: 'INTERNAL' } }
        : undefined,
    );
    await openPage();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: fillTemplate(TEXT.removeLabel, { name: LAPTOP.name }) }),
      );
    });
    expect(screen.getByText(MESSAGES.form.genericServerError).getAttribute('role')).toBe('alert');
    expect(tableRowsText(table()).map(([name]) => name)).toEqual([LAPTOP.name]);
  });
});
