import { useState } from 'react';
import type { AccountSecurity } from '@app/domain/contracts';
import { ACCOUNT_SECURITY_MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import { usePasswordChangeForm } from '../hooks/use-password-change-form';

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;

interface PasswordSectionProps {
  /** False for an account made without one: the form then sets a password, asking no current one. */
  hasPassword: boolean;
  onChanged: (security: AccountSecurity) => void;
}

/**
 * Changing the password, or setting one (ADR 168). A change signs every other device out: the page
 * is redrawn from the answer, the form starts again empty and the change is said.
 */
export function PasswordSection({ hasPassword, onChanged }: PasswordSectionProps) {
  const [isJustChanged, setIsJustChanged] = useState(false);
  const form = usePasswordChangeForm({
    hasPassword,
    onSending: () => setIsJustChanged(false),
    onChanged: (security) => {
      onChanged(security);
      setIsJustChanged(true);
    },
  });

  return (
    <section className="account-security__section" aria-labelledby="password-heading">
      <h2 id="password-heading">{hasPassword ? TEXT.passwordHeading : TEXT.setPasswordHeading}</h2>
      <p>{hasPassword ? TEXT.passwordIntro : TEXT.setPasswordIntro}</p>
      <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <FormMessageBox message={form.formMessage} />
        {hasPassword ? (
          <TextField
            label={TEXT.currentPassword}
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        ) : null}
        <TextField
          label={TEXT.newPassword}
          type="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
          {hasPassword ? TEXT.changePassword : TEXT.setPassword}
        </Button>
      </form>
      <p className="account-security__notice" role="status">
        {isJustChanged ? TEXT.passwordChanged : ''}
      </p>
    </section>
  );
}
