import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SurveyAnswers, SurveyDefinition } from '@app/domain/surveys';
import { pageFragment, resolvePage } from '../utils/survey-fragment';

/**
 * The survey page kept in the url fragment (000 §2, ADR 065). Going to a page pushes a history
 * entry, so the browser's back and forward buttons (popstate, which a hand-edited fragment also
 * fires) walk the pages and a reload opens the same one. While `isActive`, a fragment that names
 * no reachable page is replaced by the page actually shown.
 */
export function usePageFragment(
  definition: Pick<SurveyDefinition, 'pages'> | undefined,
  answers: SurveyAnswers,
  openingPage: number | undefined,
  isActive: boolean,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const pageIndex = definition ? resolvePage(definition, answers, location.hash, openingPage) : 0;

  const goToPage = useCallback(
    (index: number, replace = false) => {
      void navigate({ pathname: location.pathname, search: location.search, hash: pageFragment(index) }, { replace });
    },
    [navigate, location.pathname, location.search],
  );

  // In the commit that shows the page, not after it: a passive effect can run after a quick click
  // has already completed the survey and navigated on, and this replace would then undo that.
  useLayoutEffect(() => {
    if (isActive && definition && location.hash !== pageFragment(pageIndex)) {
      goToPage(pageIndex, true);
    }
  }, [isActive, definition, location.hash, pageIndex, goToPage]);

  return { pageIndex, goToPage };
}
