import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import type { PatientPhotoRequest, Visit } from '@app/domain/contracts';
import { Button } from '../components/ui/button';
import { PhotoRequestItem } from '../features/photo-requests/components/photo-request-item';
import type { SubscriptionsState } from '../features/subscriptions/hooks/use-subscriptions';
import { subscriptionTasksOf } from '../features/subscriptions/utils/subscription-tasks';
import { visitTasksOf } from '../features/visits/utils/visit-tasks';
import { VISIT_NAMES } from '../features/visits/utils/visit-names';

const TEXT = MESSAGES.subscriptionDashboard;
const REQUEST_TEXT = MESSAGES.photoRequests;

// The photo pipeline's screens load only when the patient opens a request (ADR 120).
const PhotoRequestUpload = lazy(() => import('./photo-request-upload').then((module) => ({ default: module.PhotoRequestUpload })));

interface DashboardToDoProps {
  visits: readonly Visit[];
  subscriptions: SubscriptionsState;
  /** The provider's open requests for more photos (ADR 120). */
  photoRequests?: readonly PatientPhotoRequest[];
  /** A request was answered: the list should be read again. */
  onPhotoRequestAnswered?: () => void;
}

/**
 * The dashboard's "What you still need to do" (issue 13 item 4), from what the API already says:
 * the provider's requests for more photos, each with the way to send them (issue 14), the open
 * steps of unfinished visits (photos, phone, consultation…) and a new card for a box whose
 * payment failed.
 */
export function DashboardToDo({ visits, subscriptions, photoRequests = [], onPhotoRequestAnswered }: DashboardToDoProps) {
  const tasks = [...(subscriptions.status === 'ready' ? subscriptionTasksOf(subscriptions.subscriptions) : []), ...visitTasksOf(visits)];
  const [openRequestId, setOpenRequestId] = useState<number | null>(null);
  const [isThanked, setIsThanked] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The panel that had focus is gone: the thanks takes it, so the keyboard stays in place.
    if (isThanked) {
      thanks.current?.focus();
    }
  }, [isThanked]);

  const answered = () => {
    setOpenRequestId(null);
    setIsThanked(true);
    onPhotoRequestAnswered?.();
  };

  return (
    <section className="to-do" aria-labelledby="to-do-heading">
      <h2 id="to-do-heading">{TEXT.toDoHeading}</h2>
      <p className="to-do__status" role="status" tabIndex={-1} ref={thanks}>
        {isThanked ? REQUEST_TEXT.thanks : null}
      </p>
      {tasks.length === 0 && photoRequests.length === 0 ? (
        <p>{TEXT.toDoNone}</p>
      ) : (
        <ul>
          {photoRequests.map((request) => {
            const visit = visits.find((candidate) => candidate.uuid === request.visitUuid);
            const isOpen = openRequestId === request.id;
            const panelId = `photo-request-${request.id}`;
            return (
              <li key={`photo-request-${request.id}`}>
                <PhotoRequestItem request={request} visitName={visit ? VISIT_NAMES[visit.flow].toLowerCase() : null}>
                  {visit ? (
                    <>
                      <Button variant="secondary" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpenRequestId(isOpen ? null : request.id)}>
                        {isOpen ? REQUEST_TEXT.close : REQUEST_TEXT.open}
                      </Button>
                      <div id={panelId}>
                        {isOpen ? (
                          <Suspense fallback={<p role="status">{REQUEST_TEXT.loading}</p>}>
                            <PhotoRequestUpload visit={visit} requestId={request.id} onAnswered={answered} />
                          </Suspense>
                        ) : null}
                      </div>
                    </>
                  ) : null}
                </PhotoRequestItem>
              </li>
            );
          })}
          {tasks.map((task) => (
            <li key={task.key}>
              {task.href.startsWith('#') ? <a href={task.href}>{task.text}</a> : <Link to={task.href}>{task.text}</Link>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
