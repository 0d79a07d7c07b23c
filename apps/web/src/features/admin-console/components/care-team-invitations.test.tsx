import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStaffMember, StaffInvitation } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import {
  EXPIRED,
  OPERATOR,
  WAITING,
  listedStaff,
  mockStaff,
  nameOf,
  openCareTeamPage,
  openDialog,
  postsOf,
  refused,
  type Dialog,
} from '../../../testing/admin-staff-fixtures';
import { tableRowsText } from '../../../testing/table-rows';

// The Care team page's invitations and authenticator resets (ADR 170): the invitations waiting
// with their links' dates (an expired one said so), an invitation sent after its fields are
// checked, the server's refusals under their fields, Resend and Revoke with their outcomes
// announced (one accepted meanwhile said so and the list loaded again), and a member's lost
// authenticator reset with a reason.

const TEXT = STAFF_MESSAGES.adminStaff;
const REASON = 'Reason for this change';
const NEW: StaffInvitation = {
  ...WAITING,
  id: 15,
  name: 'Noor Haddad',
  email: 'noor@teleskin.example',
  role: 'admin',
  createdAt: '2026-11-29T15:00:00.000Z',
  expiresAt: '2026-12-06T15:00:00.000Z',
};

const invitationsTable = () => screen.getByRole('table', { name: TEXT.invitationsCaption });
const invitationRows = () => tableRowsText(invitationsTable());
const status = () => screen.getByRole('status').textContent;
const ok = (data: unknown) => ({ status: 200, body: { data } });

async function press(target: Dialog | typeof screen, name: string) {
  await act(async () => {
    fireEvent.click(target.getByRole('button', { name }));
  });
}

const openInvite = () => openDialog(TEXT.invite, TEXT.inviteHeading);

function fillInvite(dialog: Dialog, values: { name: string; email: string; role?: string }) {
  fireEvent.change(dialog.getByLabelText(TEXT.inviteName), { target: { value: values.name } });
  fireEvent.change(dialog.getByLabelText(TEXT.inviteEmail), { target: { value: values.email } });
  if (values.role) {
    fireEvent.change(dialog.getByLabelText(TEXT.inviteRole), { target: { value: values.role } });
  }
}

describe('CareTeamPage invitations and authenticator resets', () => {
  it('lists the invitations waiting, newest first, an expired link said so', async () => {
    mockStaff();
    await openCareTeamPage();
    expect(screen.getByRole('heading', { level: 2, name: TEXT.invitationsHeading })).toBeTruthy();
    expect(
      within(invitationsTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Link works until', 'Invited by', 'Change']);
    const [waiting, expired] = invitationRows();
    expect(waiting!.slice(0, 3)).toEqual(['Kim Park', 'kim@teleskin.example', 'Operator']);
    expect(waiting![3]).toMatch(/^Dec 4, 2026, /);
    expect(waiting!.slice(4)).toEqual(['Robin Hale', 'ResendRevoke']);
    expect(expired!.slice(0, 3)).toEqual(['Ari Stone', 'ari@teleskin.example', 'Admin']);
    expect(expired![3]).toMatch(/^Expired Nov 17, 2026, /);
    expect(screen.getByRole('button', { name: nameOf(TEXT.resendLabel, EXPIRED) })).toBeTruthy();
    expect(screen.getByRole('button', { name: nameOf(TEXT.revokeLabel, WAITING) })).toBeTruthy();
    // Each button's name holds its visible words (WCAG 2.5.3 Label in Name).
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent).toContain(button.textContent);
    }
  });

  it('says when no invitation is waiting', async () => {
    mockStaff(undefined, () => listedStaff([]));
    await openCareTeamPage();
    expect(screen.getByText(TEXT.invitationsEmpty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: TEXT.invitationsCaption })).toBeNull();
  });

  it('invites someone: the name and email checked first, then sent, listed first and announced', async () => {
    const fetches = mockStaff(() => ok(NEW));
    await openCareTeamPage();
    const { button, dialog } = openInvite();
    expect(dialog.getByText(TEXT.inviteIntro)).toBeTruthy();
    // Nothing changes that exists: no reason is asked.
    expect(dialog.queryByLabelText(REASON)).toBeNull();
    const role = dialog.getByLabelText(TEXT.inviteRole) as HTMLSelectElement;
    expect(role.value).toBe('operator');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Operator', 'Admin']);

    await press(dialog, TEXT.confirmInvite);
    expect(dialog.getByText(TEXT.errors.inviteName)).toBeTruthy();
    expect(dialog.getByText(MESSAGES.email.required)).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(TEXT.inviteName));
    expect(postsOf(fetches)).toHaveLength(0);

    fillInvite(dialog, { name: '  Noor Haddad ', email: 'noor@teleskin.example', role: 'admin' });
    await press(dialog, TEXT.confirmInvite);
    const [sent] = postsOf(fetches);
    expect(sent!.url).toBe('/api/admin/staff/invitations');
    expect(sent!.body).toEqual({
      name: 'Noor Haddad',
      email: 'noor@teleskin.example',
      role: 'admin',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('An invitation was sent to noor@teleskin.example.');
    expect(invitationRows().map((row) => row[0])).toEqual(['Noor Haddad', 'Kim Park', 'Ari Stone']);
    expect(document.activeElement).toBe(button);
  });

  it("shows the server's word on the email under it, the dialog kept open", async () => {
    mockStaff(() => refused(TEXT.errors.emailTaken, { email: [TEXT.errors.emailTaken] }));
    await openCareTeamPage();
    const { dialog } = openInvite();
    fillInvite(dialog, { name: 'Sam Again', email: 'operator@teleskin.example' });
    await press(dialog, TEXT.confirmInvite);
    const email = dialog.getByLabelText(TEXT.inviteEmail);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe(TEXT.errors.emailTaken);
    expect(document.activeElement).toBe(email);
    expect(status()).toBe('');
    // An edit makes the word stale.
    fireEvent.change(email, { target: { value: 'sam.again@teleskin.example' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('resends an expired invitation: a new date in its row, announced', async () => {
    const resent: StaffInvitation = {
      ...EXPIRED,
      expiresAt: '2026-12-06T15:00:00.000Z',
      isExpired: false,
    };
    const fetches = mockStaff(() => ok(resent));
    await openCareTeamPage();
    await press(screen, nameOf(TEXT.resendLabel, EXPIRED));
    const [sent] = postsOf(fetches);
    expect([sent!.url, sent!.body]).toEqual(['/api/admin/staff/invitations/9/resend', undefined]);
    expect(status()).toBe(
      'A new link was sent to ari@teleskin.example; the old one no longer works.',
    );
    expect(invitationRows()[1]![3]).toMatch(/^Dec 6, 2026, /);
  });

  it('revokes an invitation: its row gone, focus on the section, announced', async () => {
    const fetches = mockStaff(() => ok({ revoked: true }));
    await openCareTeamPage();
    const revoke = screen.getByRole('button', { name: nameOf(TEXT.revokeLabel, WAITING) });
    revoke.focus();
    await press(screen, nameOf(TEXT.revokeLabel, WAITING));
    expect(postsOf(fetches)[0]!.url).toBe('/api/admin/staff/invitations/12/revoke');
    expect(status()).toBe('The invitation of kim@teleskin.example was revoked.');
    expect(invitationRows().map((row) => row[0])).toEqual(['Ari Stone']);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: TEXT.invitationsHeading }),
    );
  });

  it('says an invitation was accepted meanwhile, and loads the list again', async () => {
    let lists = 0;
    mockStaff(
      () => ({ status: 404, body: { message: TEXT.errors.invitationId, code: 'NOT_FOUND' } }),
      () => listedStaff(++lists === 1 ? [WAITING, EXPIRED] : [EXPIRED]),
    );
    await openCareTeamPage();
    await press(screen, nameOf(TEXT.resendLabel, WAITING));
    expect(status()).toBe(TEXT.errors.invitationId);
    expect(await screen.findByRole('rowheader', { name: EXPIRED.name })).toBeTruthy();
    expect(invitationRows().map((row) => row[0])).toEqual(['Ari Stone']);
  });

  it("resets a member's authenticator with a reason: refused without one, then sent and announced", async () => {
    const answer: AdminStaffMember = { ...OPERATOR };
    const fetches = mockStaff(() => ok(answer));
    await openCareTeamPage();
    const { button, dialog } = openDialog(
      nameOf(TEXT.resetAuthenticatorLabel, OPERATOR),
      nameOf(TEXT.resetHeading, OPERATOR),
    );
    expect(dialog.getByText(nameOf(TEXT.resetIntro, OPERATOR))).toBeTruthy();
    await press(dialog, TEXT.confirmReset);
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(postsOf(fetches)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Lost their phone' } });
    await press(dialog, TEXT.confirmReset);
    const [sent] = postsOf(fetches);
    expect(sent!.url).toBe('/api/admin/staff/3/authenticator-reset');
    expect(sent!.body).toEqual({ reason: 'Lost their phone' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe(
      'A link to set up a new authenticator was sent to operator@teleskin.example.',
    );
    expect(document.activeElement).toBe(button);
  });

  it("shows the server's refusal of a reset in the dialog (deactivated meanwhile)", async () => {
    mockStaff(() => refused(TEXT.errors.resetInactive));
    await openCareTeamPage();
    const { dialog } = openDialog(
      nameOf(TEXT.resetAuthenticatorLabel, OPERATOR),
      nameOf(TEXT.resetHeading, OPERATOR),
    );
    fireEvent.change(dialog.getByLabelText(REASON), { target: { value: 'Lost their phone' } });
    await press(dialog, TEXT.confirmReset);
    expect(dialog.getByRole('alert').textContent).toContain(TEXT.errors.resetInactive);
    expect(status()).toBe('');
  });
});
