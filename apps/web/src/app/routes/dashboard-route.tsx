import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { Visit } from '@app/domain/contracts/visits';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { RouteErrorPage } from '../../components/ui/route-error-page';
import { useSession } from '../../features/account/hooks/use-session';
import { listVisits } from '../../features/visits/api/list-visits';
import { VisitsOverview } from '../../features/visits/components/visits-overview';

const DASHBOARD_PATH = '/dashboard';

/**
 * `/dashboard`, for now the patient's visits and what happens next (ADR 089): where finished
 * flows and log-ins land until the dashboard issue builds the real one. Signed-in patients only.
 */
export function DashboardRoute() {
  const session = useSession();
  const [visits, setVisits] = useState<Visit[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const isSignedIn = session.patient !== null;

  useEffect(() => {
    if (isSignedIn) {
      listVisits().then(setVisits, () => setHasFailed(true));
    }
  }, [isSignedIn]);

  if (!session.isLoading && !isSignedIn) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(DASHBOARD_PATH)}`} replace />;
  }
  if (hasFailed) {
    return <RouteErrorPage />;
  }
  return visits ? <VisitsOverview visits={visits} /> : <LoadingScreen />;
}
