import { useRef, useState } from 'react';
import type { AccountSecurity } from '@app/domain/contracts';
import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { endOtherSessions } from '../api/end-other-sessions';
import { endSession } from '../api/end-session';

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;
// The device was signed out meanwhile (from another device, or its session expired).
const SESSION_GONE_STATUS = 404;

/** The sign-out under way: one device's (by its session id), every other device's, or none. */
export type PendingSignOut = { sessionId: string } | 'others' | null;

/** What the last sign-out came to: said politely, or, for a failure, as an alert. */
export interface SignOutNotice {
  text: string;
  isFailure: boolean;
}

interface DeviceSignOutOptions {
  /** The devices the server answered with, to draw the list from. */
  onAnswer: (security: AccountSecurity) => void;
  /** The list shown is out of date: load it again. */
  onStale: () => void;
}

/**
 * Signing other devices out (ADR 168): one at a time, the list redrawn from each answer and the
 * outcome said. A device already signed out elsewhere is no failure: the list is loaded again and
 * the page says it was signed out already.
 */
export function useDeviceSignOut({ onAnswer, onStale }: DeviceSignOutOptions) {
  const [pending, setPending] = useState<PendingSignOut>(null);
  const [notice, setNotice] = useState<SignOutNotice | null>(null);
  // The state above lags a render behind a double press; this refuses the second one at once.
  const isBusy = useRef(false);

  async function run(
    next: NonNullable<PendingSignOut>,
    send: () => Promise<AccountSecurity>,
    doneText: string,
  ) {
    if (isBusy.current) {
      return;
    }
    isBusy.current = true;
    setPending(next);
    setNotice(null);
    try {
      onAnswer(await send());
      setNotice({ text: doneText, isFailure: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === SESSION_GONE_STATUS) {
        setNotice({ text: TEXT.sessionGone, isFailure: false });
        onStale();
      } else {
        setNotice({
          text: error instanceof ApiError ? error.message : MESSAGES.form.genericServerError,
          isFailure: true,
        });
      }
    } finally {
      isBusy.current = false;
      setPending(null);
    }
  }

  return {
    pending,
    notice,
    /** Signs one device out; `doneText` names it. */
    signOutOne: (sessionId: string, doneText: string) =>
      run({ sessionId }, () => endSession(sessionId), doneText),
    signOutOthers: () => run('others', endOtherSessions, TEXT.signedOutOthers),
  };
}
