import { Navigate, useLocation, useParams } from 'react-router';
import type { FlowId } from '@app/domain/flows';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { SurveyRunner } from '../../features/surveys/components/survey-runner';
import type { FlowStepProps } from '../../lib/flow-step';
import { SURVEY_QUESTION_SCREENS } from '../survey-question-screens';

/**
 * The `quiz` flow step: the visit's survey. Completing it is what finishes the step (the server
 * derives it), so the route only reloads the visit and moves on.
 */
export function QuizStep({ visit, onDone }: FlowStepProps) {
  return (
    <SurveyRunner
      source={{ kind: 'visit', uuid: visit.uuid }}
      questionScreens={SURVEY_QUESTION_SCREENS}
      onCompleted={() => onDone({})}
    />
  );
}

/**
 * A flow's survey before the account exists (hair sign-up, one-time Rx): the answers live in the
 * visitor's session until registration opens the visit; completion leads to the register step.
 */
export function AnonymousQuizPage({ flow }: { flow: FlowId }) {
  return <SurveyRunner source={{ kind: 'flow', flow }} questionScreens={SURVEY_QUESTION_SCREENS} />;
}

/** `/c/{uuid}/{surveyId}`: one visit's survey; a survey id that is not the visit's is not found. */
export function VisitSurveyRoute() {
  const { x = '', y = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  if (!session.patient) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return (
    <SurveyRunner
      key={`${x}:${y}`}
      source={{ kind: 'visit', uuid: x }}
      expectedSurveyId={y}
      questionScreens={SURVEY_QUESTION_SCREENS}
    />
  );
}
