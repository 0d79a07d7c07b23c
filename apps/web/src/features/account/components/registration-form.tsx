import { useState } from 'react';
import type { Brand } from '@app/domain/contracts/brand';
import { PASSWORD_MIN_LENGTH } from '@app/domain/constants/limits';
import { MESSAGES } from '@app/domain/messages/en';
import { suggestEmailCorrection } from '@app/domain/validation/email-suggestion';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { TextField } from '../../../components/ui/text-field';
import { SocialSignupButtons, type SocialSignupOptions } from './social-signup-buttons';
import {
  registrationFieldId,
  useRegistrationForm,
  type RegistrationCallbacks,
  type RegistrationVariant,
} from '../hooks/use-registration-form';

interface RegistrationFormProps extends RegistrationCallbacks {
  /** "signup-flow": a step of /get-started; "product-detail": /signup with consent checkboxes. */
  variant: RegistrationVariant;
  /** Recognise-email flow (main brand): only the email first, the password when the server asks. */
  isEmailFirst: boolean;
  submitLabel: string;
  legalLinks: Brand['legalLinks'];
  /** Shows the configured social sign-up buttons (000 §2), continuing to this path. */
  social?: SocialSignupOptions;
}

/** The one account form (001 §2.5), in its sign-up-flow and product-detail variants. */
export function RegistrationForm({ variant, isEmailFirst, submitLabel, legalLinks, social, ...callbacks }: RegistrationFormProps) {
  const form = useRegistrationForm({ variant, isEmailFirst, ...callbacks });
  const [hasLeftEmail, setHasLeftEmail] = useState(false);
  const suggestion = hasLeftEmail ? suggestEmailCorrection(form.email) : undefined;
  const isProductDetail = variant === 'product-detail';

  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField
        id={registrationFieldId('email')}
        ref={form.emailRef}
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={form.email}
        error={form.errorFor('email')}
        onChange={(event) => form.setEmail(event.target.value)}
        onBlur={() => {
          setHasLeftEmail(true);
          form.touch('email');
        }}
      >
        {suggestion ? (
          <p className="field__suggestion">
            <button type="button" className="link-button" onClick={() => form.applySuggestion(suggestion)}>
              Did you mean {suggestion}?
            </button>
          </p>
        ) : null}
      </TextField>

      {form.isPasswordShown ? (
        <TextField
          id={registrationFieldId('password')}
          ref={form.passwordRef}
          name="password"
          type="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          value={form.password}
          error={form.errorFor('password')}
          onChange={(event) => form.setPassword(event.target.value)}
          onBlur={() => form.touch('password')}
        />
      ) : null}

      {isProductDetail ? (
        <>
          <CheckboxField
            id={registrationFieldId('acceptedTOS')}
            name="acceptedTOS"
            label={<TermsConsentLabel legalLinks={legalLinks} />}
            checked={form.acceptedTOS}
            error={form.errorFor('acceptedTOS')}
            onChange={(event) => form.setAcceptedTOS(event.target.checked)}
          />
          <CheckboxField
            id={registrationFieldId('isAtLeast13')}
            name="isAtLeast13"
            label={MESSAGES.account.ageConfirmation}
            checked={form.isAtLeast13}
            error={form.errorFor('isAtLeast13')}
            onChange={(event) => form.setIsAtLeast13(event.target.checked)}
          />
        </>
      ) : null}

      {form.notice ? (
        <p className="form__notice" role="status">
          {form.notice}
        </p>
      ) : null}

      <Button type="submit" className="form__submit" isLoading={form.isPending} disabled={form.isSubmitDisabled}>
        {submitLabel}
      </Button>

      {form.underFormError ? (
        <p className="form__error" role="alert">
          {form.underFormError}
        </p>
      ) : null}

      {social ? (
        <SocialSignupButtons
          {...social}
          consent={isProductDetail ? { acceptedTOS: form.acceptedTOS, isAtLeast13: form.isAtLeast13 } : undefined}
        />
      ) : null}
    </form>
  );
}
