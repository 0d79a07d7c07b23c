import { ShipmentsPage } from '../../features/shipments/components/shipments-page';
import { DashboardBackLink } from './dashboard-back-link';
import { SignedInOnly } from './signed-in-only';

/** `/dashboard/shipments`: the patient's boxes and where each is (ADR 112). Its own route chunk. */
export function ShipmentsRoute() {
  return (
    <SignedInOnly path="/dashboard/shipments">
      <ShipmentsPage back={<DashboardBackLink />} />
    </SignedInOnly>
  );
}
