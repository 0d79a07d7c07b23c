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
import { withRedirect } from '../../lib/safe-redirect';

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
    const next = stepAfter(flow, step);
    if (data.isOtcSignupUser) {
      // 000 §4: OTC signup users are sent to login after eligibility. Their account exists (the
      // storefront's sign-up, ADR 154), so login goes on past the account step into the visit,
      // signed in as that account: nothing asks them to register again.
      const afterAccount = next === 'register' ? stepAfter(flow, next) : next;
      await navigate(withRedirect('/auth/login', afterAccount ? flowStepPath(flow, afterAccount) : FLOWS[flow].completionUrl));
      return;
    }
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
