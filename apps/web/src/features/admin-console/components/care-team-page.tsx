import type { AdminStaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listStaff } from '../api/admin-console-api';
import { useConsoleList } from '../hooks/use-console-list';
import { accessText, isActive, lastActiveText, type GivenRole } from '../utils/care-team-text';
import { StaffAccessDialog } from './staff-access-dialog';
import { StaffRoleDialog } from './staff-role-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminStaff;

/** What is open over the list: a member's access or role change. */
type Editing = { kind: 'access' | 'role'; id: number };

const hasGivenRole = (member: AdminStaffMember): member is AdminStaffMember & { role: GivenRole } =>
  member.role !== 'provider';

/**
 * `/admin/staff`: the care team's accounts (issue 34 item 2, ADR 169): each member's role, access
 * and open sessions; access taken away (every session ends at once) or given back, and an
 * operator made an admin or the reverse, each with a reason. An admin's own row has no changes.
 */
export function CareTeamPage() {
  const members = usePatientData(listStaff);
  const { editing, announcement, open, close, done } = useConsoleList<Editing>();
  const list = members.status === 'ready' ? members.data : [];
  const edited = editing ? list.find((member) => member.id === editing.id) : undefined;

  /** The member changed: their row drawn anew in place, and the words announced. */
  function changed(next: AdminStaffMember, words: string) {
    members.replace(list.map((member) => (member.id === next.id ? next : member)));
    done(words);
  }

  return (
    <DashboardPage
      isWide
      headingId="admin-staff-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={members}
      text={TEXT}
    >
      <div className="admin-toolbar">
        <div role="status" className="admin-notice">
          {announcement}
        </div>
      </div>
      {list.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ScrollTable
          id="admin-staff"
          caption={TEXT.caption}
          isCaptionHidden
          columns={Object.values(TEXT.columns)}
        >
          {list.map((member) => (
            <CareTeamRow key={member.id} member={member} onOpen={open} />
          ))}
        </ScrollTable>
      )}
      {editing?.kind === 'access' && edited ? (
        <StaffAccessDialog member={edited} onDone={changed} onClose={close} />
      ) : null}
      {editing?.kind === 'role' && edited && hasGivenRole(edited) ? (
        <StaffRoleDialog member={edited} onDone={changed} onClose={close} />
      ) : null}
    </DashboardPage>
  );
}

function CareTeamRow({
  member,
  onOpen,
}: {
  member: AdminStaffMember;
  onOpen: (editing: Editing) => void;
}) {
  const words = { name: member.name };
  const isMemberActive = isActive(member);
  return (
    <tr>
      <th scope="row">
        {member.name}
        {member.isYou ? (
          <>
            {' '}
            <span className="admin-status admin-status--row">{TEXT.you}</span>
          </>
        ) : null}
      </th>
      <td>{member.email}</td>
      <td>{TEXT.roles[member.role]}</td>
      <td>
        <span className={`admin-status admin-status--${isMemberActive ? 'live' : 'ended'}`}>
          {accessText(member)}
        </span>
      </td>
      <td>{lastActiveText(member)}</td>
      <td>
        {member.isYou ? null : (
          <div className="admin-actions">
            <Button
              variant="secondary"
              aria-label={fillTemplate(
                isMemberActive ? TEXT.deactivateLabel : TEXT.reactivateLabel,
                words,
              )}
              onClick={() => onOpen({ kind: 'access', id: member.id })}
            >
              {isMemberActive ? TEXT.deactivate : TEXT.reactivate}
            </Button>
            {hasGivenRole(member) ? (
              <Button
                variant="secondary"
                aria-label={fillTemplate(TEXT.changeRoleLabel, words)}
                onClick={() => onOpen({ kind: 'role', id: member.id })}
              >
                {TEXT.changeRole}
              </Button>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}
