import type { AdminStaffMember, StaffInvitation } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { useCareTeam } from '../hooks/use-care-team';
import { useConsoleList } from '../hooks/use-console-list';
import { useInvitationActions } from '../hooks/use-invitation-actions';
import { CareTeamMembers, hasGivenRole, type MemberEditing } from './care-team-members';
import { StaffAccessDialog } from './staff-access-dialog';
import { StaffInvitations } from './staff-invitations';
import { StaffInviteDialog } from './staff-invite-dialog';
import { StaffResetDialog } from './staff-reset-dialog';
import { StaffRoleDialog } from './staff-role-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminStaff;

/** What is open over the lists: the invitation form, or a member's access, role or authenticator. */
type Editing = MemberEditing | { kind: 'invite' };

/**
 * `/admin/staff`: the care team's accounts (issue 34 item 2, ADRs 169, 170): each member's role,
 * access and open sessions; access taken away (every session ends at once) or given back, an
 * operator made an admin or the reverse, and a new authenticator's link sent, each with a reason;
 * new colleagues invited by email, and the invitations waiting resent or revoked. An admin's own
 * row has no changes.
 */
export function CareTeamPage() {
  const careTeam = useCareTeam();
  const { editing, announcement, open, close, done } = useConsoleList<Editing>();
  const invitationActions = useInvitationActions(careTeam, done);
  const edited =
    editing && editing.kind !== 'invite'
      ? careTeam.members.find((member) => member.id === editing.id)
      : undefined;

  /** The member changed: their row drawn anew in place, and the words announced. */
  function changed(next: AdminStaffMember, words: string) {
    careTeam.memberChanged(next);
    done(words);
  }

  function invited(invitation: StaffInvitation, words: string) {
    careTeam.invitationSent(invitation);
    done(words);
  }

  return (
    <DashboardPage
      isWide
      headingId="admin-staff-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={careTeam.load}
      text={TEXT}
    >
      <div className="admin-toolbar">
        <Button onClick={() => open({ kind: 'invite' })}>{TEXT.invite}</Button>
        <div role="status" className="admin-notice">
          {announcement}
        </div>
      </div>
      <CareTeamMembers members={careTeam.members} onOpen={open} />
      <StaffInvitations
        invitations={careTeam.invitations}
        pendingId={invitationActions.pendingId}
        onResend={(invitation) => void invitationActions.resend(invitation)}
        onRevoke={(invitation) => void invitationActions.revoke(invitation)}
      />
      {editing?.kind === 'invite' ? (
        <StaffInviteDialog onInvited={invited} onClose={close} />
      ) : null}
      {editing?.kind === 'access' && edited ? (
        <StaffAccessDialog member={edited} onDone={changed} onClose={close} />
      ) : null}
      {editing?.kind === 'role' && edited && hasGivenRole(edited) ? (
        <StaffRoleDialog member={edited} onDone={changed} onClose={close} />
      ) : null}
      {editing?.kind === 'reset' && edited ? (
        <StaffResetDialog member={edited} onDone={changed} onClose={close} />
      ) : null}
    </DashboardPage>
  );
}
