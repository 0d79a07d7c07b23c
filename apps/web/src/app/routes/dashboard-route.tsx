import { LoadingScreen } from '../../components/ui/loading-screen';
import { RouteErrorPage } from '../../components/ui/route-error-page';
import { usePatientData } from '../../hooks/use-patient-data';
import { listVisits } from '../../features/visits/api/list-visits';
import { listPhotoRequests } from '../../features/photo-requests/api/list-photo-requests';
import { VisitsOverview } from '../../features/visits/components/visits-overview';
import { AcceptedUpsells } from '../../features/upsells/components/accepted-upsells';
import { OrdersPanel } from '../../features/orders/components/orders-panel';
import { ReferralsPanel } from '../../features/referrals/components/referrals-panel';
import { useSubscriptions } from '../../features/subscriptions/hooks/use-subscriptions';
import { SubscriptionsOverview } from '../../features/subscriptions/components/subscriptions-overview';
import type { CardFormSlot } from '../../features/subscriptions/components/payment-problem';
import { DashboardToDo } from '../dashboard-to-do';
import { LazyCardUpdateForm } from '../lazy-card-update-form';
import { ShareReferralButton } from '../share-referral-button';
import { DashboardPagesNav } from '../dashboard-pages-nav';
import { SignedInOnly } from './signed-in-only';

/** The checkout's card form, for a declined box's new card (features meet only here). */
const cardForm: CardFormSlot = (props) => <LazyCardUpdateForm {...props} />;

/**
 * `/dashboard` (ADR 089, issue 13 item 4): the patient's visits, what they still need to do (with
 * the provider's requests for more photos, ADR 120), the
 * next box of each subscription, the latest orders (issue 31 item 4), the offers on later boxes and
 * referrals. Signed-in patients only.
 */
export function DashboardRoute() {
  return (
    <SignedInOnly path="/dashboard">
      <PatientDashboard />
    </SignedInOnly>
  );
}

function PatientDashboard() {
  const visits = usePatientData(listVisits);
  const subscriptions = useSubscriptions();
  // Requests that fail to load are left out: the rest of the to-do list still helps.
  const photoRequests = usePatientData(listPhotoRequests);
  switch (visits.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'error':
      return <RouteErrorPage />;
    case 'ready':
      return (
        <VisitsOverview visits={visits.data}>
          <DashboardToDo
            visits={visits.data}
            subscriptions={subscriptions.state}
            photoRequests={photoRequests.status === 'ready' ? photoRequests.data : []}
            onPhotoRequestAnswered={() => {
              // The visit no longer waits for photos: its summary says so too.
              photoRequests.reload();
              visits.reload();
            }}
          />
          <SubscriptionsOverview subscriptions={subscriptions} cardForm={cardForm} />
          <OrdersPanel />
          <DashboardPagesNav />
          <AcceptedUpsells />
          <ReferralsPanel share={<ShareReferralButton />} />
        </VisitsOverview>
      );
  }
}
