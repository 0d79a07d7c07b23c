import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { OutboxMessage } from '@app/domain/contracts';
import { Button } from '../../../components/ui/button';
import { staffTime } from '../../../lib/dates';
import { TextField } from '../../../components/ui/text-field';
import { useOutbox } from '../hooks/use-outbox';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Message text with its links clickable (verification and photo links are opened from here). */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="outbox__body">
      {body.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  return (
    <li className="outbox__message" data-testid="outbox-message">
      <p className="outbox__meta">
        <span className="outbox__channel">{message.channel === 'sms' ? 'SMS' : 'Email'}</span> to{' '}
        <span className="outbox__recipient">{message.recipient}</span> ·{' '}
        <time dateTime={message.createdAt}>{staffTime(message.createdAt)}</time> · brand{' '}
        {message.brandId} · {message.adapter}
      </p>
      {message.subject ? <p className="outbox__subject">{message.subject}</p> : null}
      <MessageBody body={message.body} />
    </li>
  );
}

/**
 * /dev/outbox: every text and email the app sent, newest first (development only; the API does
 * not route it in production). Browser tests read codes and links here.
 */
export function DevOutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const recipient = searchParams.get('recipient') ?? '';
  const [draft, setDraft] = useState(recipient);
  const outbox = useOutbox(recipient);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearchParams(draft.trim() ? { recipient: draft.trim() } : {});
  }

  return (
    <section className="page outbox" aria-labelledby="outbox-heading">
      <h1 id="outbox-heading">Outbox</h1>
      <p className="page__intro">Texts and emails sent by this development server, newest first.</p>
      <form className="outbox__filter" onSubmit={filter}>
        <TextField
          id="outbox-recipient"
          label="Recipient"
          hint="A phone number or an email address"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <Button variant="secondary" onClick={() => void outbox.reload()}>
          Refresh
        </Button>
      </form>
      {outbox.errorMessage ? <p role="alert">{outbox.errorMessage}</p> : null}
      {outbox.messages?.length === 0 ? <p>No messages yet.</p> : null}
      <ol className="outbox__list">
        {outbox.messages?.map((message) => <OutboxEntry key={message.id} message={message} />)}
      </ol>
    </section>
  );
}
