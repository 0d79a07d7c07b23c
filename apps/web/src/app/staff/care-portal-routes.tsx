import { useParams, useRoutes } from 'react-router';
import { CareCalendarPage } from '../../features/care-portal/components/care-calendar-page';
import { CareThreadPage } from '../../features/care-portal/components/care-thread-page';
import { ReviewQueuePage } from '../../features/care-portal/components/review-queue-page';
import { VisitReviewPage } from '../../features/care-portal/components/visit-review-page';
import { useStaffSession } from '../../features/staff-account/hooks/use-staff-session';
import { lazyPage } from '../lazy-page';
import { StaffNotFound } from './staff-not-found';
import { StaffOnly } from './staff-only';

// The hours page's forms load when the provider opens it, not with the queue they start on.
const CareAvailabilityPage = lazyPage(
  () => import('../../features/care-portal/components/care-availability-page'),
  'CareAvailabilityPage',
);

function QueueRoute() {
  const { member } = useStaffSession();
  return <ReviewQueuePage licensedStates={member?.licensedStates ?? []} />;
}

function VisitRoute() {
  const { uuid = '' } = useParams();
  // Keyed by the visit, so another visit's page starts with nothing of this one's drafts.
  return <VisitReviewPage key={uuid} uuid={uuid} />;
}

function ThreadRoute() {
  const threadId = Number(useParams().threadId);
  return Number.isSafeInteger(threadId) && threadId > 0 ? <CareThreadPage key={threadId} threadId={threadId} /> : <CareNotFound />;
}

const CareNotFound = () => <StaffNotFound home="/care" />;

/**
 * `/care/*`: the provider portal (ADR 117), for providers only: the queue, a visit, the calendar,
 * their own hours (ADR 171), a thread. Its own chunk, loaded when a provider opens it.
 */
export function CarePortalRoutes() {
  const screen = useRoutes([
    { index: true, element: <QueueRoute /> },
    { path: 'visits/:uuid', element: <VisitRoute /> },
    { path: 'calendar', element: <CareCalendarPage /> },
    { path: 'availability', element: <CareAvailabilityPage /> },
    { path: 'threads/:threadId', element: <ThreadRoute /> },
    { path: '*', element: <CareNotFound /> },
  ]);
  return <StaffOnly role="provider">{screen}</StaffOnly>;
}
