import type { ReactNode } from 'react';

/** Terms and their details, as a description list. */
export function Terms({ items }: { items: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <dl className="ops-terms">
      {items.map((item) => (
        <div key={item.term} className="ops-terms__row">
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the patient page: its heading (a target of the page's own links) and its content. */
export function ConsoleSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card ops-section" aria-labelledby={`${id}-heading`} id={id}>
      <div className="ops-section__header">
        <h2 id={`${id}-heading`} tabIndex={-1}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section's list of records, or its empty text when there is none. */
export function ConsoleList<T>({
  items,
  empty,
  keyOf,
  render,
}: {
  items: readonly T[];
  empty: string;
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return <p>{empty}</p>;
  }
  return (
    <ul className="ops-list">
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
