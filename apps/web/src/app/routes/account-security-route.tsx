import { AccountSecurityPage } from '../../features/account-security/components/account-security-page';
import { DashboardBackLink } from './dashboard-back-link';
import { SignedInOnly } from './signed-in-only';

/** `/dashboard/account`: the patient's signed-in devices and password (ADR 168). Its own route chunk. */
export function AccountSecurityRoute() {
  return (
    <SignedInOnly path="/dashboard/account">
      <AccountSecurityPage back={<DashboardBackLink />} />
    </SignedInOnly>
  );
}
