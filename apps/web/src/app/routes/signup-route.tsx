import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { useBrand } from '../../lib/brand';

const AFTER_SIGNUP_PATH = '/dashboard';

/** Account creation of the product-detail checkout (001 §2.5, §2.6 step 2). */
export function SignupRoute() {
  const brand = useBrand();
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleRegistered() {
    setIsFinishing(true);
    await Promise.all([session.refresh(), flash.refresh()]);
    await navigate(AFTER_SIGNUP_PATH);
  }

  return (
    <section className="page page--narrow" aria-labelledby="signup-heading">
      <h1 id="signup-heading">Create your account</h1>
      {session.patient && !isFinishing ? (
        <p>
          You're logged in as {session.patient.email}. <Link to={AFTER_SIGNUP_PATH}>Continue</Link>
        </p>
      ) : (
        <RegistrationForm
          variant="product-detail"
          isEmailFirst={false}
          submitLabel="Next"
          legalLinks={brand.legalLinks}
          onRegistered={handleRegistered}
          onBrandTransfer={(outcome) => void navigate('/auth/welcome', { state: outcome })}
          onFailure={(message) => flash.push({ type: 'critical', content: message })}
          social={{ redirectPath: AFTER_SIGNUP_PATH }}
        />
      )}
      <p className="login-prompt">
        Already have an account? <Link to="/auth/login">Log in</Link>
      </p>
    </section>
  );
}
