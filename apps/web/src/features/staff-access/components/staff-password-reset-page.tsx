import { useState } from 'react';
import { Link } from 'react-router';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { validateEmail, type FieldErrors } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { WorkEmailField } from '../../../components/staff/work-email-field';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { requestStaffPasswordReset } from '../api/staff-access-api';

const TEXT = STAFF_MESSAGES.staffPasswordReset;
const FIELDS = ['email'] as const;
const fieldId = (field: string) => `staff-password-reset-${field}`;

/**
 * `/staff/password-reset` (ADR 170): a member who forgot their password asks for a link by their
 * work email. The answer reads the same whether or not an account uses it; the form stays, so a
 * mistyped address can be corrected and sent again (a 429 says when too many were).
 */
export function StaffPasswordResetPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const emailProblem = validateEmail(email);
  const clientErrors: FieldErrors = emailProblem ? { email: [emailProblem] } : {};
  const fieldErrors = useFieldErrors(clientErrors);
  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: FIELDS,
    fieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      setSent('');
      setSent(await requestStaffPasswordReset({ email: email.trim() }));
    },
  });

  return (
    <section className="page page--narrow" aria-labelledby="staff-password-reset-heading">
      <h1 id="staff-password-reset-heading">{TEXT.heading}</h1>
      <p className="page__intro">{TEXT.intro}</p>
      <div role="status" className={sent ? 'form__notice' : undefined}>
        {sent}
      </div>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormMessageBox message={formMessage} />
        <WorkEmailField
          id={fieldId('email')}
          value={email}
          error={fieldErrors.errorFor('email')}
          onChange={(event) => {
            setEmail(event.target.value);
            fieldErrors.clearServerError('email');
          }}
          onBlur={() => fieldErrors.touch('email')}
        />
        <Button type="submit" className="form__submit" isLoading={isSubmitting}>
          {TEXT.submit}
        </Button>
      </form>
      <p>
        <Link to="/staff/sign-in">{TEXT.backToSignIn}</Link>
      </p>
    </section>
  );
}
