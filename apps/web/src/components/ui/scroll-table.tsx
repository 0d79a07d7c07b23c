import type { ReactNode } from 'react';
import './scroll-table.css';

/**
 * A table that scrolls sideways inside its own labelled region on a narrow phone, so the page
 * never does (WCAG 1.4.10); the region takes focus so a keyboard can scroll it. Given `columns`,
 * it writes their header row itself, and `children` are the body's rows.
 */
export function ScrollTable({
  id,
  caption,
  isCaptionHidden = false,
  columns,
  children,
}: {
  id: string;
  caption: string;
  isCaptionHidden?: boolean;
  /** The columns' headers, in order. */
  columns?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="data-table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table>
        <caption
          id={`${id}-caption`}
          className={isCaptionHidden ? 'visually-hidden' : 'data-table__caption'}
        >
          {caption}
        </caption>
        {columns ? (
          <>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </>
        ) : (
          children
        )}
      </table>
    </div>
  );
}
