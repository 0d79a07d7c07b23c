import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { RouteErrorPage } from '../../components/ui/route-error-page';
import { usePatientData } from '../../hooks/use-patient-data';
import { useSession } from '../../features/account/hooks/use-session';
import { listVisits } from '../../features/visits/api/list-visits';
import { VisitsOverview } from '../../features/visits/components/visits-overview';
import { AcceptedUpsells } from '../../features/upsells/components/accepted-upsells';
import { ReferralsPanel } from '../../features/referrals/components/referrals-panel';
import { ShareReferralButton } from '../share-referral-button';

const DASHBOARD_PATH = '/dashboard';

/**
 * `/dashboard`, for now the patient's visits and what happens next (ADR 089): where finished
 * flows and log-ins land until the dashboard issue builds the real one. Signed-in patients only.
 */
export function DashboardRoute() {
  const session = useSession();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  if (session.patient === null) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(DASHBOARD_PATH)}`} replace />;
  }
  return <PatientVisits />;
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
          <AcceptedUpsells />
          <ReferralsPanel share={<ShareReferralButton />} />
        </VisitsOverview>
      );
  }
}
