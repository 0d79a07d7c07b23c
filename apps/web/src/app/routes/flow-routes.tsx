import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isTreatmentCategoryName } from '@app/domain/constants';
import { FLOWS, FLOW_STEPS, flowStepPath, isFlowId, isSurveyBeforeAccount, signupFlowFor, type FlowId, type FlowStep } from '@app/domain/flows';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { useSession } from '../../features/account/hooks/use-session';
import { listVisits } from '../../features/visits/api/list-visits';
import { VisitStatus } from '../../features/visits/components/visit-status';
import { useVisit } from '../../features/visits/hooks/use-visit';
import { useBrand } from '../../lib/brand';
import { FlowStepPage } from './flow-step-page';

function asStep(value: string | undefined): FlowStep | undefined {
  return (FLOW_STEPS as readonly string[]).includes(value ?? '') ? (value as FlowStep) : undefined;
}

/** `/get-started/{category}/{step}`: the brand's sign-up flow of the category. */
export function SignupStepRoute() {
  const brand = useBrand();
  const { category = '', step } = useParams();
  const flowStep = asStep(step);
  if (!isTreatmentCategoryName(category) || !flowStep) {
    return <NotFoundPage />;
  }
  return <FlowStepPage source={{ flow: signupFlowFor(category, brand.key) }} requestedStep={flowStep} />;
}

/** A step under a flow with a fixed base path (`/new-treatment/{x}/{step}`, `/renewal/{step}`…). */
export function FixedFlowStepRoute({ flowFor }: { flowFor: (x: string) => FlowId | undefined }) {
  const { x = '', step } = useParams();
  const flow = flowFor(x);
  const flowStep = asStep(step);
  if (!flow || !flowStep) {
    return <NotFoundPage />;
  }
  return <FlowStepPage source={{ flow }} requestedStep={flowStep} />;
}

/** The entry url of a flow (`/new-treatment/skin`, `/renewal`): opens the visit, goes to its step. */
export function FlowEntryRoute({ flowFor }: { flowFor: (x: string) => FlowId | undefined }) {
  const { x = '' } = useParams();
  const flow = flowFor(x);
  return flow ? <FlowResume flow={flow} /> : <NotFoundPage />;
}

function FlowResume({ flow }: { flow: FlowId }) {
  const session = useSession();
  const { visit, error } = useVisit({ flow }, session.patient !== null);
  if (!session.isLoading && session.patient === null) {
    // A visitor starts a flow whose survey (or bundle page) comes before the account there, not at login.
    const target = isSurveyBeforeAccount(flow)
      ? flowStepPath(flow, 'quiz')
      : FLOWS[flow].steps[0] === 'bundle'
        ? flowStepPath(flow, 'bundle')
        : `/auth/login?redirect=${encodeURIComponent(window.location.pathname)}`;
    return <Navigate to={target} replace />;
  }
  if (error) {
    return <NotFoundPage />;
  }
  return visit ? <Navigate to={visit.progress.resumePath} replace /> : <LoadingScreen />;
}

/** `/v/{uuid}`: the visit's current step in place (the page a texted link opens on a phone). */
export function VisitRoute() {
  const { x = '' } = useParams();
  return <FlowStepPage source={{ uuid: x }} />;
}

/** `/v/start/{flow}`: starts (or resumes) a visit of a flow and opens it at /v/{uuid}. */
export function VisitStartRoute() {
  const { x = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const flow = isFlowId(x) ? x : undefined;
  const { visit, error } = useVisit({ flow: flow ?? 'skin-signup' }, session.patient !== null && flow !== undefined);
  useEffect(() => {
    if (visit) {
      void navigate(`/v/${visit.uuid}`, { replace: true });
    }
  }, [visit, navigate]);
  if (!flow || error) {
    return <NotFoundPage />;
  }
  if (!session.isLoading && session.patient === null) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(`/v/start/${x}`)}`} replace />;
  }
  return <LoadingScreen />;
}

/** `/v/auth/{uuid}`: asks a visitor to log in, then opens the visit. */
export function VisitAuthRoute() {
  const { x = '' } = useParams();
  const session = useSession();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  const target = `/v/${encodeURIComponent(x)}`;
  return <Navigate to={session.patient ? target : `/auth/login?redirect=${encodeURIComponent(target)}`} replace />;
}

/** `/v/status/{uuid}`: where the visit stands. */
export function VisitStatusRoute() {
  const { x = '' } = useParams();
  const session = useSession();
  const { visit, error } = useVisit({ uuid: x }, session.patient !== null);
  if (!session.isLoading && session.patient === null) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(`/v/status/${x}`)}`} replace />;
  }
  if (error) {
    return <NotFoundPage />;
  }
  return visit ? <VisitStatus visit={visit} /> : <LoadingScreen />;
}

/**
 * A page of the route table that names a step rather than a visit (the legacy
 * `/signup/sms-verification`, `/product-selection`): that step of the patient's newest unfinished
 * visit whose flow has it, else `fallback`.
 */
export function OpenVisitStepRoute({ path, step, fallback }: { path: string; step: FlowStep; fallback: string }) {
  const session = useSession();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (session.patient) {
      void listVisits()
        .then((visits) => visits.find((visit) => visit.completedAt === null && FLOWS[visit.flow].steps.includes(step)))
        .then((visit) => setTarget(visit ? flowStepPath(visit.flow, step) : fallback))
        .catch(() => setTarget(fallback));
    }
  }, [session.patient, step, fallback]);
  if (!session.isLoading && session.patient === null) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(path)}`} replace />;
  }
  return target ? <Navigate to={target} replace /> : <LoadingScreen />;
}
