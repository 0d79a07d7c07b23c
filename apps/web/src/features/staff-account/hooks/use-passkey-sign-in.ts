import { useRef, useState } from 'react';
import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffMember } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { failureMessages } from '../../../lib/failure-messages';
import { ceremonyFailure } from '../../../lib/passkey-ceremony';
import { passkeySignInOptions, signInWithPasskey } from '../api/staff-account-api';

const TEXT = STAFF_MESSAGES.staffSignIn;

interface PasskeySignInOptions {
  onSignedIn: (member: StaffMember) => void | Promise<void>;
  /** Says the outcome in the form's box (null clears it). */
  showMessage: (message: string | null) => void;
}

/**
 * Signing in with a passkey in place of password and code (ADR 172): the server's options, the
 * browser's ceremony with any passkey of this site, then the server's check, which signs the
 * browser in. A closed prompt is no failure of the passkey and says so; the server's refusal is
 * one message whatever the reason.
 */
export function usePasskeySignIn({ onSignedIn, showMessage }: PasskeySignInOptions) {
  const [isWaiting, setIsWaiting] = useState(false);
  // The state lags a render behind a double press; this refuses the second one at once.
  const isBusy = useRef(false);

  async function signIn() {
    if (isBusy.current) {
      return;
    }
    isBusy.current = true;
    setIsWaiting(true);
    showMessage(null);
    try {
      const { ticket, options } = await passkeySignInOptions();
      let response;
      try {
        response = await startAuthentication({
          optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
        });
      } catch (error) {
        showMessage(
          ceremonyFailure(error) === 'cancelled' ? TEXT.passkeyCancelled : TEXT.passkeyFailed,
        );
        return;
      }
      await onSignedIn(await signInWithPasskey({ ticket, response: { ...response } }));
    } catch (error) {
      showMessage(failureMessages(error, MESSAGES.form.genericServerError).join(' '));
    } finally {
      isBusy.current = false;
      setIsWaiting(false);
    }
  }

  return { isWaiting, signIn };
}
