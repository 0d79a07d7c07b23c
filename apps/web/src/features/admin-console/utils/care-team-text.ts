import type { AdminStaffMember, StaffInvitation } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { staffTime } from '../../../lib/dates';

const TEXT = STAFF_MESSAGES.adminStaff;

/** The roles an admin gives on the page (ADR 169): a provider's comes with their practice. */
export type GivenRole = Exclude<AdminStaffMember['role'], 'provider'>;
export const GIVEN_ROLES: readonly GivenRole[] = ['operator', 'admin'];

export const isActive = (member: Pick<AdminStaffMember, 'disabledAt'>) =>
  member.disabledAt === null;

/** "Active", or "Deactivated Nov 28, 2026, 3:00 PM EST". */
export function accessText(member: Pick<AdminStaffMember, 'disabledAt'>): string {
  return member.disabledAt === null
    ? TEXT.active
    : fillTemplate(TEXT.deactivatedOn, { date: staffTime(member.disabledAt) });
}

/** "Nov 28, 2026, 3:00 PM EST (2 open)" from their open sessions, or that none is open. */
export function lastActiveText(
  member: Pick<AdminStaffMember, 'lastActiveAt' | 'sessions'>,
): string {
  return member.lastActiveAt === null
    ? TEXT.never
    : fillTemplate(TEXT.signedIn, {
        date: staffTime(member.lastActiveAt),
        count: member.sessions,
      });
}

/** The role the role dialog offers first: the one the member does not have. */
export const otherRole = (role: GivenRole): GivenRole => (role === 'admin' ? 'operator' : 'admin');

/** What the page announces once a member's access changed, by the access the server answered. */
export function accessDoneText(member: Pick<AdminStaffMember, 'name' | 'disabledAt'>): string {
  return fillTemplate(isActive(member) ? TEXT.reactivated : TEXT.deactivated, {
    name: member.name,
  });
}

/** "Sam Ortiz is now Admin.": what the page announces once a member's role changed. */
export function roleDoneText(member: Pick<AdminStaffMember, 'name' | 'role'>): string {
  return fillTemplate(TEXT.roleChanged, { name: member.name, role: TEXT.roles[member.role] });
}

/** When an invitation's link stops working, or "Expired Nov 28, 2026, 3:00 PM EST" once it has. */
export function invitationExpiryText(
  invitation: Pick<StaffInvitation, 'expiresAt' | 'isExpired'>,
): string {
  const date = staffTime(invitation.expiresAt);
  return invitation.isExpired ? fillTemplate(TEXT.expired, { date }) : date;
}
