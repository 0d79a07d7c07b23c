import { useParams } from 'react-router';
import { SafetyCheckPage } from '../../features/safety-check/components/safety-check-page';
import { DashboardBackLink } from './dashboard-back-link';
import { NotFoundRoute } from './not-found-route';
import { SignedInOnly } from './signed-in-only';

/** `/dashboard/safety-check/{subscriptionId}`: the next box's safety questions (issue 13 item 7). Its own route chunk. */
export function SafetyCheckRoute() {
  const subscriptionId = Number(useParams().subscriptionId);
  if (!Number.isInteger(subscriptionId) || subscriptionId <= 0) {
    return <NotFoundRoute />;
  }
  return (
    <SignedInOnly path={`/dashboard/safety-check/${subscriptionId}`}>
      <SafetyCheckPage subscriptionId={subscriptionId} back={<DashboardBackLink />} />
    </SignedInOnly>
  );
}
