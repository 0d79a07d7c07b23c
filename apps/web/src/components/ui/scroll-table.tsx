import type { ReactNode } from 'react';
import './scroll-table.css';

/**
 * A table that scrolls sideways inside its own labelled region on a narrow phone, so the page
 * never does (WCAG 1.4.10); the region takes focus so a keyboard can scroll it.
 */
export function ScrollTable({
  id,
  caption,
  isCaptionHidden = false,
  children,
}: {
  id: string;
  caption: string;
  isCaptionHidden?: boolean;
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
        {children}
      </table>
    </div>
  );
}
