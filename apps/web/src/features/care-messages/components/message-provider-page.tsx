import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CareThreadSummary } from '@app/domain/contracts';
import { usualReplyTimeText } from '@app/domain/care';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientTime } from '../../../lib/dates';
import { getUsualReplyMinutes, listCareThreads, startCareThread } from '../api/care-messages-api';
import { MessageForm, type MessageDraft } from './message-form';
import { ThreadView } from './thread-view';
import './care-messages.css';

const TEXT = MESSAGES.careMessages;
const PAGE_PATH = '/dashboard/message-provider';

/**
 * `/dashboard/message-provider` (issue 13 item 4, ADR 112): the patient's conversations with the
 * care team and a form to start one; `?thread={id}` opens one (so Back returns to the list).
 */
export function MessageProviderPage({ back }: { back?: ReactNode }) {
  const threads = usePatientData(listCareThreads);
  const replyTime = usePatientData(getUsualReplyMinutes);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const openId = Number(search.get('thread'));
  const isThreadOpen = Number.isInteger(openId) && openId > 0;
  const { reload } = threads;
  const refresh = useCallback(() => reload(), [reload]);

  const start = async (draft: MessageDraft) => {
    const thread = await startCareThread({ subject: draft.subject ?? '', body: draft.body, photoIds: draft.photoIds });
    await navigate(`${PAGE_PATH}?thread=${thread.id}`);
    reload();
  };

  return (
    <DashboardPage headingId="messages-heading" title={TEXT.heading} intro={TEXT.intro} back={back} load={threads} text={TEXT}>
      {/* Without the figure (a failed read) the page says nothing rather than a guess. */}
      {replyTime.status === 'ready' ? <p className="threads__reply-time">{usualReplyTimeText(replyTime.data)}</p> : null}
      {isThreadOpen ? (
        <>
          <p>
            <Link to={PAGE_PATH}>{TEXT.back}</Link>
          </p>
          <ThreadView key={openId} threadId={openId} onChanged={refresh} />
        </>
      ) : threads.status === 'ready' ? (
        <>
          <h2 className="threads__heading">{TEXT.threadsHeading}</h2>
          {threads.data.threads.length === 0 ? <p>{TEXT.empty}</p> : <ThreadList threads={threads.data.threads} />}
          <MessageForm hasSubject heading={TEXT.newThreadHeading} submitLabel={TEXT.send} onSend={start} />
        </>
      ) : null}
    </DashboardPage>
  );
}

function ThreadList({ threads }: { threads: readonly CareThreadSummary[] }) {
  return (
    <ul className="card-list threads">
      {threads.map((thread) => {
        const unread = thread.unreadCount > 0 ? fillTemplate(TEXT.unreadCount, { count: thread.unreadCount }) : null;
        return (
          <li key={thread.id} className={`card threads__item${unread ? ' threads__item--unread' : ''}`}>
            <Link className="threads__link" to={`${PAGE_PATH}?thread=${thread.id}`}>
              {thread.subject}
              {unread ? <span className="visually-hidden">, {unread}</span> : null}
            </Link>
            <p className="card__note">
              <time dateTime={thread.lastMessageAt}>{patientTime(thread.lastMessageAt)}</time>
              {unread ? (
                <span className="threads__unread" aria-hidden="true">
                  {' '}
                  · {unread}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
