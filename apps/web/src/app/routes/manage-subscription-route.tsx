import { useSubscriptions } from '../../features/subscriptions/hooks/use-subscriptions';
import { MANAGE_SUBSCRIPTION_PATH } from '../../features/subscriptions/utils/subscription-links';
import { ManageSubscriptionPage } from '../../features/subscriptions/components/manage-subscription-page';
import { SignedInOnly } from './signed-in-only';

/** `/patient-dashboard/manage-subscription/customize` (issue 13 item 5): also where a resubscription ends (ADR 111). */
export function ManageSubscriptionRoute() {
  return (
    <SignedInOnly path={MANAGE_SUBSCRIPTION_PATH}>
      <LoadedManageSubscription />
    </SignedInOnly>
  );
}

function LoadedManageSubscription() {
  return <ManageSubscriptionPage subscriptions={useSubscriptions()} />;
}
