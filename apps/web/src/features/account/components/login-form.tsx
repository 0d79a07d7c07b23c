import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { validateLoginFields, hasFieldErrors } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { login } from '../api/login';
import { SignInLinkOffer } from './sign-in-link-offer';

const RATE_LIMITED_STATUS = 429;

const LOGIN_FIELDS = ['email', 'password'] as const;
const loginFieldId = (field: string) => `login-${field}`;

interface LoginFormProps {
  onLoggedIn: () => void | Promise<void>;
  /** A known email (the returning-patient page), so only the password is left to type. */
  initialEmail?: string;
}

export function LoginForm({ onLoggedIn, initialEmail = '' }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The account is limited (ADR 134): the emailed link is the way in that does not wait.
  const [isLimited, setIsLimited] = useState(false);
  const clientErrors = validateLoginFields({ email, password });
  const fieldErrors = useFieldErrors(clientErrors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) {
      return;
    }
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(LOGIN_FIELDS, clientErrors, loginFieldId);
      return;
    }
    setIsPending(true);
    setServerMessage(null);
    setIsLimited(false);
    try {
      await login({ email, password });
      await onLoggedIn();
    } catch (error) {
      setIsPending(false);
      // 422 (wrong credentials) and 429 (rate limited) both carry the message to show.
      setServerMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
      setIsLimited(error instanceof ApiError && error.status === RATE_LIMITED_STATUS);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {serverMessage ? (
        <FormErrorBox>
          <p>{serverMessage}</p>
        </FormErrorBox>
      ) : null}
      {isLimited ? <SignInLinkOffer email={email} /> : null}
      <TextField
        id={loginFieldId('email')}
        name="email"
        type="email"
        label="Email address"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={fieldErrors.errorFor('email')}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => fieldErrors.touch('email')}
      />
      <TextField
        id={loginFieldId('password')}
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        value={password}
        error={fieldErrors.errorFor('password')}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => fieldErrors.touch('password')}
      />
      <Button type="submit" className="form__submit" isLoading={isPending}>
        Log in
      </Button>
    </form>
  );
}
