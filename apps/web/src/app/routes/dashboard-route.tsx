import { LoadingScreen } from '../../components/ui/loading-screen';
import { RouteErrorPage } from '../../components/ui/route-error-page';
import { usePatientData } from '../../hooks/use-patient-data';
import { listVisits } from '../../features/visits/api/list-visits';
import { VisitsOverview } from '../../features/visits/components/visits-overview';
import { AcceptedUpsells } from '../../features/upsells/components/accepted-upsells';
import { ReferralsPanel } from '../../features/referrals/components/referrals-panel';
import { ShareReferralButton } from '../share-referral-button';
import { DashboardPagesNav } from '../dashboard-pages-nav';
import { SignedInOnly } from './signed-in-only';

const DASHBOARD_PATH = '/dashboard';

/**
 * `/dashboard`, for now the patient's visits and what happens next (ADR 089): where finished
 * flows and log-ins land until the dashboard issue builds the real one. Signed-in patients only.
 */
export function DashboardRoute() {
  return (
    <SignedInOnly path={DASHBOARD_PATH}>
      <PatientVisits />
    </SignedInOnly>
  );
}

function PatientVisits() {
  const visits = usePatientData(listVisits);
  switch (visits.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'error':
      return <RouteErrorPage />;
    case 'ready':
      return (
        <VisitsOverview visits={visits.data}>
          <DashboardPagesNav />
          <AcceptedUpsells />
          <ReferralsPanel share={<ShareReferralButton />} />
        </VisitsOverview>
      );
  }
}
