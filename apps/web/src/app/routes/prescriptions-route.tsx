import { PrescriptionsPage } from '../../features/prescriptions/components/prescriptions-page';
import { listVisits } from '../../features/visits/api/list-visits';
import { DashboardBackLink } from './dashboard-back-link';
import { SignedInOnly } from './signed-in-only';

/** Whether a visit went to a provider; a storefront account has none (ADR 154). */
async function hasSentVisit(): Promise<boolean> {
  return (await listVisits()).some((visit) => visit.completedAt !== null);
}

/** `/dashboard/prescriptions`: what providers prescribed or declined (ADR 112). Its own route chunk. */
export function PrescriptionsRoute() {
  return (
    <SignedInOnly path="/dashboard/prescriptions">
      <PrescriptionsPage back={<DashboardBackLink />} hasSentVisit={hasSentVisit} />
    </SignedInOnly>
  );
}
