import { createContext, useContext, useEffect } from 'react';

/** What a custom question's screen may show instead of the page's own title and description. */
export interface QuestionHeading {
  title: string;
  description: string | undefined;
}

export const QuestionHeadingContext = createContext<((heading: QuestionHeading | null) => void) | null>(null);

/**
 * Replaces the page's title and description while `heading` is set: a custom screen whose data
 * makes the written question wrong (is-information-accurate with no history on file) says what
 * it really asks instead.
 */
export function useQuestionHeading(heading: QuestionHeading | null): void {
  const setHeading = useContext(QuestionHeadingContext);
  const title = heading?.title;
  const description = heading?.description;
  useEffect(() => {
    if (!setHeading || title === undefined) {
      return undefined;
    }
    setHeading({ title, description });
    return () => setHeading(null);
  }, [setHeading, title, description]);
}
