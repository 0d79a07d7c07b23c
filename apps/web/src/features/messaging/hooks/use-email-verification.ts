import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailVerificationStatus } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { autoVerifyEmail } from '../api/auto-verify-email';
import { getEmailVerification } from '../api/get-email-verification';
import { sendVerificationEmail } from '../api/send-verification-email';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);

/**
 * The verify-email step: sends the first email when none was sent yet, offers "Resend email",
 * and moves on as soon as the address is verified, including from a link opened in another tab
 * (checked again whenever the page comes back into view).
 */
export function useEmailVerification(onVerified: () => Promise<void>) {
  const [status, setStatus] = useState<EmailVerificationStatus | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const isDone = useRef(false);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);

  const finish = useCallback(async () => {
    if (isDone.current) {
      return;
    }
    isDone.current = true;
    await onVerifiedRef.current();
  }, []);

  const refresh = useCallback(async () => {
    const current = await getEmailVerification();
    setStatus(current);
    if (current.verifiedAt) {
      await finish();
    }
    return current;
  }, [finish]);

  useEffect(() => {
    // The first email goes out when the patient reaches the step; the ref keeps it to one even
    // when development's StrictMode runs this effect twice.
    if (!hasStarted.current) {
      hasStarted.current = true;
      refresh()
        .then(async (current) => {
          if (current.verifiedAt || current.lastSentAt) {
            return;
          }
          const sent = await sendVerificationEmail();
          setStatus(sent.data);
        })
        .catch((error: unknown) => setErrorMessage(messageOf(error)));
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        refresh().catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [refresh]);

  async function resend() {
    setIsBusy(true);
    setNotice(null);
    setErrorMessage(null);
    try {
      const sent = await sendVerificationEmail();
      setStatus(sent.data);
      setNotice(sent.message);
      if (sent.data.verifiedAt) {
        await finish();
      }
    } catch (error) {
      setErrorMessage(messageOf(error));
    }
    setIsBusy(false);
  }

  async function autoVerify() {
    setIsBusy(true);
    setErrorMessage(null);
    try {
      await autoVerifyEmail();
      await finish();
    } catch (error) {
      setErrorMessage(messageOf(error));
      setIsBusy(false);
    }
  }

  return { status, isBusy, notice, errorMessage, resend, autoVerify };
}
