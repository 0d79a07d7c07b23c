import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffMember } from '@app/domain/contracts';
import { ApiError } from '../../../lib/api-client';
import { onStaffSessionEnded } from '../../../lib/staff-api-client';
import { getStaffMe, signOutStaff } from '../api/staff-account-api';
import { StaffSessionContext, type StaffSessionValue } from '../hooks/use-staff-session';

/**
 * Who is signed in to the staff app (ADR 117). The member is asked for only when a page needs
 * them, so the sign-in page makes no call that would answer 401. Any care-team call answering 401
 * ends the member here, and the guard sends them to sign in again.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<StaffSessionValue['status']>('idle');
  const [member, setMember] = useState<StaffMember | null>(null);
  const [endReason, setEndReason] = useState<StaffSessionValue['endReason']>(null);

  useEffect(
    () =>
      onStaffSessionEnded(() => {
        setMember(null);
        setStatus('ready');
        setEndReason('ended');
      }),
    [],
  );

  const check = useCallback(() => {
    setStatus('loading');
    getStaffMe().then(
      (found) => {
        setMember(found);
        setStatus('ready');
      },
      (error: unknown) => {
        // 401 (no staff session) and 403 (a patient's) both mean: nobody of the care team is here.
        const isSignedOut = error instanceof ApiError && (error.status === 401 || error.status === 403);
        setMember(null);
        setStatus(isSignedOut ? 'ready' : 'error');
      },
    );
  }, []);

  const signedIn = useCallback((found: StaffMember) => {
    setMember(found);
    setEndReason(null);
    setStatus('ready');
  }, []);

  const signOut = useCallback(async () => {
    await signOutStaff();
    setMember(null);
    setStatus('ready');
    setEndReason('signed-out');
  }, []);

  const value = useMemo<StaffSessionValue>(() => ({ status, member, endReason, check, signedIn, signOut }), [status, member, endReason, check, signedIn, signOut]);
  return <StaffSessionContext value={value}>{children}</StaffSessionContext>;
}
