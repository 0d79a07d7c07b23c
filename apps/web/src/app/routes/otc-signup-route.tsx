import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fillTemplate } from '@app/domain/formatting';
import { OTC_SIGNUP_MESSAGES } from '@app/domain/messages';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { useBrand } from '../../lib/brand';
import { safeRedirectPath, withRedirect } from '../../lib/safe-redirect';

const TEXT = OTC_SIGNUP_MESSAGES;
const DEFAULT_AFTER_SIGNUP = '/dashboard';

/**
 * The storefront's `/auth/signup` (000 §2, ADR 154): an account for the shop without a medical
 * visit, with the registration form's product-detail fields (001 §2.5). `?redirect=` (a path on
 * this site) is where the shopper goes next, e.g. back to `/shop/cart` when signing up at checkout.
 */
export function OtcSignupRoute() {
  const brand = useBrand();
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'), DEFAULT_AFTER_SIGNUP);
  const keptRedirect = redirect === DEFAULT_AFTER_SIGNUP ? null : redirect;
  // Signing up signs the shopper in; keep the form, not the note, until the navigation.
  const [isFinishing, setIsFinishing] = useState(false);

  async function handleRegistered() {
    setIsFinishing(true);
    await Promise.all([session.refresh(), flash.refresh()]);
    await navigate(redirect, { replace: true });
  }

  return (
    <section className="page page--narrow" aria-labelledby="otc-signup-heading">
      <h1 id="otc-signup-heading">{TEXT.heading}</h1>
      {session.patient && !isFinishing ? (
        <p className="form__notice">
          {fillTemplate(TEXT.signedInAs, { email: session.patient.email })} <Link to={redirect}>{TEXT.continue}</Link>
        </p>
      ) : (
        <>
          <p className="page__intro">{TEXT.intro}</p>
          <RegistrationForm
            variant="product-detail"
            isEmailFirst={false}
            isOtcSignup
            submitLabel={TEXT.submit}
            legalLinks={brand.legalLinks}
            onRegistered={handleRegistered}
            // The email has an account on the other brand (or one being deleted): the transfer page says what to do.
            onBrandTransfer={(outcome) => void navigate('/auth/welcome', { state: outcome })}
            onFailure={(message) => flash.push({ type: 'critical', content: message })}
          />
        </>
      )}
      <p className="login-prompt">
        {TEXT.haveAccount} <Link to={withRedirect('/auth/login', keptRedirect)}>{TEXT.logIn}</Link>
      </p>
    </section>
  );
}
