import { useState } from 'react';
import type { AccountSecurity, PasswordChangeRequest } from '@app/domain/contracts';
import { validatePasswordChange } from '@app/domain/validation';
import { formFields } from '../../../hooks/form-fields';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { changePassword } from '../api/change-password';

const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword'] as const;
// An account without a password (social sign-up) is asked for the new one only.
const PASSWORD_SET_FIELDS = ['newPassword'] as const;
const EMPTY_VALUES: PasswordChangeRequest = { currentPassword: '', newPassword: '' };
const passwordChangeFieldId = (field: string) => `password-change-${field}`;

interface UsePasswordChangeFormOptions {
  hasPassword: boolean;
  /** A send is about to start: an earlier success is no longer the news. */
  onSending: () => void;
  /** The password is changed; the server answered with the devices left (this one). */
  onChanged: (security: AccountSecurity) => void;
}

/**
 * The password form (ADR 168): checked here first by the registration rules (nothing is sent
 * while a field is wrong), then by the server, whose 422 (a wrong current password) shows under
 * its field and whose 429 (too many tries) shows above the form.
 */
export function usePasswordChangeForm({
  hasPassword,
  onSending,
  onChanged,
}: UsePasswordChangeFormOptions) {
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY_VALUES);
  const clientErrors = validatePasswordChange(values, hasPassword);
  const fieldErrors = useFieldErrors(clientErrors);

  function setValue<K extends keyof PasswordChangeRequest>(
    field: K,
    value: PasswordChangeRequest[K],
  ) {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clearServerError(field);
  }

  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: hasPassword ? PASSWORD_CHANGE_FIELDS : PASSWORD_SET_FIELDS,
    fieldId: passwordChangeFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      onSending();
      const request = hasPassword
        ? values
        : { currentPassword: '', newPassword: values.newPassword };
      const security = await changePassword(request);
      // The form starts again empty, its emptied fields not reported as missing; the focus stays
      // on the button.
      setValues(EMPTY_VALUES);
      fieldErrors.reset();
      onChanged(security);
    },
  });

  return {
    ...formFields({ values, fieldId: passwordChangeFieldId, fieldErrors, setValue }),
    isSubmitting,
    formMessage,
    submit,
  };
}
