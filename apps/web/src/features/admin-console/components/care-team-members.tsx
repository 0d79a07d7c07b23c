import type { AdminStaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { accessText, isActive, lastActiveText, type GivenRole } from '../utils/care-team-text';

const TEXT = STAFF_MESSAGES.adminStaff;

/** A change of a member's the page opens: their access, their role or their authenticator. */
export type MemberEditing = { kind: 'access' | 'role' | 'reset'; id: number };

export const hasGivenRole = (
  member: AdminStaffMember,
): member is AdminStaffMember & { role: GivenRole } => member.role !== 'provider';

/** The care team's accounts (ADR 169), each with the changes an admin makes to another's. */
export function CareTeamMembers({
  members,
  onOpen,
}: {
  members: readonly AdminStaffMember[];
  onOpen: (editing: MemberEditing) => void;
}) {
  if (members.length === 0) {
    return <p>{TEXT.empty}</p>;
  }
  return (
    <ScrollTable
      id="admin-staff"
      caption={TEXT.caption}
      isCaptionHidden
      columns={Object.values(TEXT.columns)}
    >
      {members.map((member) => (
        <CareTeamRow key={member.id} member={member} onOpen={onOpen} />
      ))}
    </ScrollTable>
  );
}

function CareTeamRow({
  member,
  onOpen,
}: {
  member: AdminStaffMember;
  onOpen: (editing: MemberEditing) => void;
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
            {isMemberActive ? (
              <Button
                variant="secondary"
                aria-label={fillTemplate(TEXT.resetAuthenticatorLabel, words)}
                onClick={() => onOpen({ kind: 'reset', id: member.id })}
              >
                {TEXT.resetAuthenticator}
              </Button>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}
