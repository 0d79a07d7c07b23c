import { useState } from 'react';
import type { Brand } from '@app/domain/contracts';
import { PASSWORD_MIN_LENGTH } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { suggestEmailCorrection } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmailField } from '../../../components/ui/email-field';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { TextField } from '../../../components/ui/text-field';
import { SocialSignupButtons, type SocialSignupOptions } from './social-signup-buttons';
import {
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
  /** The storefront's sign-up (product-detail variant): the account is a shop account (ADR 154). */
  isOtcSignup?: boolean;
}

/** The one account form (001 §2.5), in its sign-up-flow and product-detail variants. */
export function RegistrationForm({ variant, isEmailFirst, isOtcSignup, submitLabel, legalLinks, social, ...callbacks }: RegistrationFormProps) {
  const form = useRegistrationForm({ variant, isEmailFirst, isOtcSignup, ...callbacks });
  const [hasLeftEmail, setHasLeftEmail] = useState(false);
  const suggestion = hasLeftEmail ? suggestEmailCorrection(form.values.email) : undefined;
  const isProductDetail = variant === 'product-detail';

  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      <EmailField
        ref={form.emailRef}
        autoComplete="email"
        {...form.field('email')}
        onBlur={() => {
          setHasLeftEmail(true);
          form.field('email').onBlur();
        }}
      >
        {suggestion ? (
          <p className="field__suggestion">
            <button type="button" className="link-button" onClick={() => form.applySuggestion(suggestion)}>
              Did you mean {suggestion}?
            </button>
          </p>
        ) : null}
      </EmailField>

      {form.isPasswordShown ? (
        <TextField
          ref={form.passwordRef}
          type="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          {...form.field('password')}
        />
      ) : null}

      {isProductDetail ? (
        <>
          <CheckboxField label={<TermsConsentLabel legalLinks={legalLinks} />} {...form.checkbox('acceptedTOS')} />
          <CheckboxField label={MESSAGES.account.ageConfirmation} {...form.checkbox('isAtLeast13')} />
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
          consent={isProductDetail ? { acceptedTOS: form.values.acceptedTOS, isAtLeast13: form.values.isAtLeast13 } : undefined}
        />
      ) : null}
    </form>
  );
}
