import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminStaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import {
  ADMIN,
  FORMER,
  OPERATOR,
  PROVIDER,
  listedStaff,
  mockStaff,
  nameOf,
  openCareTeamPage as openPage,
  openDialog,
  postsOf,
  refused,
  type Dialog,
} from '../../../testing/admin-staff-fixtures';
import { mockFetch } from '../../../testing/fetch-mock';
import { tableRowsText } from '../../../testing/table-rows';
import { CareTeamPage } from './care-team-page';

// The admin console's care team (ADR 169): every account with its role, access and open
// sessions; access taken away or given back and an operator's role changed, each with a reason
// checked before anything is sent, the server's refusals under their field or in the dialog, the
// admin's own row left alone, and a failed load tried again.

const TEXT = STAFF_MESSAGES.adminStaff;
const REASON = 'Reason for this change';
const listed = listedStaff();

const table = () => screen.getByRole('table', { name: TEXT.caption });
const rows = () => tableRowsText(table());
/** A member's row, found by their name. */
const rowOf = (member: AdminStaffMember) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${member.name}`) })
    .closest('tr')!;

async function send(dialog: Dialog, submit: string, reason = 'Left the practice') {
  fireEvent.change(dialog.getByLabelText(REASON), { target: { value: reason } });
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: submit }));
  });
}

const openDeactivate = (member: AdminStaffMember) =>
  openDialog(nameOf(TEXT.deactivateLabel, member), nameOf(TEXT.deactivateHeading, member));
const openRole = (member: AdminStaffMember) =>
  openDialog(nameOf(TEXT.changeRoleLabel, member), nameOf(TEXT.roleHeading, member));

describe('CareTeamPage', () => {
  it('lists every account with its role, access and open sessions; the own row and a provider’s role have no change', async () => {
    mockStaff();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    expect(screen.getByText(TEXT.intro)).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Access', 'Last active', 'Change']);
    const [admin, provider, operator, former] = rows();
    expect(admin!.slice(0, 4)).toEqual([
      'Robin Hale You',
      'admin@teleskin.example',
      'Admin',
      'Active',
    ]);
    expect(admin![4]).toMatch(/^Nov 28, 2026, .+ \(1 open\)$/);
    expect(admin![5]).toBe('');
    expect(provider).toEqual([
      'Dr. Maya Okafor',
      'provider@teleskin.example',
      'Provider',
      'Active',
      TEXT.never,
      'DeactivateReset authenticator',
    ]);
    expect(operator![4]).toMatch(/^Nov 27, 2026, .+ \(2 open\)$/);
    expect(operator![5]).toBe('DeactivateChange roleReset authenticator');
    expect(former![3]).toMatch(/^Deactivated Oct 2, 2026, /);
    expect(former![5]).toBe('ReactivateChange role');

    expect(within(rowOf(ADMIN)).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: nameOf(TEXT.deactivateLabel, ADMIN) })).toBeNull();
    expect(screen.queryByRole('button', { name: nameOf(TEXT.changeRoleLabel, ADMIN) })).toBeNull();
    expect(
      screen.getByRole('button', { name: nameOf(TEXT.deactivateLabel, PROVIDER) }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: nameOf(TEXT.changeRoleLabel, PROVIDER) }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: nameOf(TEXT.reactivateLabel, FORMER) })).toBeTruthy();
    // A deactivated account gets no new authenticator: it is reactivated first.
    expect(
      screen.queryByRole('button', { name: nameOf(TEXT.resetAuthenticatorLabel, FORMER) }),
    ).toBeNull();
  });

  it('deactivates with a reason: refused without one, then sent, the row drawn anew and the change announced', async () => {
    const answer: AdminStaffMember = {
      ...OPERATOR,
      disabledAt: '2026-11-29T15:00:00.000Z',
      lastActiveAt: null,
      sessions: 0,
    };
    const fetches = mockStaff(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    const { button, dialog } = openDeactivate(OPERATOR);
    expect(dialog.getByText(nameOf(TEXT.deactivateIntro, OPERATOR))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: TEXT.confirmDeactivate }));
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(REASON));
    expect(postsOf(fetches)).toHaveLength(0);

    await send(dialog, TEXT.confirmDeactivate, '  Left the practice ');
    const [sent] = postsOf(fetches);
    expect(sent!.url).toBe('/api/admin/staff/3/access');
    expect(sent!.body).toEqual({ isActive: false, reason: 'Left the practice' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Sam Ortiz was deactivated, and every session of theirs ended.',
    );
    const operator = rows()[2]!;
    expect(operator[3]).toMatch(/^Deactivated Nov 29, 2026, /);
    expect(operator[4]).toBe(TEXT.never);
    // Focus is back on the row's button, which now reactivates.
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe(nameOf(TEXT.reactivateLabel, OPERATOR));
  });

  it('reactivates a deactivated account with a reason', async () => {
    const answer: AdminStaffMember = { ...FORMER, disabledAt: null };
    const fetches = mockStaff(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    const { dialog } = openDialog(
      nameOf(TEXT.reactivateLabel, FORMER),
      nameOf(TEXT.reactivateHeading, FORMER),
    );
    expect(dialog.getByText(nameOf(TEXT.reactivateIntro, FORMER))).toBeTruthy();
    await send(dialog, TEXT.confirmReactivate, 'Back from leave');
    expect(postsOf(fetches)[0]!.body).toEqual({ isActive: true, reason: 'Back from leave' });
    expect(screen.getByRole('status').textContent).toBe('Lee Former was reactivated.');
    expect(rows()[3]![3]).toBe(TEXT.active);
  });

  it("shows the server's word on the reason under its field, the dialog kept open", async () => {
    const refusal = 'Enter a reason of 500 characters or fewer.';
    mockStaff(() => refused(refusal, { reason: [refusal] }));
    await openPage();
    const { dialog } = openDeactivate(OPERATOR);
    await send(dialog, TEXT.confirmDeactivate);
    const reason = dialog.getByLabelText(REASON);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(reason);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(rows()[2]![3]).toBe(TEXT.active);
  });

  it('changes an operator’s role: the other role chosen first, sent with the reason, announced', async () => {
    const answer: AdminStaffMember = {
      ...OPERATOR,
      role: 'admin',
      lastActiveAt: null,
      sessions: 0,
    };
    const fetches = mockStaff(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    const { button, dialog } = openRole(OPERATOR);
    expect(dialog.getByText(nameOf(TEXT.roleIntro, OPERATOR))).toBeTruthy();
    const role = dialog.getByLabelText(TEXT.role) as HTMLSelectElement;
    expect(role.value).toBe('admin');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Operator', 'Admin']);
    fireEvent.click(dialog.getByRole('button', { name: TEXT.confirmRole }));
    expect(postsOf(fetches)).toHaveLength(0);

    await send(dialog, TEXT.confirmRole, 'Runs the practice now');
    const [sent] = postsOf(fetches);
    expect(sent!.url).toBe('/api/admin/staff/3/role');
    expect(sent!.body).toEqual({ role: 'admin', reason: 'Runs the practice now' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sam Ortiz is now Admin.');
    expect(rows()[2]!.slice(2, 5)).toEqual(['Admin', 'Active', TEXT.never]);
    expect(document.activeElement).toBe(button);
  });

  it("shows the server's word on the role under it", async () => {
    mockStaff(() => refused(TEXT.errors.sameRole, { role: [TEXT.errors.sameRole] }));
    await openPage();
    const { dialog } = openRole(FORMER);
    fireEvent.change(dialog.getByLabelText(TEXT.role), { target: { value: 'operator' } });
    await send(dialog, TEXT.confirmRole);
    const role = dialog.getByLabelText(TEXT.role);
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${role.id}-error`)?.textContent).toBe(TEXT.errors.sameRole);
    fireEvent.change(role, { target: { value: 'admin' } });
    expect(role.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's refusal without a field in the dialog (a provider's role), the row unchanged", async () => {
    // The list said operator; the account is a provider's by the time the change arrives.
    mockStaff(() => refused(TEXT.errors.providerRole));
    await openPage();
    const { dialog } = openRole(OPERATOR);
    await send(dialog, TEXT.confirmRole);
    expect(dialog.getByRole('alert').textContent).toContain(TEXT.errors.providerRole);
    expect(screen.getByRole('dialog', { name: nameOf(TEXT.roleHeading, OPERATOR) })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(rows()[2]![2]).toBe('Operator');
  });

  it('says so while loading, then that the list could not be loaded, and loads it again on request', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown ? { status: 500, body: { message: 'down', code: 'INTERNAL' } } : listed,
    );
    render(
      <MemoryRouter>
        <CareTeamPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(rows()).toHaveLength(4);
  });
});
