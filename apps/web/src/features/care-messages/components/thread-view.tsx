import { useCallback, useEffect } from 'react';
import type { CareMessageView, CareThreadView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { LoadStatus } from '../../../components/ui/load-status';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientTime } from '../../../lib/dates';
import { getCareThread, markCareThreadRead, replyToCareThread } from '../api/care-messages-api';
import { MessageForm, type MessageDraft } from './message-form';
// The sent photos' thumbnails share the attachment picker's styles.
import '../../../components/ui/photo-attachments.css';

const TEXT = MESSAGES.careMessages;

interface ThreadViewProps {
  threadId: number;
  /** After the thread was opened (its care-team messages read) or answered: the list's counts changed. */
  onChanged: () => void;
}

/** One conversation, oldest message first, with the reply form below. Opening it reads it. */
export function ThreadView({ threadId, onChanged }: ThreadViewProps) {
  const load = useCallback(() => getCareThread(threadId), [threadId]);
  const thread = usePatientData(load);
  const hasUnread = thread.status === 'ready' && thread.data.messages.some((message) => message.isUnread);
  useEffect(() => {
    if (hasUnread) {
      // The messages stay marked "New" on this screen; the counts elsewhere drop.
      markCareThreadRead(threadId).then(onChanged, () => undefined);
    }
  }, [hasUnread, threadId, onChanged]);

  const send = async (draft: MessageDraft) => {
    await replyToCareThread(threadId, { body: draft.body, photoIds: draft.photoIds });
    thread.reload();
    onChanged();
  };

  return (
    <section className="thread" aria-labelledby="thread-heading" aria-busy={thread.status === 'loading'}>
      <LoadStatus status={thread.status} loadingText={TEXT.loading} errorText={TEXT.loadError} retryText={TEXT.retry} onRetry={thread.reload} />
      {thread.status === 'ready' ? <Conversation thread={thread.data} /> : null}
      {thread.status === 'ready' ? <MessageForm hasSubject={false} heading={TEXT.replyHeading} submitLabel={TEXT.sendReply} onSend={send} /> : null}
    </section>
  );
}

function Conversation({ thread }: { thread: CareThreadView }) {
  return (
    <>
      <h2 id="thread-heading" className="thread__subject">
        {thread.subject}
      </h2>
      <ol className="thread__messages" aria-labelledby="thread-heading">
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
    </>
  );
}

function MessageItem({ message }: { message: CareMessageView }) {
  const isMine = message.sender === 'patient';
  const author = isMine ? TEXT.you : (message.providerName ?? TEXT.careTeam);
  return (
    <li className={`thread__message thread__message--${message.sender}`}>
      <p className="thread__meta">
        <strong>{author}</strong>
        {!isMine && message.providerName ? <span> · {TEXT.careTeam}</span> : null} · <time dateTime={message.sentAt}>{patientTime(message.sentAt)}</time>
        {message.isUnread ? <span className="thread__new"> · {TEXT.newLabel}</span> : null}
      </p>
      <p className="thread__body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="photo-thumbs">
          {message.attachments.map((attachment, index) => (
            <li key={attachment.photoId}>
              <a href={attachment.url} target="_blank" rel="noreferrer">
                <img src={attachment.url} alt={fillTemplate(TEXT.photoFromMessage, { number: index + 1 })} width={120} height={120} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.status ? <p className={`thread__status thread__status--${message.status}`}>{TEXT.statuses[message.status]}</p> : null}
    </li>
  );
}
