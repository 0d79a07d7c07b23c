import type { Ref } from 'react';

interface QuestionTitleProps {
  id: string;
  title: string;
  /** A part of the title shown emphasised (000 §3 `titleHighlight`). */
  highlight?: string | undefined;
  ref?: Ref<HTMLHeadingElement>;
}

/** The question as the page heading; focus moves here on every page change. */
export function QuestionTitle({ id, title, highlight, ref }: QuestionTitleProps) {
  const at = highlight ? title.indexOf(highlight) : -1;
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="survey-question__title">
      {highlight && at >= 0 ? (
        <>
          {title.slice(0, at)}
          <em className="survey-question__highlight">{highlight}</em>
          {title.slice(at + highlight.length)}
        </>
      ) : (
        title
      )}
    </h1>
  );
}
