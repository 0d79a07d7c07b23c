import type { ReactNode } from 'react';
import { LoadStatus } from './load-status';
import './dashboard-page.css';

interface DashboardPageProps {
  /** The `id` of the page's heading, which labels the page. */
  headingId: string;
  title: string;
  /** Left out when the page's sections each have their own. */
  intro?: string;
  /** The way back to the dashboard, given by the app. */
  back?: ReactNode;
  load: { status: 'loading' | 'error' | 'ready'; reload: () => void };
  text: { loading: string; loadError: string; retry: string };
  children?: ReactNode;
  /** The care team's pages use the whole width of a desktop; the patient's keep one narrow column. */
  isWide?: boolean;
}

/**
 * The frame of a dashboard page (shipments, prescriptions, messages; the care team's pages): its
 * heading and intro, and while its data loads or after it failed, the loading status or the
 * failure with a retry.
 */
export function DashboardPage({ headingId, title, intro, back, load, text, children, isWide = false }: DashboardPageProps) {
  return (
    <section className={`page ${isWide ? 'page--wide' : 'page--narrow'} dashboard-page`} aria-labelledby={headingId} aria-busy={load.status === 'loading'}>
      {back}
      <h1 id={headingId}>{title}</h1>
      {intro ? <p className="page__intro">{intro}</p> : null}
      <LoadStatus status={load.status} loadingText={text.loading} errorText={text.loadError} retryText={text.retry} onRetry={load.reload} />
      {load.status === 'ready' ? children : null}
    </section>
  );
}

/** The cards of a dashboard page's list, or its empty text when there is none. */
export function CardList<T extends { id: number }>({ items, empty, render }: { items: readonly T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) {
    return <p>{empty}</p>;
  }
  return (
    <ul className="card-list">
      {items.map((item) => (
        <li key={item.id} className="card">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
