import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminStaffMember, StaffInvitation } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { CareTeamPage } from '../features/admin-console/components/care-team-page';
import { mockFetch, type RecordedCall } from './fetch-mock';

// The admin console's Care team page as its component tests meet it (ADRs 169, 170): the admin
// asking, a provider, an operator, a deactivated operator, and two invitations waiting (one of
// whose links has expired).

export const ADMIN: AdminStaffMember = {
  id: 4,
  name: 'Robin Hale',
  email: 'admin@teleskin.example',
  role: 'admin',
  disabledAt: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  lastActiveAt: '2026-11-28T15:00:00.000Z',
  sessions: 1,
  isYou: true,
};
export const PROVIDER: AdminStaffMember = {
  ...ADMIN,
  id: 1,
  name: 'Dr. Maya Okafor',
  email: 'provider@teleskin.example',
  role: 'provider',
  lastActiveAt: null,
  sessions: 0,
  isYou: false,
};
export const OPERATOR: AdminStaffMember = {
  ...ADMIN,
  id: 3,
  name: 'Sam Ortiz',
  email: 'operator@teleskin.example',
  role: 'operator',
  lastActiveAt: '2026-11-27T18:30:00.000Z',
  sessions: 2,
  isYou: false,
};
export const FORMER: AdminStaffMember = {
  ...OPERATOR,
  id: 7,
  name: 'Lee Former',
  email: 'lee@teleskin.example',
  disabledAt: '2026-10-02T15:00:00.000Z',
  lastActiveAt: null,
  sessions: 0,
};
export const WAITING: StaffInvitation = {
  id: 12,
  email: 'kim@teleskin.example',
  name: 'Kim Park',
  role: 'operator',
  createdAt: '2026-11-27T15:00:00.000Z',
  expiresAt: '2026-12-04T15:00:00.000Z',
  isExpired: false,
  invitedBy: 'Robin Hale',
};
export const EXPIRED: StaffInvitation = {
  ...WAITING,
  id: 9,
  email: 'ari@teleskin.example',
  name: 'Ari Stone',
  role: 'admin',
  createdAt: '2026-11-10T15:00:00.000Z',
  expiresAt: '2026-11-17T15:00:00.000Z',
  isExpired: true,
};

/** The list's answer: every member, and the invitations given (both by default). */
export const listedStaff = (invitations: StaffInvitation[] = [WAITING, EXPIRED]) => ({
  status: 200,
  body: { data: { members: [ADMIN, PROVIDER, OPERATOR, FORMER], invitations } },
});

export const refused = (message: string, errors?: Record<string, string[]>) => ({
  status: 422,
  body: { message, code: 'VALIDATION_FAILED', ...(errors ? { errors } : {}) },
});

type Answer = { status: number; body: unknown };

/** The list (as `list` answers it), and `answer` to every other call. */
export const mockStaff = (
  answer: (call: RecordedCall) => Answer = () => listedStaff(),
  list: () => Answer = () => listedStaff(),
) => mockFetch((call) => (call.method === 'GET' ? list() : answer(call)));

export const postsOf = (fetches: ReturnType<typeof mockFetch>) =>
  fetches.apiCalls().filter((call) => call.method === 'POST');

export async function openCareTeamPage() {
  await act(async () => {
    render(
      <MemoryRouter>
        <CareTeamPage />
      </MemoryRouter>,
    );
  });
}

export const nameOf = (template: string, someone: { name: string }) =>
  fillTemplate(template, { name: someone.name });

/** Opens a dialog from a button, focused first as a click does in a browser. */
export function openDialog(buttonName: string, heading: string) {
  const button = screen.getByRole('button', { name: buttonName });
  button.focus();
  fireEvent.click(button);
  return { button, dialog: within(screen.getByRole('dialog', { name: heading })) };
}

export type Dialog = ReturnType<typeof openDialog>['dialog'];
