import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { GuardianResponse } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { GuardianForm } from '../../features/guardian/components/guardian-form';
import { useBrand } from '../../lib/brand';
import { safeRedirectPath } from '../../lib/safe-redirect';

const DEFAULT_AFTER_GUARDIAN = '/dashboard';

/**
 * `/guardian` (000 §2): the guardian form outside a flow, e.g. from a link to a minor. `redirectUrl`
 * in the query is passed to the server, which echoes it only when it is a path on this site.
 */
export function GuardianRoute() {
  const brand = useBrand();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('redirectUrl') ?? searchParams.get('redirect');
  const redirectUrl = safeRedirectPath(requested, '') || undefined;

  if (session.isLoading) {
    return <LoadingScreen />;
  }
  if (!session.patient) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }

  async function handleSubmitted(response: GuardianResponse) {
    await navigate(response.redirectUrl ?? DEFAULT_AFTER_GUARDIAN);
  }

  return (
    <section className="page page--narrow" aria-labelledby="guardian-heading">
      <h1 id="guardian-heading">Add a parent or guardian</h1>
      {session.patient.isMinor ? (
        <>
          <p className="page__intro">
            Because you are under 18, a parent or guardian must agree to your treatment. We will also ask for their photo ID.
          </p>
          <GuardianForm legalLinks={brand.legalLinks} redirectUrl={redirectUrl} onSubmitted={handleSubmitted} />
        </>
      ) : (
        <p className="page__intro">
          {MESSAGES.guardian.notMinor} <Link to={DEFAULT_AFTER_GUARDIAN}>Continue</Link>
        </p>
      )}
    </section>
  );
}
