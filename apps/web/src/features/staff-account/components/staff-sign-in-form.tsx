import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { StaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { validateStaffSignInFields } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { WorkEmailField } from '../../../components/staff/work-email-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { signInStaff } from '../api/staff-account-api';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import './staff-sign-in.css';

const TEXT = STAFF_MESSAGES.staffSignIn;
const FIELDS = ['email', 'password', 'code'] as const;
const fieldId = (field: string) => `staff-sign-in-${field}`;

/**
 * The care team's sign-in (ADR 118): email, password and the authenticator's code in one form.
 * The server never says which of the three was wrong; a code used before, or too many wrong codes,
 * it does say, and the page shows its words. A code counts once, so a refused one is cleared.
 * Below it, where the browser has WebAuthn, a passkey signs in in place of all three (ADR 172);
 * its outcome is said in the form's box too.
 */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: (member: StaffMember) => void | Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const clientErrors = validateStaffSignInFields({ email, password, code });
  const fieldErrors = useFieldErrors(clientErrors);
  // A 422 names the email for a wrong email, password or code alike, or the code when it was used
  // before; a 429 (too many tries) or 403 (a patient's session) goes in the form's box.
  const { submit, isSubmitting, formMessage, setFormMessage } = useFormSubmission({
    fields: FIELDS,
    fieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      try {
        await onSignedIn(await signInStaff({ email, password, code }));
      } catch (error) {
        setCode('');
        throw error;
      }
    },
  });
  const passkey = usePasskeySignIn({ onSignedIn, showMessage: setFormMessage });
  const [canUsePasskeys] = useState(browserSupportsWebAuthn);
  /** Any edit makes the server's word on the last try stale, whichever field it named. */
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    FIELDS.forEach((name) => fieldErrors.clearServerError(name));
  };

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {formMessage ? (
          <FormErrorBox>
            <p>{formMessage}</p>
          </FormErrorBox>
        ) : null}
        <WorkEmailField
          id={fieldId('email')}
          value={email}
          error={fieldErrors.errorFor('email')}
          onChange={edit(setEmail)}
          onBlur={() => fieldErrors.touch('email')}
        />
        <TextField
          id={fieldId('password')}
          name="password"
          type="password"
          label={TEXT.password}
          autoComplete="current-password"
          value={password}
          error={fieldErrors.errorFor('password')}
          onChange={edit(setPassword)}
          onBlur={() => fieldErrors.touch('password')}
        />
        <TextField
          id={fieldId('code')}
          name="code"
          label={TEXT.code}
          hint={TEXT.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          error={fieldErrors.errorFor('code')}
          onChange={edit(setCode)}
          onBlur={() => fieldErrors.touch('code')}
        />
        <Button type="submit" className="form__submit" isLoading={isSubmitting}>
          {TEXT.submit}
        </Button>
        <p className="form__notice">
          <Link to="/staff/password-reset">{TEXT.forgotPassword}</Link>
        </p>
      </form>
      {canUsePasskeys ? (
        <div className="staff-passkey-sign-in">
          <p className="staff-passkey-sign-in__or">{TEXT.orPasskey}</p>
          <Button
            variant="secondary"
            isLoading={passkey.isWaiting}
            onClick={() => void passkey.signIn()}
          >
            {TEXT.passkey}
          </Button>
          <p role="status" className="staff-passkey-sign-in__status">
            {passkey.isWaiting ? TEXT.passkeyWaiting : ''}
          </p>
        </div>
      ) : null}
    </>
  );
}
