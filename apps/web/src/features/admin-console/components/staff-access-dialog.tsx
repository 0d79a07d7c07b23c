import type { AdminStaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ReasonChangeDialog } from '../../../components/staff/change-dialog';
import { changeStaffAccess } from '../api/admin-console-api';
import { accessDoneText, isActive } from '../utils/care-team-text';

const TEXT = STAFF_MESSAGES.adminStaff;

interface StaffAccessDialogProps {
  member: AdminStaffMember;
  /** The member as the server answered them, with the words the page announces. */
  onDone: (member: AdminStaffMember, announcement: string) => void;
  onClose: () => void;
}

/**
 * Takes a care-team member's access away (every session of theirs ends at once) or gives it back
 * (ADR 169), with the admin's reason; the server's refusal shows in the dialog.
 */
export function StaffAccessDialog({ member, onDone, onClose }: StaffAccessDialogProps) {
  const isDeactivation = isActive(member);
  const words = { name: member.name };
  return (
    <ReasonChangeDialog
      idPrefix={`admin-staff-${member.id}-access`}
      send={async (reason) => {
        const changed = await changeStaffAccess(member.id, { isActive: !isDeactivation, reason });
        onDone(changed, accessDoneText(changed));
      }}
      title={fillTemplate(isDeactivation ? TEXT.deactivateHeading : TEXT.reactivateHeading, words)}
      intro={fillTemplate(isDeactivation ? TEXT.deactivateIntro : TEXT.reactivateIntro, words)}
      submitLabel={isDeactivation ? TEXT.confirmDeactivate : TEXT.confirmReactivate}
      onClose={onClose}
    />
  );
}
