import { useState } from 'react';
import type { StaffInvitation } from '@app/domain/contracts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { INVITED_STAFF_ROLES } from '@app/domain/staff';
import { addFieldError, validateEmail, type FieldErrors } from '@app/domain/validation';
import { ChangeDialog } from '../../../components/staff/change-dialog';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { inviteStaff } from '../api/admin-console-api';
import { valueFields } from './value-fields';

const TEXT = STAFF_MESSAGES.adminStaff;
const FIELDS = ['name', 'email', 'role'] as const;
const ROLE_OPTIONS = INVITED_STAFF_ROLES.map((role) => ({ value: role, label: TEXT.roles[role] }));

interface InviteValues {
  name: string;
  email: string;
  role: string;
}

/** What the server would refuse, said before anything is sent: the role comes from the list. */
function inviteProblems(values: InviteValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') {
    addFieldError(errors, 'name', TEXT.errors.inviteName);
  }
  const emailProblem = validateEmail(values.email);
  if (emailProblem) {
    addFieldError(errors, 'email', emailProblem);
  }
  return errors;
}

interface StaffInviteDialogProps {
  /** The invitation as the server answered it, with the words the page announces. */
  onInvited: (invitation: StaffInvitation, announcement: string) => void;
  onClose: () => void;
}

/**
 * Invites someone to the care team as an operator or an admin (ADR 170): their name, their work
 * email and the role, no reason (nothing that exists changes). The server's refusals (an address
 * with an account or an invitation already) show under their fields.
 */
export function StaffInviteDialog({ onInvited, onClose }: StaffInviteDialogProps) {
  const [values, setValues] = useState<InviteValues>({ name: '', email: '', role: 'operator' });
  const form = useChangeForm({
    idPrefix: 'admin-staff-invite',
    fields: FIELDS,
    errors: inviteProblems(values),
    isReasonAsked: false,
    send: async () => {
      const invitation = await inviteStaff({
        name: values.name.trim(),
        email: values.email.trim(),
        role: values.role,
      });
      onInvited(invitation, fillTemplate(TEXT.invited, { email: invitation.email }));
    },
  });
  const field = valueFields(form, values, setValues);
  return (
    <ChangeDialog
      form={form}
      title={TEXT.inviteHeading}
      intro={TEXT.inviteIntro}
      submitLabel={TEXT.confirmInvite}
      onClose={onClose}
    >
      <TextField {...field('name', TEXT.inviteName)} maxLength={NAME_MAX_LENGTH} required />
      <TextField
        {...field('email', TEXT.inviteEmail)}
        type="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        required
      />
      <SelectField {...field('role', TEXT.inviteRole)} options={ROLE_OPTIONS} />
    </ChangeDialog>
  );
}
