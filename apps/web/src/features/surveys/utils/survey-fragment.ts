import { isAnswered, resumePageIndex, visiblePageIndexes, type SurveyAnswers, type SurveyDefinition } from '@app/domain/surveys';

type Pages = Pick<SurveyDefinition, 'pages'>;

/** The url fragment of a page (000 §2: base64 of the page number): btoa of its 0-based index. */
export function pageFragment(pageIndex: number): string {
  return `#${btoa(String(pageIndex))}`;
}

/** The page index a fragment names, or undefined for anything that is not one of ours. */
export function pageFromFragment(hash: string): number | undefined {
  const encoded = hash.startsWith('#') ? hash.slice(1) : hash;
  if (encoded === '') {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = atob(decodeURIComponent(encoded));
  } catch {
    return undefined;
  }
  return /^\d{1,4}$/.test(decoded) ? Number(decoded) : undefined;
}

/**
 * The furthest page a fragment may open: the first visible page whose question is required and
 * unanswered, else the last visible page. Optional pages the patient skipped do not hold them back
 * on a reload, while nobody passes an unanswered required question by editing the url (ADR 065).
 */
export function furthestReachablePage(definition: Pages, answers: SurveyAnswers): number {
  const visible = visiblePageIndexes(definition, answers);
  const blocking = visible.find((index) => {
    const question = definition.pages[index]?.questions[0];
    return question !== undefined && question.isRequired && !isAnswered(answers[question.id]);
  });
  return blocking ?? visible[visible.length - 1] ?? 0;
}

/**
 * The page to show for a fragment: the page it names when that page is visible and reachable,
 * otherwise `openingPage` (the page the survey opened on, ADR 065) while it is still visible and
 * reachable, otherwise the page a returning patient resumes on (the domain's `resumePageIndex`).
 * The opening page is fixed when the survey loads: recomputing it from the answers given since
 * would jump ahead as soon as the current page is answered.
 */
export function resolvePage(definition: Pages, answers: SurveyAnswers, hash: string, openingPage?: number): number {
  const visible = visiblePageIndexes(definition, answers);
  const furthest = furthestReachablePage(definition, answers);
  const isShowable = (index: number | undefined): index is number => index !== undefined && visible.includes(index) && index <= furthest;
  const requested = pageFromFragment(hash);
  if (isShowable(requested)) {
    return requested;
  }
  return isShowable(openingPage) ? openingPage : resumePageIndex(definition, answers);
}

/** The visible page after `pageIndex`, or undefined on the last one. */
export function nextVisiblePage(definition: Pages, answers: SurveyAnswers, pageIndex: number): number | undefined {
  return visiblePageIndexes(definition, answers).find((index) => index > pageIndex);
}

/** The visible page before `pageIndex`, or undefined on the first one. */
export function previousVisiblePage(definition: Pages, answers: SurveyAnswers, pageIndex: number): number | undefined {
  return visiblePageIndexes(definition, answers)
    .filter((index) => index < pageIndex)
    .pop();
}
