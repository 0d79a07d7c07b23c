import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegisterRequest, RegisterResponse } from '@app/domain/contracts';
import { ERROR_DISPLAY_MS } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { validateAccountFields, hasFieldErrors } from '@app/domain/validation';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { formFields } from '../../../hooks/form-fields';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { register } from '../api/register';
import { classifyRegistration } from '../utils/registration-outcome';

export type RegistrationVariant = 'signup-flow' | 'product-detail';

export const REGISTRATION_FIELDS = ['email', 'password', 'acceptedTOS', 'isAtLeast13'] as const;
export const registrationFieldId = (field: string) => `register-${field}`;

interface RegistrationValues {
  email: string;
  password: string;
  acceptedTOS: boolean;
  isAtLeast13: boolean;
}

export interface RegistrationCallbacks {
  /** The patient is signed in; refresh what depends on that and advance. */
  onRegistered: (response: RegisterResponse) => void | Promise<void>;
  /** Main brand: the email already has an account, so start the returning-patient flow. */
  onRecognizedEmail?: (email: string) => void;
  /** Account being deleted or movable from the other brand; without it the server's message shows. */
  onBrandTransfer?: (outcome: { email: string; isDeletingBrandAccount: boolean }) => void;
  /** Any failure worth a "Whoops!" flash. */
  onFailure: (message: string) => void;
}

interface UseRegistrationFormOptions extends RegistrationCallbacks {
  variant: RegistrationVariant;
  /** Recognise-email flow (main brand): the password is asked for only when the server wants it. */
  isEmailFirst: boolean;
  /** The storefront's sign-up (`/auth/signup`, ADR 154): a shop account with no medical visit. */
  isOtcSignup?: boolean;
}

export function useRegistrationForm(options: UseRegistrationFormOptions) {
  const { variant, isEmailFirst, isOtcSignup = false } = options;
  const isProductDetail = variant === 'product-detail';
  const [values, setValues] = useState<RegistrationValues>({ email: '', password: '', acceptedTOS: false, isAtLeast13: false });
  const { email, password, acceptedTOS, isAtLeast13 } = values;
  const [isPasswordShown, setIsPasswordShown] = useState(isProductDetail || !isEmailFirst);
  const [isPending, setIsPending] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [underFormError, setUnderFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const shouldFocusPassword = useRef(false);

  const clientErrors = validateAccountFields({ email, password }, isPasswordShown);
  const fieldErrors = useFieldErrors(clientErrors);

  useEffect(() => {
    if (isPasswordShown && shouldFocusPassword.current) {
      shouldFocusPassword.current = false;
      passwordRef.current?.focus();
    }
  }, [isPasswordShown]);

  useEffect(() => {
    if (underFormError === null) {
      return undefined;
    }
    const timer = window.setTimeout(() => setUnderFormError(null), ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [underFormError]);

  function setValue<K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clearServerError(field);
  }

  function applySuggestion(suggestion: string) {
    setValue('email', suggestion);
    // The suggestion button disappears once used; keep the keyboard user on the field.
    emailRef.current?.focus();
  }

  function buildRequest(): RegisterRequest {
    if (isProductDetail) {
      return { email, password, acceptedTOS: true, isAtLeast13: true, ...(isOtcSignup ? { otcSignup: true } : {}) };
    }
    return isPasswordShown ? { email, password } : { email, emailOnly: true };
  }

  function fail(message: string, shownUnderForm: string) {
    options.onFailure(message);
    setUnderFormError(shownUnderForm);
  }

  async function handleResponse(response: RegisterResponse) {
    const outcome = classifyRegistration(response, isEmailFirst);
    switch (outcome.kind) {
      case 'brand-transfer':
        if (options.onBrandTransfer) {
          setIsDone(true);
          options.onBrandTransfer({ email, isDeletingBrandAccount: response.isDeletingBrandAccount });
        } else {
          setNotice(outcome.message);
          setIsPending(false);
        }
        return;
      case 'recognized-email':
        setIsDone(true);
        options.onRecognizedEmail?.(email);
        return;
      case 'password-requested':
        fieldErrors.setServerErrors({});
        shouldFocusPassword.current = true;
        setIsPasswordShown(true);
        setIsPending(false);
        return;
      case 'registered':
        setIsDone(true);
        await options.onRegistered(response);
        return;
      case 'unexpected':
        setNotice(outcome.message);
        setIsPending(false);
        return;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || isDone) {
      return;
    }
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(REGISTRATION_FIELDS, clientErrors, registrationFieldId);
      return;
    }
    setIsPending(true);
    setNotice(null);
    setUnderFormError(null);
    try {
      await handleResponse(await register(buildRequest()));
    } catch (error) {
      setIsPending(false);
      setIsDone(false);
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        const first = Object.values(error.errors).flat()[0] ?? error.message;
        fail(error.message, first);
        return;
      }
      const message = error instanceof ApiError ? error.message : MESSAGES.form.genericServerError;
      fail(message, message);
    }
  }

  const hasRequiredInput = isProductDetail
    ? email !== '' && password !== '' && acceptedTOS && isAtLeast13
    : true;

  return {
    values,
    isPasswordShown,
    isPending,
    isDone,
    isSubmitDisabled: isDone || !hasRequiredInput,
    underFormError,
    notice,
    emailRef,
    passwordRef,
    ...formFields({ values, fieldId: registrationFieldId, fieldErrors, setValue }),
    applySuggestion,
    submit,
  };
}
