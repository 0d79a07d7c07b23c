import { Link, useParams, useRoutes } from 'react-router';
import { MESSAGES } from '@app/domain/messages/en';
import { CareCalendarPage } from '../../features/care-portal/components/care-calendar-page';
import { CareThreadPage } from '../../features/care-portal/components/care-thread-page';
import { ReviewQueuePage } from '../../features/care-portal/components/review-queue-page';
import { VisitReviewPage } from '../../features/care-portal/components/visit-review-page';
import { useStaffSession } from '../../features/staff-account/hooks/use-staff-session';
import { StaffOnly } from './staff-only';

const TEXT = MESSAGES.staffApp;

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

function CareNotFound() {
  return (
    <section className="page page--narrow" aria-labelledby="care-not-found-heading">
      <h1 id="care-not-found-heading">{TEXT.notFoundHeading}</h1>
      <p>{TEXT.notFound}</p>
      <p>
        <Link to="/care">{TEXT.backToStart}</Link>
      </p>
    </section>
  );
}

/**
 * `/care/*`: the provider portal (ADR 117), for providers only: the queue, a visit, the calendar,
 * a thread. Its own chunk, loaded when a provider opens it.
 */
export function CarePortalRoutes() {
  const screen = useRoutes([
    { index: true, element: <QueueRoute /> },
    { path: 'visits/:uuid', element: <VisitRoute /> },
    { path: 'calendar', element: <CareCalendarPage /> },
    { path: 'threads/:threadId', element: <ThreadRoute /> },
    { path: '*', element: <CareNotFound /> },
  ]);
  return <StaffOnly role="provider">{screen}</StaffOnly>;
}
