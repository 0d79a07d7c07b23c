import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EligibilityData } from '@app/domain/contracts';
import type { TreatmentCategoryName } from '@app/domain/constants';
import { FLOWS, flowStepPath, signupFlowFor, stepAfter } from '@app/domain/flows';
import { LoginPrompt } from '../../components/ui/login-prompt';
import { TrialBoxHighlights } from '../../components/ui/trial-box-highlights';
import { FlowStepProgress } from '../flow-step-progress';
import { useSession } from '../../features/account/hooks/use-session';
import { EligibilityForm } from '../../features/eligibility/components/eligibility-form';
import { useBrand } from '../../lib/brand';

interface EligibilityRouteProps {
  category: TreatmentCategoryName;
}

/** First step of a sign-up flow; `?consent=button` swaps the terms checkbox for "Agree and continue". */
export function EligibilityRoute({ category }: EligibilityRouteProps) {
  const brand = useBrand();
  const { patient, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const flow = signupFlowFor(category, brand.key);
  const steps = FLOWS[flow].steps;
  const step = steps[0]!;

  async function handleEvaluated(data: EligibilityData) {
    const ineligible = data.ineligibleReason;
    if (ineligible && ineligible.reason !== 'none') {
      await navigate(`/ineligible/${ineligible.reason}?category=${category}`, {
        state: { userMessage: ineligible.userMessage },
      });
      return;
    }
    if (data.isOtcSignupUser) {
      await navigate('/auth/login');
      return;
    }
    const next = stepAfter(flow, step);
    await navigate(next ? flowStepPath(flow, next) : FLOWS[flow].completionUrl);
  }

  return (
    <section className="page page--narrow" aria-labelledby="eligibility-heading">
      <FlowStepProgress flow={flow} step={step} />
      <h1 id="eligibility-heading">Let's make sure you're eligible</h1>
      <p className="page__intro">
        Tell us where you live and when you were born so we can confirm our licensed dermatology providers can
        treat you.
      </p>
      {category === 'skin' ? <TrialBoxHighlights /> : null}
      <EligibilityForm
        category={category}
        hasTermsCheckbox={searchParams.get('consent') !== 'button'}
        legalLinks={brand.legalLinks}
        onEvaluated={handleEvaluated}
      />
      {!isLoading && !patient ? <LoginPrompt redirectPath={location.pathname + location.search} /> : null}
    </section>
  );
}
