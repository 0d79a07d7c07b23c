import { useState, type ReactNode } from 'react';
import { queueCountText } from '@app/domain/care';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { failureMessages } from '../../../lib/failure-messages';

const TEXT = STAFF_MESSAGES.careQueue;

/** A page of one of the queue's lists, as the server sends it (ADR 127). */
interface QueuePage<Entry> {
  items: Entry[];
  total: number;
  nextCursor: string | null;
}

interface QueueListProps<Entry> {
  id: string;
  /** The heading's template, filled with the list's count. */
  heading: string;
  emptyText: string;
  moreLabel: string;
  first: QueuePage<Entry>;
  loadAfter: (cursor: string) => Promise<QueuePage<Entry>>;
  keyOf: (entry: Entry) => string | number;
  /** A class of the entry's card beside `card care-queue__item`, e.g. an overdue thread's. */
  classOf?: (entry: Entry) => string | undefined;
  renderEntry: (entry: Entry) => ReactNode;
}

/**
 * One of the queue's lists: its first page, then each next page added below on "Show more", with
 * how many are shown of how many wait. A page that fails to load says so and can be asked again.
 */
export function QueueList<Entry>({ id, heading, emptyText, moreLabel, first, loadAfter, keyOf, classOf, renderEntry }: QueueListProps<Entry>) {
  const [entries, setEntries] = useState(first.items);
  const [nextCursor, setNextCursor] = useState(first.nextCursor);
  const [total, setTotal] = useState(first.total);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    if (nextCursor === null) {
      return;
    }
    setIsLoading(true);
    setError(null);
    try {
      const page = await loadAfter(nextCursor);
      // An entry decided and another waiting meanwhile may have moved across the page's edge.
      setEntries((shown) => [...shown, ...page.items.filter((entry) => !shown.some((seen) => keyOf(seen) === keyOf(entry)))]);
      setNextCursor(page.nextCursor);
      setTotal(page.total);
    } catch (failure) {
      setError(failureMessages(failure, TEXT.moreError).join(' '));
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{fillTemplate(heading, { count: queueCountText(total) })}</h2>
      {entries.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ol className="card-list">
          {entries.map((entry) => (
            <li key={keyOf(entry)} className={['card care-queue__item', classOf?.(entry)].filter(Boolean).join(' ')}>
              {renderEntry(entry)}
            </li>
          ))}
        </ol>
      )}
      {entries.length > 0 && (nextCursor !== null || entries.length < total) ? (
        <p className="card__note">{fillTemplate(TEXT.shown, { shown: entries.length, total: queueCountText(total) })}</p>
      ) : null}
      <p role="status" className="care-queue__status">
        {isLoading ? TEXT.loadingMore : ''}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {nextCursor !== null ? (
        <Button variant="secondary" isLoading={isLoading} onClick={() => void loadMore()}>
          {moreLabel}
        </Button>
      ) : null}
    </section>
  );
}
