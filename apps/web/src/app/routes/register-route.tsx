import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TreatmentCategoryName } from '@app/domain/constants';
import { FLOWS, flowStepPath, signupFlowFor, stepAfter, type FlowId } from '@app/domain/flows';
import { LoginPrompt } from '../../components/ui/login-prompt';
import { FlowStepProgress } from '../flow-step-progress';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { useBrand } from '../../lib/brand';

const STEP = 'register';

interface RegisterRouteProps {
  category: TreatmentCategoryName;
  /** A flow other than the brand's sign-up of the category (the one-time Rx flow registers too). */
  flow?: FlowId;
  /** Work for the new account before the flow moves on (the product-detail bundle's box). */
  afterRegistered?: () => Promise<void>;
}

export function RegisterRoute({ category, flow: givenFlow, afterRegistered }: RegisterRouteProps) {
  const brand = useBrand();
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const location = useLocation();
  const flow = givenFlow ?? signupFlowFor(category, brand.key);
  const steps = FLOWS[flow].steps;
  // The flow route moves on from here to wherever the server says the patient stands.
  const next = stepAfter(flow, STEP);
  const nextPath = next ? flowStepPath(flow, next) : FLOWS[flow].completionUrl;
  // Without an eligibility step before it (one-time Rx), the form itself asks for consent and age.
  const hasEligibilityStep = steps.includes('welcome') || steps.includes('make-sure-youre-eligible');

  // Registering signs the patient in; without this the "already logged in" note would replace the
  // form for a moment before the navigation.
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleRegistered() {
    setIsFinishing(true);
    await Promise.all([session.refresh(), flash.refresh(), afterRegistered?.()]);
    await navigate(nextPath);
  }

  const isSignedInVisitor = session.patient !== null && !isFinishing;
  // The brand transfer page exists for skin only (001 §4); hair patients see the server's message.
  // The email travels in the navigation's state, not the url, so it stays out of logs and history.
  const handleBrandTransfer =
    category === 'skin'
      ? (outcome: { email: string; isDeletingBrandAccount: boolean }) => void navigate('/auth/welcome', { state: outcome })
      : undefined;

  return (
    <section className="page page--narrow" aria-labelledby="register-heading">
      <FlowStepProgress flow={flow} step={STEP} />
      <h1 id="register-heading">Create your account</h1>
      {isSignedInVisitor ? (
        <p>
          You're logged in as {session.patient?.email}. <Link to={nextPath}>Continue</Link>
        </p>
      ) : (
        <>
          <p className="page__intro">You'll use it to follow your treatment and message your provider.</p>
          <RegistrationForm
            variant={hasEligibilityStep ? 'signup-flow' : 'product-detail'}
            isEmailFirst={hasEligibilityStep && brand.key === 'main'}
            submitLabel="Next"
            legalLinks={brand.legalLinks}
            onRegistered={handleRegistered}
            onRecognizedEmail={(email) =>
              void navigate(`/auth/nice-to-see-you-again?redirect=${encodeURIComponent(nextPath)}`, { state: { email } })
            }
            onBrandTransfer={handleBrandTransfer}
            onFailure={(message) => flash.push({ type: 'critical', content: message })}
            social={{ redirectPath: nextPath, category }}
          />
        </>
      )}
      {!session.isLoading && session.patient === null ? (
        <LoginPrompt redirectPath={location.pathname + location.search} />
      ) : null}
    </section>
  );
}
