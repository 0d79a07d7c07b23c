import { Link } from 'react-router';
import { waitingTimeInWords } from '@app/domain/care/waiting-time';
import type { ReviewQueueVisit, WaitingThread } from '@app/domain/contracts/care-portal';
import { fillTemplate } from '@app/domain/formatting/fill-template';
import { STAFF_MESSAGES } from '@app/domain/messages/staff-en';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { shortDateTime } from '../../../lib/dates';
import { getReviewQueue } from '../api/care-portal-api';
import { Badges } from './badges';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careQueue;

/**
 * `/care`: the provider's queue (ADR 117): completed visits of their licensed states, oldest
 * first, with the time waiting; then the patients' messages waiting for an answer, longest first,
 * flagged past 48 hours.
 */
export function ReviewQueuePage({ licensedStates }: { licensedStates: readonly string[] }) {
  const queue = usePatientData(getReviewQueue);
  return (
    <DashboardPage
      isWide
      headingId="care-queue-heading"
      title={TEXT.heading}
      intro={licensedStates.length > 0 ? fillTemplate(TEXT.intro, { states: licensedStates.join(', ') }) : TEXT.noStates}
      load={queue}
      text={TEXT}
    >
      {queue.status === 'ready' ? (
        <div className="care-queue">
          <section aria-labelledby="care-queue-visits">
            <h2 id="care-queue-visits">{fillTemplate(TEXT.visitsHeading, { count: queue.data.visits.length })}</h2>
            {queue.data.visits.length === 0 ? (
              <p>{TEXT.visitsEmpty}</p>
            ) : (
              <ol className="card-list">
                {queue.data.visits.map((visit) => (
                  <VisitItem key={visit.visitUuid} visit={visit} />
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="care-queue-threads">
            <h2 id="care-queue-threads">{fillTemplate(TEXT.threadsHeading, { count: queue.data.threads.length })}</h2>
            {queue.data.threads.length === 0 ? (
              <p>{TEXT.threadsEmpty}</p>
            ) : (
              <ol className="card-list">
                {queue.data.threads.map((thread) => (
                  <ThreadItem key={thread.threadId} thread={thread} />
                ))}
              </ol>
            )}
          </section>
        </div>
      ) : null}
    </DashboardPage>
  );
}

function VisitItem({ visit }: { visit: ReviewQueueVisit }) {
  return (
    <li className="card care-queue__item">
      <div className="card__header">
        <h3 className="card__title">
          <Link to={`/care/visits/${encodeURIComponent(visit.visitUuid)}`}>{visit.patientName}</Link>
        </h3>
        <span className="card__status">{fillTemplate(TEXT.waiting, { time: waitingTimeInWords(visit.waitingMinutes) })}</span>
      </div>
      <p className="card__note">
        {visit.treatment} · {visit.patientState} · {fillTemplate(TEXT.completed, { date: shortDateTime(visit.completedAt) })}
      </p>
      <Badges
        items={[
          { isShown: visit.isMinor, label: TEXT.minor, tone: 'notice' },
          { isShown: visit.isAwaitingPhotos, label: TEXT.awaitingPhotos, tone: 'info' },
        ]}
      />
    </li>
  );
}

function ThreadItem({ thread }: { thread: WaitingThread }) {
  return (
    <li className={`card care-queue__item${thread.isOverdue ? ' care-queue__item--overdue' : ''}`}>
      <div className="card__header">
        <h3 className="card__title">
          <Link to={`/care/threads/${thread.threadId}`}>{thread.subject}</Link>
        </h3>
        <span className="card__status">{fillTemplate(TEXT.waiting, { time: waitingTimeInWords(thread.waitingMinutes) })}</span>
      </div>
      <p className="card__note">{fillTemplate(TEXT.from, { name: thread.patientName })}</p>
      <Badges
        items={[
          { isShown: thread.isOverdue, label: TEXT.overdue, tone: 'alert' },
          { isShown: thread.unreadCount > 0, label: fillTemplate(TEXT.unread, { count: thread.unreadCount }), tone: 'info' },
        ]}
      />
    </li>
  );
}
