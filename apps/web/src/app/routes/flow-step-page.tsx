import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FLOWS, flowStepPath, isSurveyBeforeAccount, type FlowStep, previousApplicableStep, CHECKOUT_PARAM, checkoutParamView } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { FlowStepProgress } from '../flow-step-progress';
import { useSession } from '../../features/account/hooks/use-session';
import { recordStep } from '../../features/visits/api/record-step';
import { useVisit, type VisitSource } from '../../features/visits/hooks/use-visit';
import { FLOW_STEP_SCREENS } from '../flow-steps';

const AnonymousQuizPage = lazy(() => import('./survey-routes').then((m) => ({ default: m.AnonymousQuizPage })));
const VisitorBundleStep = lazy(() => import('../../features/checkout/components/bundle-step').then((m) => ({ default: m.VisitorBundleStep })));

interface FlowStepPageProps {
  source: VisitSource;
  /** The step in the url; absent on /v/{uuid}, which always shows the visit's current step. */
  requestedStep?: FlowStep;
}

/** Back links carry this parameter: a finished step is shown again only when the patient goes back. */
const REVISIT_PARAM = 'revisit';

/**
 * Shows one step of a visit's flow. The server decides where the patient stands (derived from
 * their data), so a reload or another device lands on the same step, a finished step is not
 * shown again unless the patient goes back to it, and nobody skips ahead by editing the url.
 */
export function FlowStepPage({ source, requestedStep }: FlowStepPageProps) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = session.patient !== null;
  const { visit, error, isLoading, setVisit, reload } = useVisit(source, isSignedIn);
  const isInPlace = requestedStep === undefined;

  const onDone = useCallback(
    async (options?: { recordStep?: boolean }) => {
      if (!visit) {
        return;
      }
      const step = requestedStep ?? visit.progress.currentStep;
      const next = options?.recordStep && step ? await recordStep(visit.uuid, step) : await reload();
      if (!next) {
        return;
      }
      setVisit(next);
      if (!isInPlace) {
        await navigate(next.progress.resumePath);
      }
    },
    [visit, requestedStep, reload, setVisit, isInPlace, navigate],
  );

  if (session.isLoading || (isSignedIn && isLoading)) {
    return <LoadingScreen />;
  }
  if (!isSignedIn) {
    // A survey asked before the account exists is answered anonymously (hair sign-up, one-time Rx).
    if (requestedStep === 'quiz' && 'flow' in source && isSurveyBeforeAccount(source.flow)) {
      return (
        <>
          <div className="page page--narrow flow-step__progress">
            <FlowStepProgress flow={source.flow} step="quiz" />
          </div>
          <Suspense fallback={<LoadingScreen />}>
            <AnonymousQuizPage flow={source.flow} />
          </Suspense>
        </>
      );
    }
    // The product-detail page's bundle is shown before the account too (001 §2.6).
    if (requestedStep === 'bundle' && 'flow' in source && FLOWS[source.flow].steps[0] === 'bundle') {
      return (
        <>
          <div className="page page--narrow flow-step__progress">
            <FlowStepProgress flow={source.flow} step="bundle" />
          </div>
          <Suspense fallback={<LoadingScreen />}>
            <VisitorBundleStep registerPath={flowStepPath(source.flow, 'register')} />
          </Suspense>
        </>
      );
    }
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/login?redirect=${redirect}`} replace />;
  }
  if (error || !visit) {
    return error?.status === 404 ? <NotFoundPage /> : <LoadError />;
  }

  const states = visit.progress.steps;
  const step = requestedStep ?? visit.progress.currentStep;
  if (step === null) {
    return <Navigate to={visit.progress.resumePath} replace />;
  }
  const entry = states.find((candidate) => candidate.step === step);
  if (!entry) {
    return <NotFoundPage />;
  }
  const search = new URLSearchParams(location.search);
  const isRevisit = search.has(REVISIT_PARAM);
  const isCurrent = step === visit.progress.currentStep;
  // 001 §2.1: `?checkout=` keeps the selection and the checkout on the selection's own page.
  const checkoutView = isInPlace ? undefined : checkoutParamView(visit.flow, step, visit.progress.currentStep, search.get(CHECKOUT_PARAM));
  if (!isInPlace && !isCurrent && !(entry.state === 'done' && isRevisit) && !checkoutView) {
    return <Navigate to={visit.progress.resumePath} replace />;
  }
  const shownStep = checkoutView === 'checkout' ? 'checkout' : step;
  const Screen = FLOW_STEP_SCREENS[shownStep];
  if (!Screen) {
    return <NotFoundPage />;
  }
  const previous = previousApplicableStep(states, step);
  const previousPath = previous && !isInPlace ? `${flowStepPath(visit.flow, previous)}?${REVISIT_PARAM}=1` : undefined;
  return (
    <>
      <div className="page page--narrow flow-step__progress">
        <FlowStepProgress flow={visit.flow} step={shownStep} />
      </div>
      <Suspense fallback={<LoadingScreen />}>
        <Screen
          key={`${visit.uuid}:${shownStep}`}
          visit={visit}
          // The saved box opens the checkout by a full navigation to the same page (method "searchParam").
          onDone={checkoutView === 'selection' ? async () => window.location.assign(`${location.pathname}?${CHECKOUT_PARAM}=true`) : onDone}
          backPath={checkoutView === 'checkout' ? `${location.pathname}?${CHECKOUT_PARAM}=false` : previousPath}
        />
      </Suspense>
    </>
  );
}

function LoadError() {
  return (
    <section className="page page--narrow" role="alert">
      <h1>Sorry!</h1>
      <p>{MESSAGES.form.genericServerError}</p>
    </section>
  );
}
