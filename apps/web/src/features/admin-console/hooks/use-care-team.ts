import type { AdminStaffList, AdminStaffMember, StaffInvitation } from '@app/domain/contracts';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listStaff } from '../api/admin-console-api';

const NONE: AdminStaffList = { members: [], invitations: [] };

/**
 * The Care team page's data (ADRs 169, 170): the accounts and the invitations waiting, loaded
 * once, and each change's answer drawn in place without asking for the list again.
 */
export function useCareTeam() {
  const list = usePatientData(listStaff);
  const { members, invitations } = list.status === 'ready' ? list.data : NONE;
  return {
    load: list,
    members,
    invitations,
    /** A member as a change answered them, in their row. */
    memberChanged: (next: AdminStaffMember) =>
      list.replace({
        members: members.map((member) => (member.id === next.id ? next : member)),
        invitations,
      }),
    /** A new invitation first (the list is newest first), a resent one in its row. */
    invitationSent: (next: StaffInvitation) =>
      list.replace({
        members,
        invitations: invitations.some((invitation) => invitation.id === next.id)
          ? invitations.map((invitation) => (invitation.id === next.id ? next : invitation))
          : [next, ...invitations],
      }),
    invitationRevoked: (id: number) =>
      list.replace({
        members,
        invitations: invitations.filter((invitation) => invitation.id !== id),
      }),
  };
}

export type CareTeam = ReturnType<typeof useCareTeam>;
