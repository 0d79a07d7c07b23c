import type { AdminStaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ReasonChangeDialog } from '../../../components/staff/change-dialog';
import { resetStaffAuthenticator } from '../api/admin-console-api';

const TEXT = STAFF_MESSAGES.adminStaff;

interface StaffResetDialogProps {
  /** An active member other than the admin. */
  member: AdminStaffMember;
  /** The member as the server answered them, with the words the page announces. */
  onDone: (member: AdminStaffMember, announcement: string) => void;
  onClose: () => void;
}

/**
 * Emails a care-team member a link to set up a new authenticator, a lost phone's remedy (ADR 170),
 * with the admin's reason; their old authenticator works until they use the link.
 */
export function StaffResetDialog({ member, onDone, onClose }: StaffResetDialogProps) {
  const words = { name: member.name };
  return (
    <ReasonChangeDialog
      idPrefix={`admin-staff-${member.id}-reset`}
      send={async (reason) => {
        const changed = await resetStaffAuthenticator(member.id, { reason });
        onDone(changed, fillTemplate(TEXT.resetSent, { email: changed.email }));
      }}
      title={fillTemplate(TEXT.resetHeading, words)}
      intro={fillTemplate(TEXT.resetIntro, words)}
      submitLabel={TEXT.confirmReset}
      onClose={onClose}
    />
  );
}
