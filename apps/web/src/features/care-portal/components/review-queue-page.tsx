import { Link } from 'react-router';
import { waitingTimeInWords } from '@app/domain/care';
import type { ReviewQueueVisit, WaitingThread } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { staffTime } from '../../../lib/dates';
import { getQueueThreadsAfter, getQueueVisitsAfter, getReviewQueue } from '../api/care-portal-api';
import { QueueList } from './queue-list';
import { Badges } from './badges';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careQueue;

/**
 * `/care`: the provider's queue (ADR 117): completed visits of their licensed states, oldest
 * first, with the time waiting; then the patients' messages waiting for an answer, longest first,
 * flagged past 48 hours; each list a page at a time (ADR 127).
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
          <QueueList
            id="care-queue-visits"
            heading={TEXT.visitsHeading}
            emptyText={TEXT.visitsEmpty}
            moreLabel={TEXT.moreVisits}
            first={queue.data.visits}
            loadAfter={getQueueVisitsAfter}
            keyOf={(visit) => visit.visitUuid}
            renderEntry={(visit) => <VisitItem visit={visit} />}
          />
          <QueueList
            id="care-queue-threads"
            heading={TEXT.threadsHeading}
            emptyText={TEXT.threadsEmpty}
            moreLabel={TEXT.moreThreads}
            first={queue.data.threads}
            loadAfter={getQueueThreadsAfter}
            keyOf={(thread) => thread.threadId}
            classOf={(thread) => (thread.isOverdue ? 'care-queue__item--overdue' : undefined)}
            renderEntry={(thread) => <ThreadItem thread={thread} />}
          />
        </div>
      ) : null}
    </DashboardPage>
  );
}

function VisitItem({ visit }: { visit: ReviewQueueVisit }) {
  return (
    <>
      <div className="card__header">
        <h3 className="card__title">
          <Link to={`/care/visits/${encodeURIComponent(visit.visitUuid)}`}>{visit.patientName}</Link>
        </h3>
        <span className="card__status">{fillTemplate(TEXT.waiting, { time: waitingTimeInWords(visit.waitingMinutes) })}</span>
      </div>
      <p className="card__note">
        {visit.treatment} · {visit.patientState} · {fillTemplate(TEXT.completed, { date: staffTime(visit.completedAt) })}
      </p>
      <Badges
        items={[
          { isShown: visit.isMinor, label: TEXT.minor, tone: 'notice' },
          { isShown: visit.isAwaitingPhotos, label: TEXT.awaitingPhotos, tone: 'info' },
        ]}
      />
    </>
  );
}

function ThreadItem({ thread }: { thread: WaitingThread }) {
  return (
    <>
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
    </>
  );
}
