import { PrescriptionsPage } from '../../features/prescriptions/components/prescriptions-page';
import { DashboardBackLink } from './dashboard-back-link';
import { SignedInOnly } from './signed-in-only';

/** `/dashboard/prescriptions`: what providers prescribed or declined (ADR 112). Its own route chunk. */
export function PrescriptionsRoute() {
  return (
    <SignedInOnly path="/dashboard/prescriptions">
      <PrescriptionsPage back={<DashboardBackLink />} />
    </SignedInOnly>
  );
}
