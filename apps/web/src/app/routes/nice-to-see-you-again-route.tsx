import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/account/components/login-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { useBrand } from '../../lib/brand';
import { safeRedirectPath } from '../../lib/safe-redirect';

const DEFAULT_AFTER_LOGIN = '/dashboard';

/** The email the registration step recognized, carried in the navigation's state. */
export function emailFromState(state: unknown): string {
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

/**
 * `/auth/nice-to-see-you-again` (001 §4): the registration step recognized the email on the main
 * brand, so the patient logs in instead. The greeting names nobody: the page is reached by typing
 * an email, and must not tell a stranger whose account it is.
 */
export function NiceToSeeYouAgainRoute() {
  const brand = useBrand();
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirect'), DEFAULT_AFTER_LOGIN);
  const email = emailFromState(location.state);
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleLoggedIn() {
    setIsFinishing(true);
    await Promise.all([session.refresh(), flash.refresh()]);
    await navigate(redirectTo, { replace: true });
  }

  const reset = `mailto:${brand.supportEmail}?subject=${encodeURIComponent('Password reset')}`;
  return (
    <section className="page page--narrow" aria-labelledby="returning-heading">
      <h1 id="returning-heading">Nice to see you again!</h1>
      {session.patient && !isFinishing ? (
        <p className="form__notice">
          You're logged in as {session.patient.email}. <Link to={redirectTo}>Continue</Link>
        </p>
      ) : (
        <>
          <p className="page__intro">
            {email ? `You already have an account with ${email}.` : 'You already have an account with us.'} Log in to pick up
            where you left off.
          </p>
          <LoginForm initialEmail={email} onLoggedIn={handleLoggedIn} />
          <p className="login-prompt">
            Forgot your password? <a href={reset}>Ask us to reset it</a>
          </p>
          <p className="login-prompt">
            Not you? <Link to="/get-started/skin">Use another email address</Link>
          </p>
        </>
      )}
    </section>
  );
}
