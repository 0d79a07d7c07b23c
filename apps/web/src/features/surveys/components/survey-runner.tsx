import { useEffect, useRef } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { useSurveyRunner, type SurveyRunnerOptions } from '../hooks/use-survey-runner';
import type { QuestionScreens } from './question-screen';
import { SurveyNavigation } from './survey-navigation';
import { StepProgress } from '../../../components/ui/step-progress';
import { SurveyQuestion } from './survey-question';

interface SurveyRunnerProps extends SurveyRunnerOptions {
  /** Screens of the custom question types, composed by the app layer. */
  questionScreens?: QuestionScreens;
}

const HEADING_ID = 'survey-question-heading';

/**
 * The survey runner (000 §2, §4): one question per page, walked through the visible pages only,
 * the page in the url fragment, every answer saved as it is given.
 */
export function SurveyRunner({ questionScreens = {}, ...options }: SurveyRunnerProps) {
  const runner = useSurveyRunner(options);
  const shownPage = useRef<number | null>(null);

  // Focus follows the page, so keyboard and screen-reader users start at the new question.
  useEffect(() => {
    if (runner.phase !== 'ready') {
      return;
    }
    if (shownPage.current !== null && shownPage.current !== runner.pageIndex) {
      document.getElementById(HEADING_ID)?.focus();
    }
    shownPage.current = runner.pageIndex;
  }, [runner.phase, runner.pageIndex]);

  switch (runner.phase) {
    case 'loading':
    case 'completing':
    case 'redirecting':
      return <LoadingScreen />;
    case 'not-found':
      return <NotFoundPage />;
    case 'load-error':
      return (
        <section className="page page--narrow" role="alert">
          <h1>Sorry!</h1>
          <p>{MESSAGES.form.genericServerError}</p>
        </section>
      );
    case 'ready':
      break;
  }

  const question = runner.question;
  const visitUuid = options.source.kind === 'visit' ? options.source.uuid : null;
  return (
    <section className="page page--narrow survey" aria-labelledby={HEADING_ID}>
      <StepProgress unit="Question" current={runner.position} total={runner.total} />
      {runner.error ? (
        <FormErrorBox>
          <p>{runner.error}</p>
        </FormErrorBox>
      ) : null}
      <SurveyQuestion key={question?.id} runner={runner} headingId={HEADING_ID} screens={questionScreens} visitUuid={visitUuid} />
      <SurveyNavigation runner={runner} />
      {question?.disclaimer ? <p className="survey__disclaimer">{question.disclaimer}</p> : null}
    </section>
  );
}
