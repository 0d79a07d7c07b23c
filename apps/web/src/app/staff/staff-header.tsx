import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { StaffRole } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../components/ui/button';
import { Wordmark } from '../../components/ui/wordmark';
import {
  staffHomePath,
  useStaffSession,
} from '../../features/staff-account/hooks/use-staff-session';
import { useBrand } from '../../lib/brand';

const TEXT = STAFF_MESSAGES.staffApp;

/**
 * The care team's header: the product and "Care team", the member's pages (their role's, then
 * their passkeys), name and Sign out.
 */
export function StaffHeader() {
  const brand = useBrand();
  const session = useStaffSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const member = session.member;

  async function signOut() {
    setIsSigningOut(true);
    setSignOutError(null);
    try {
      // The page's guard then leads to the sign-in page, which says the member signed out.
      await session.signOut();
    } catch {
      setSignOutError(MESSAGES.form.genericServerError);
    } finally {
      setIsSigningOut(false);
    }
  }

  return (
    <header className="staff-header">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <div className="staff-header__inner">
        <Link
          to={member ? staffHomePath(member.role) : '/staff/sign-in'}
          className="staff-header__brand"
        >
          {/* Named by what it shows, "teleskin Care team" (WCAG 2.5.3 Label in Name). */}
          <Wordmark text={brand.logoText} />{' '}
          <span className="staff-header__team">{TEXT.careTeam}</span>
        </Link>
        {member ? (
          <>
            <nav className="staff-header__nav" aria-label={TEXT.navLabel}>
              <MemberLinks role={member.role} />
              {/* Every member's own (ADR 172). */}
              <NavLink to="/staff/passkeys">{STAFF_MESSAGES.staffPasskeys.nav}</NavLink>
            </nav>
            <div className="staff-header__account" role="group" aria-label={TEXT.accountLabel}>
              <span className="staff-header__name">
                {fillTemplate(TEXT.signedInAs, { name: member.name })}
              </span>
              <Button variant="secondary" isLoading={isSigningOut} onClick={() => void signOut()}>
                {STAFF_MESSAGES.staffSignIn.signOut}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      {signOutError ? (
        <p role="alert" className="staff-header__error">
          {signOutError}
        </p>
      ) : null}
    </header>
  );
}

/** The pages of the member's role. */
function MemberLinks({ role }: { role: StaffRole }) {
  switch (role) {
    case 'provider':
      return (
        <>
          <NavLink to="/care" end>
            {TEXT.queueLink}
          </NavLink>
          <NavLink to="/care/calendar">{TEXT.calendarLink}</NavLink>
          <NavLink to="/care/availability">{STAFF_MESSAGES.careAvailability.heading}</NavLink>
        </>
      );
    case 'operator':
      return <OperatorLinks />;
    case 'admin':
      return (
        <>
          <NavLink to="/admin/promotions">{STAFF_MESSAGES.adminNav.promotions}</NavLink>
          <NavLink to="/admin/prices">{STAFF_MESSAGES.adminNav.prices}</NavLink>
          <NavLink to="/admin/offers">{STAFF_MESSAGES.adminNav.offers}</NavLink>
          <NavLink to="/admin/copy">{STAFF_MESSAGES.adminNav.copy}</NavLink>
          <NavLink to="/admin/staff">{STAFF_MESSAGES.adminNav.staff}</NavLink>
        </>
      );
  }
}

/** The operator's pages: Patients (the search and every patient's pages), Providers and the audit trail's integrity. */
function OperatorLinks() {
  const { pathname } = useLocation();
  const isOwnArea = ['/ops/providers', '/ops/audit-integrity'].some(
    (area) => pathname === area || pathname.startsWith(`${area}/`),
  );
  // The search itself is the page; a patient's pages are within the Patients area.
  const patientsCurrent = isOwnArea ? undefined : pathname === '/ops' ? 'page' : 'location';
  return (
    <>
      <Link to="/ops" aria-current={patientsCurrent}>
        {STAFF_MESSAGES.opsNav.patients}
      </Link>
      <NavLink to="/ops/providers">{STAFF_MESSAGES.opsNav.providers}</NavLink>
      <NavLink to="/ops/audit-integrity">{STAFF_MESSAGES.opsNav.auditIntegrity}</NavLink>
    </>
  );
}
