import { useRef, useState } from 'react';
import type { StaffPasskey } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ApiError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import { removeStaffPasskey } from '../api/staff-passkeys-api';

const TEXT = STAFF_MESSAGES.staffPasskeys;
// The passkey was removed meanwhile (on another device, or another tab).
const PASSKEY_GONE_STATUS = 404;

/** What the last removal came to: said politely, or, for a failure, as an alert. */
export interface RemovalNotice {
  text: string;
  isFailure: boolean;
}

interface PasskeyRemovalOptions {
  /** The passkey is gone: take it off the list. */
  onRemoved: (passkeyId: number) => void;
  /** The list shown is out of date: load it again. */
  onStale: () => void;
}

/**
 * Removing the member's passkeys (ADR 172), one at a time, the outcome said. A passkey removed
 * meanwhile is no failure: the list is loaded again and the page says so.
 */
export function usePasskeyRemoval({ onRemoved, onStale }: PasskeyRemovalOptions) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<RemovalNotice | null>(null);
  // The state lags a render behind a double press; this refuses the second one at once.
  const isBusy = useRef(false);

  async function remove(passkey: StaffPasskey) {
    if (isBusy.current) {
      return;
    }
    isBusy.current = true;
    setPendingId(passkey.id);
    setNotice(null);
    try {
      await removeStaffPasskey(passkey.id);
      onRemoved(passkey.id);
      setNotice({ text: fillTemplate(TEXT.removed, { name: passkey.name }), isFailure: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === PASSKEY_GONE_STATUS) {
        setNotice({ text: TEXT.errors.passkeyId, isFailure: false });
        onStale();
      } else {
        const text = failureMessages(error, MESSAGES.form.genericServerError).join(' ');
        setNotice({ text, isFailure: true });
      }
    } finally {
      isBusy.current = false;
      setPendingId(null);
    }
  }

  return { pendingId, notice, remove };
}
