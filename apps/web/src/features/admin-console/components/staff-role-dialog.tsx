import { useState } from 'react';
import type { AdminStaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ChangeDialog } from '../../../components/staff/change-dialog';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { SelectField } from '../../../components/ui/select-field';
import { changeStaffRole } from '../api/admin-console-api';
import { GIVEN_ROLES, otherRole, roleDoneText, type GivenRole } from '../utils/care-team-text';

const TEXT = STAFF_MESSAGES.adminStaff;
const ROLE_OPTIONS = GIVEN_ROLES.map((role) => ({ value: role, label: TEXT.roles[role] }));

interface StaffRoleDialogProps {
  /** An operator or an admin: a provider's role is not changed here. */
  member: AdminStaffMember & { role: GivenRole };
  /** The member as the server answered them, with the words the page announces. */
  onDone: (member: AdminStaffMember, announcement: string) => void;
  onClose: () => void;
}

/**
 * Makes an operator an admin or the reverse (ADR 169), with the admin's reason: the other role is
 * chosen first, every session of the member ends, and the server's refusal shows under the role or
 * in the dialog.
 */
export function StaffRoleDialog({ member, onDone, onClose }: StaffRoleDialogProps) {
  const [role, setRole] = useState<string>(() => otherRole(member.role));
  const form = useChangeForm({
    idPrefix: `admin-staff-${member.id}-role`,
    fields: ['role'],
    errors: {},
    send: async (reason) => {
      const changed = await changeStaffRole(member.id, { role, reason });
      onDone(changed, roleDoneText(changed));
    },
  });
  const words = { name: member.name };
  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.roleHeading, words)}
      intro={fillTemplate(TEXT.roleIntro, words)}
      submitLabel={TEXT.confirmRole}
      onClose={onClose}
    >
      <SelectField
        {...form.fieldProps('role', role, setRole)}
        label={TEXT.role}
        options={ROLE_OPTIONS}
      />
    </ChangeDialog>
  );
}
