import { useState } from 'react';
import type { StaffAccessLink, StaffMember } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { isTotpCodeShaped, type StaffAccessLinkKind } from '@app/domain/staff';
import {
  addFieldError,
  firstFieldError,
  validatePassword,
  type FieldErrors,
} from '@app/domain/validation';
import { fieldPropsOf } from '../../../components/staff/use-change-form';
import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { isValidationError } from '../../../lib/api-client';
import { completeAccessLink } from '../api/staff-access-api';
import { AuthenticatorSetup } from './authenticator-setup';

const TEXT = STAFF_MESSAGES.staffAccess;
const FIELDS = ['password', 'code'] as const;
const fieldId = (field: string) => `staff-access-${field}`;

/** An authenticator reset proves the member by their current password; the other links set a new one. */
const isNewPassword = (kind: StaffAccessLinkKind) => kind !== 'authenticator-reset';

/** What the server would refuse, said before anything is sent. */
function accessProblems(kind: StaffAccessLinkKind, password: string, code: string): FieldErrors {
  const errors: FieldErrors = {};
  const passwordProblem = isNewPassword(kind)
    ? validatePassword(password)
    : password === ''
      ? MESSAGES.password.required
      : undefined;
  if (passwordProblem) {
    addFieldError(errors, 'password', passwordProblem);
  }
  if (!isTotpCodeShaped(code)) {
    addFieldError(errors, 'code', STAFF_MESSAGES.staffSignIn.codeRequired);
  }
  return errors;
}

interface StaffAccessFormProps {
  token: string;
  link: StaffAccessLink;
  /** The link turned out used, expired or revoked (or the account exists already): the server's words. */
  onInvalid: (message: string) => void;
  onSignedIn: (member: StaffMember) => void | Promise<void>;
}

/**
 * A link's use (ADR 170): the password (new, or the current one for an authenticator reset), the
 * new authenticator to set up where the link brings one, and a code (of that new authenticator, or
 * of the member's own for a password reset). The server's refusals show under their fields; a code
 * it refused is cleared.
 */
export function StaffAccessForm({ token, link, onInvalid, onSignedIn }: StaffAccessFormProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const clientErrors = accessProblems(link.kind, password, code);
  const fieldErrors = useFieldErrors(clientErrors);
  const { fieldProps } = fieldPropsOf(fieldErrors, fieldId);
  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: FIELDS,
    fieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      try {
        await onSignedIn(await completeAccessLink({ token, password, code }));
      } catch (error) {
        const errors = isValidationError(error) ? error.errors : {};
        const tokenProblem = firstFieldError(errors, 'token');
        if (tokenProblem) {
          onInvalid(tokenProblem);
          return;
        }
        if (!isValidationError(error) || firstFieldError(errors, 'code')) {
          setCode('');
        }
        throw error;
      }
    },
  });
  const isNew = isNewPassword(link.kind);

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormMessageBox message={formMessage} />
      {/* The account's name for a password manager saving the new password. */}
      {isNew ? (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={link.email}
          readOnly
          hidden
        />
      ) : null}
      <TextField
        {...fieldProps('password', password, setPassword)}
        type="password"
        label={isNew ? TEXT.newPassword : TEXT.currentPassword}
        hint={isNew ? TEXT.passwordHint : undefined}
        autoComplete={isNew ? 'new-password' : 'current-password'}
      />
      {link.authenticator ? <AuthenticatorSetup authenticator={link.authenticator} /> : null}
      <TextField
        {...fieldProps('code', code, setCode)}
        label={link.authenticator ? TEXT.newCode : TEXT.currentCode}
        hint={TEXT.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" className="form__submit" isLoading={isSubmitting}>
        {TEXT.submit[link.kind]}
      </Button>
    </form>
  );
}
