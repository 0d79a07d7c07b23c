import { useCallback, useRef } from 'react';
import type { StaffInvitation } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import { invitationExpiryText } from '../utils/care-team-text';

const TEXT = STAFF_MESSAGES.adminStaff;

interface StaffInvitationsProps {
  invitations: readonly StaffInvitation[];
  /** The invitation whose resend or revoke is on its way, if any. */
  pendingId: number | null;
  onResend: (invitation: StaffInvitation) => void;
  onRevoke: (invitation: StaffInvitation) => void;
}

/**
 * The invitations waiting for their invitee (ADR 170), newest first: when each link stops working
 * (or that it has), who sent it, and its Resend (a new link and expiry) and Revoke. A revoked
 * row goes with the button that was focused, so focus moves to the section's heading.
 */
export function StaffInvitations({
  invitations,
  pendingId,
  onResend,
  onRevoke,
}: StaffInvitationsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterChange(
    invitations.length,
    useCallback(() => heading.current, []),
  );
  return (
    <section aria-labelledby="admin-invitations-heading">
      <h2 id="admin-invitations-heading" ref={heading} tabIndex={-1}>
        {TEXT.invitationsHeading}
      </h2>
      {invitations.length === 0 ? (
        <p>{TEXT.invitationsEmpty}</p>
      ) : (
        <ScrollTable
          id="admin-invitations"
          caption={TEXT.invitationsCaption}
          isCaptionHidden
          columns={Object.values(TEXT.invitationColumns)}
        >
          {invitations.map((invitation) => {
            const words = { name: invitation.name };
            const isPending = pendingId === invitation.id;
            return (
              <tr key={invitation.id}>
                <th scope="row">{invitation.name}</th>
                <td>{invitation.email}</td>
                <td>{TEXT.roles[invitation.role]}</td>
                <td>
                  {invitation.isExpired ? (
                    <span className="admin-status admin-status--ended">
                      {invitationExpiryText(invitation)}
                    </span>
                  ) : (
                    invitationExpiryText(invitation)
                  )}
                </td>
                <td>{invitation.invitedBy}</td>
                <td>
                  <div className="admin-actions">
                    <Button
                      variant="secondary"
                      aria-label={fillTemplate(TEXT.resendLabel, words)}
                      isLoading={isPending}
                      onClick={() => onResend(invitation)}
                    >
                      {TEXT.resend}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={fillTemplate(TEXT.revokeLabel, words)}
                      isLoading={isPending}
                      onClick={() => onRevoke(invitation)}
                    >
                      {TEXT.revoke}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      )}
    </section>
  );
}
