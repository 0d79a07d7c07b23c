import { useCallback, useEffect, useRef, useState } from 'react';
import { VERIFICATION_AUTO_SUBMIT_MS, VERIFICATION_CODE_LENGTH } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { maskPhone, phoneDigits, validatePhone, validateVerificationCode } from '@app/domain/validation';
import { ApiError } from '../../../lib/api-client';
import { confirmPhone } from '../api/confirm-phone';
import { getPhoneNumber } from '../api/get-phone-number';
import { getRequiresVerification } from '../api/get-requires-verification';
import { sendConfirmationCode } from '../api/send-confirmation-code';
import { updatePhoneNumber } from '../api/update-phone-number';

export type SmsStage = 'phone' | 'code';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);

/**
 * The SMS step's two screens (000 §4): phone number entry, then (when the number still needs
 * verifying) code entry, whose fourth digit submits the code after VERIFICATION_AUTO_SUBMIT_MS.
 */
export function useSmsVerification(onVerified: () => Promise<void>) {
  const [stage, setStage] = useState<SmsStage>('phone');
  const [phone, setPhoneValue] = useState('');
  const [isPhoneErrorShown, setIsPhoneErrorShown] = useState(false);
  const [code, setCodeValue] = useState('');
  const [isCodeErrorShown, setIsCodeErrorShown] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  /** A server answer about the whole form (rate limits, failures). */
  const [formMessage, setFormMessage] = useState<string | null>(null);
  /** A failed check: the "critical state" of the code field (000 §5). */
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isVerifying = useRef(false);
  // Kept in a ref so a parent re-render does not restart the auto-submit pause.
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    let isCurrent = true;
    getPhoneNumber()
      .then((stored) => {
        if (isCurrent && stored.number) {
          setPhoneValue((typed) => typed || maskPhone(stored.number ?? ''));
        }
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  const phoneError = validatePhone(phone);
  const codeError = validateVerificationCode(code);

  async function submitPhone() {
    if (phoneError || isBusy) {
      setIsPhoneErrorShown(true);
      return;
    }
    setIsBusy(true);
    setFormMessage(null);
    const digits = phoneDigits(phone);
    try {
      await updatePhoneNumber(digits);
      if (!(await getRequiresVerification())) {
        await onVerifiedRef.current();
        return;
      }
      await sendConfirmationCode(digits);
      setCodeValue('');
      setCodeFailure(null);
      setIsCodeErrorShown(false);
      setNotice(null);
      setStage('code');
    } catch (error) {
      setFormMessage(messageOf(error));
    }
    setIsBusy(false);
  }

  const verify = useCallback(
    async (value: string) => {
      if (isVerifying.current) {
        return;
      }
      isVerifying.current = true;
      setIsBusy(true);
      setCodeFailure(null);
      setFormMessage(null);
      try {
        await confirmPhone(value);
        await onVerifiedRef.current();
      } catch (error) {
        setCodeFailure(messageOf(error));
        setIsBusy(false);
      }
      isVerifying.current = false;
    },
    [],
  );

  // The fourth digit submits the code after a short pause; typing again cancels it.
  useEffect(() => {
    if (stage !== 'code' || code.length !== VERIFICATION_CODE_LENGTH || codeError) {
      return;
    }
    const timer = setTimeout(() => void verify(code), VERIFICATION_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [stage, code, codeError, verify]);

  async function resendCode() {
    setIsBusy(true);
    setFormMessage(null);
    setNotice(null);
    try {
      const sent = await sendConfirmationCode(phoneDigits(phone));
      setCodeValue('');
      setCodeFailure(null);
      setNotice(`We sent a new code to ${maskPhone(sent.phoneNumber)}.`);
    } catch (error) {
      setFormMessage(messageOf(error));
    }
    setIsBusy(false);
  }

  return {
    stage,
    phone,
    setPhone: (value: string) => {
      setPhoneValue(maskPhone(value));
      setFormMessage(null);
    },
    phoneError: isPhoneErrorShown ? phoneError : undefined,
    canSubmitPhone: phoneError === undefined && !isBusy,
    showPhoneError: () => setIsPhoneErrorShown(true),
    hidePhoneError: () => setIsPhoneErrorShown(false),
    submitPhone,
    code,
    setCode: (value: string) => {
      setCodeValue(value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH));
      setCodeFailure(null);
    },
    codeError: codeFailure ?? (isCodeErrorShown ? codeError : undefined),
    codeFailure,
    // Leaving an empty code field (to press Back or Resend) is not a mistake: an error appearing
    // there would move those buttons under the pointer mid-click.
    showCodeError: () => setIsCodeErrorShown(code !== ''),
    hideCodeError: () => setIsCodeErrorShown(false),
    canSubmitCode: codeError === undefined && !isBusy,
    submitCode: () => void verify(code),
    resendCode,
    backToPhone: () => {
      setStage('phone');
      setFormMessage(null);
      setNotice(null);
    },
    isBusy,
    formMessage,
    notice,
  };
}
export type SmsVerification = ReturnType<typeof useSmsVerification>;
