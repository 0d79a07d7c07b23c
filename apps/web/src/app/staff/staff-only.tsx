import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { StaffRole } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { LoadStatus } from '../../components/ui/load-status';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { staffHomePath, useStaffSession } from '../../features/staff-account/hooks/use-staff-session';

const TEXT = STAFF_MESSAGES.staffApp;

/**
 * Pages for a signed-in member of one role (ADR 117), or of any role when none is given (their
 * passkeys, ADR 172). Nobody of the care team (no session, or a patient's) signs in first and
 * comes back here; a session that ended while working says so on the sign-in page, as does a
 * Sign out; another role goes to their own start page.
 */
export function StaffOnly({ role, children }: { role?: StaffRole; children: ReactNode }) {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  const { status, check } = session;
  useEffect(() => {
    if (status === 'idle') {
      check();
    }
  }, [status, check]);

  if (status === 'error') {
    return (
      <section className="page page--narrow" aria-labelledby="staff-check-heading">
        <h1 id="staff-check-heading">{TEXT.careTeam}</h1>
        <LoadStatus status="error" loadingText={TEXT.checkingSession} errorText={TEXT.sessionCheckFailed} retryText={TEXT.retry} onRetry={check} />
      </section>
    );
  }
  if (status !== 'ready') {
    return <LoadingScreen />;
  }
  if (!session.member) {
    // After Sign out the page is left for good; otherwise the member comes back to it.
    const query = new URLSearchParams(session.endReason === 'signed-out' ? { 'signed-out': '1' } : { redirect: pathname + search });
    if (session.endReason === 'ended') {
      query.set('ended', '1');
    }
    return <Navigate to={`/staff/sign-in?${query.toString()}`} replace />;
  }
  if (role !== undefined && session.member.role !== role) {
    return <Navigate to={staffHomePath(session.member.role)} replace />;
  }
  return children;
}
