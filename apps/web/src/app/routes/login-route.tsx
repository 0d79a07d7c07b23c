import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../components/ui/button';
import { FormErrorBox } from '../../components/ui/form-error-box';
import { LoginForm } from '../../features/account/components/login-form';
import { signInWithLink } from '../../features/account/api/sign-in-link';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { ApiError } from '../../lib/api-client';
import { safeRedirectPath, withRedirect } from '../../lib/safe-redirect';
import { openVisitResumePath } from '../../features/visits/api/list-visits';

const DEFAULT_AFTER_LOGIN = '/dashboard';
/** Pages of the storefront: a shopper sent to log in from one signs up at the shop's own page (ADR 154). */
const SHOP_PATH = /^\/shop(?:[/?#]|$)/;

/** After any log-in: fill the session and flash, then go to the requested page or the unfinished visit. */
function useFinishLogin(requested: string | null) {
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const redirectTo = safeRedirectPath(requested, DEFAULT_AFTER_LOGIN);
  return async () => {
    const [resumePath] = await Promise.all([
      // Without a requested page, resume the unfinished visit, wherever it was started.
      requested ? Promise.resolve(undefined) : openVisitResumePath(),
      session.refresh(),
      flash.refresh(),
    ]);
    await navigate(resumePath ?? redirectTo, { replace: true });
  };
}

export function LoginRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('redirect');
  const redirectTo = safeRedirectPath(requested, DEFAULT_AFTER_LOGIN);
  const finishLogin = useFinishLogin(requested);
  // Logging in fills the session before the navigation; keep the form, not the note, until then.
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleLoggedIn() {
    setIsFinishing(true);
    await finishLogin();
  }

  if (session.patient && !isFinishing && redirectTo === requested) {
    // Sent here with somewhere to go (an OTC account after eligibility, 000 §4): signed in already, go on.
    return <Navigate to={redirectTo} replace />;
  }
  const signupPath = SHOP_PATH.test(redirectTo) ? withRedirect('/auth/signup', redirectTo) : '/get-started/skin';

  return (
    <section className="page page--narrow" aria-labelledby="login-heading">
      <h1 id="login-heading">Log in</h1>
      {session.patient && !isFinishing ? (
        <p className="form__notice">
          You're already logged in as {session.patient.email}. <Link to={redirectTo}>Continue</Link>
        </p>
      ) : (
        <>
          <LoginForm onLoggedIn={handleLoggedIn} />
          <p className="login-prompt">
            New here? <Link to={signupPath}>Create an account</Link>
          </p>
        </>
      )}
    </section>
  );
}

const LINK_TEXT = MESSAGES.signInLink;

/**
 * `/auth/sign-in-link?token=…`, opened from the email (ADR 134). Opening it changes nothing (mail
 * scanners open links too); the button signs in, once.
 */
export function SignInLinkRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const finishLogin = useFinishLogin(null);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setIsSigningIn(true);
    setError(null);
    try {
      await signInWithLink(token);
      await finishLogin();
    } catch (caught) {
      setIsSigningIn(false);
      setError(caught instanceof ApiError ? caught.message : MESSAGES.form.genericServerError);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="sign-in-link-heading">
      <h1 id="sign-in-link-heading">{LINK_TEXT.heading}</h1>
      {error ? (
        <FormErrorBox>
          <p>{error}</p>
          <p>
            <Link to="/auth/login">{LINK_TEXT.backToLogin}</Link>
          </p>
        </FormErrorBox>
      ) : null}
      <p className="page__intro">{LINK_TEXT.intro}</p>
      <Button isLoading={isSigningIn} onClick={() => void signIn()}>
        {LINK_TEXT.use}
      </Button>
    </section>
  );
}
