import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/account/components/login-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { openVisitResumePath } from '../../features/visits/api/list-visits';

const DEFAULT_AFTER_LOGIN = '/dashboard';

export function LoginRoute() {
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('redirect');
  const redirectTo = safeRedirectPath(requested, DEFAULT_AFTER_LOGIN);
  // Logging in fills the session before the navigation; keep the form, not the note, until then.
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleLoggedIn() {
    setIsFinishing(true);
    const [resumePath] = await Promise.all([
      // Without a requested page, resume the unfinished visit, wherever it was started.
      requested ? Promise.resolve(undefined) : openVisitResumePath(),
      session.refresh(),
      flash.refresh(),
    ]);
    await navigate(resumePath ?? redirectTo, { replace: true });
  }

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
            New here? <Link to="/get-started/skin">Create an account</Link>
          </p>
        </>
      )}
    </section>
  );
}
