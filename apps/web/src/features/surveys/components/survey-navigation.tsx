import { MESSAGES } from '@app/domain/messages';
import { isAnswered } from '@app/domain/surveys';
import { BackControl } from '../../../components/ui/back-control';
import { Button } from '../../../components/ui/button';
import type { SurveyRunnerState } from '../hooks/use-survey-runner';

/**
 * Next (or the page's own text), Skip for an optional question left unanswered, and Back
 * (000 §2, §4). Next is disabled while the page is invalid; `hideBackNavigation` and the first
 * page have no Back.
 */
export function SurveyNavigation({ runner }: { runner: SurveyRunnerState }) {
  const question = runner.question;
  if (!question || question.hideNavigation) {
    return null;
  }
  const isSkip = !question.isRequired && !isAnswered(runner.value);
  const label = isSkip ? MESSAGES.survey.skip : (question.ctaButtonText ?? MESSAGES.survey.next);
  const hasBack = runner.hasPrevious && !question.hideBackNavigation;
  return (
    <div className="survey-navigation">
      <Button
        className="survey-navigation__next"
        variant={isSkip ? 'secondary' : 'primary'}
        // Not disabled while an answer is saving: a click that blurs a text field would be lost;
        // Next waits for the save instead.
        disabled={!runner.isPageValid}
        aria-busy={runner.isSaving || undefined}
        onClick={() => void runner.next()}
      >
        {label}
      </Button>
      {hasBack ? (
        <BackControl onClick={runner.back} />
      ) : null}
      <p className="survey-navigation__status" role="status">
        {runner.isSaving ? 'Saving…' : ''}
      </p>
    </div>
  );
}
