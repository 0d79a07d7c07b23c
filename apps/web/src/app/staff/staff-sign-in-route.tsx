import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../components/ui/button';
import { logout } from '../../features/account/api/logout';
import { useSession } from '../../features/account/hooks/use-session';
import { StaffSignInForm } from '../../features/staff-account/components/staff-sign-in-form';
import { staffHomePath, useStaffSession } from '../../features/staff-account/hooks/use-staff-session';
import { safeRedirectPath } from '../../lib/safe-redirect';

const TEXT = STAFF_MESSAGES.staffSignIn;

/** The pages of every member, whatever their role: their passkeys (ADR 172). */
const EVERY_MEMBERS_PAGES = ['/staff/passkeys'];

/** Where a member goes after signing in: the page they came from, if it is of their area or everyone's. */
function afterSignIn(member: StaffMember, requested: string | null): string {
  const home = staffHomePath(member.role);
  const path = safeRedirectPath(requested, home);
  const isOwn = [home, ...EVERY_MEMBERS_PAGES].some((area) => path === area || path.startsWith(`${area}/`));
  return isOwn ? path : home;
}

/**
 * `/staff/sign-in`: the care team's sign-in (ADR 118), with a password and code or a passkey
 * (ADR 172), then the provider portal, the operator console or the admin console.
 */
export function StaffSignInRoute() {
  const staff = useStaffSession();
  const patientSession = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isLoggingOutPatient, setIsLoggingOutPatient] = useState(false);
  const notice = searchParams.get('ended') ? TEXT.sessionEnded : searchParams.get('signed-out') || staff.endReason === 'signed-out' ? TEXT.signedOut : null;

  async function signedIn(member: StaffMember) {
    staff.signedIn(member);
    await navigate(afterSignIn(member, searchParams.get('redirect')), { replace: true });
  }

  async function logOutPatient() {
    setIsLoggingOutPatient(true);
    try {
      await logout();
    } finally {
      await patientSession.refresh();
      setIsLoggingOutPatient(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="staff-sign-in-heading">
      <h1 id="staff-sign-in-heading">{TEXT.heading}</h1>
      <p className="page__intro">{TEXT.intro}</p>
      {notice ? (
        <p role="status" className="form__notice">
          {notice}
        </p>
      ) : null}
      {patientSession.patient ? (
        <div className="staff-note">
          <p>{fillTemplate(STAFF_MESSAGES.staffApp.patientSignedIn, { email: patientSession.patient.email })}</p>
          <Button variant="secondary" isLoading={isLoggingOutPatient} onClick={() => void logOutPatient()}>
            {STAFF_MESSAGES.staffApp.logOutPatient}
          </Button>
        </div>
      ) : staff.member ? (
        <p className="form__notice">
          {fillTemplate(STAFF_MESSAGES.staffApp.alreadySignedIn, { name: staff.member.name })}{' '}
          <Link to={staffHomePath(staff.member.role)}>{STAFF_MESSAGES.staffApp.continue}</Link>
        </p>
      ) : (
        <StaffSignInForm onSignedIn={signedIn} />
      )}
    </section>
  );
}
