import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { BrandTransferDetailsResponse } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../components/ui/button';
import { FormErrorBox } from '../../components/ui/form-error-box';
import { completeBrandTransfer } from '../../features/account/api/complete-brand-transfer';
import { BrandTransferForm } from '../../features/account/components/brand-transfer-form';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand';
import { emailFromState } from './nice-to-see-you-again-route';

// Brand transfer pages (001 §4, 000 §2 legacy pages); see docs/decisions/052-brand-transfer.md.

function isDeletingFromState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { isDeletingBrandAccount?: unknown }).isDeletingBrandAccount === true;
}

/** `/auth/welcome`: the introduction, or, with `?token=` from the emailed link, the move itself. */
export function WelcomeRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (token) {
    return <CompleteTransfer token={token} />;
  }
  if (isDeletingFromState(location.state)) {
    return <Navigate to="/auth/welcome/deleting-old-account" replace />;
  }
  return (
    <section className="page page--narrow" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">Welcome! You already have an account with us</h1>
      <p className="page__intro">
        Your email address belongs to an account with our sister brand. Instead of starting over, you can move that account
        here and keep your email address, password and history.
      </p>
      <p>
        <Link className="button button--primary welcome__action" to="/auth/welcome/register" state={location.state}>
          Move my account
        </Link>
      </p>
      <p className="login-prompt">
        Want to use a different email? <Link to="/get-started/skin">Start over</Link>
      </p>
    </section>
  );
}

function CompleteTransfer({ token }: { token: string }) {
  const brand = useBrand();
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  const [isMoving, setIsMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasSucceeded, setHasSucceeded] = useState(false);

  async function move() {
    setIsMoving(true);
    setError(null);
    try {
      const response = await completeBrandTransfer(token);
      setHasSucceeded(true);
      await Promise.all([session.refresh(), flash.refresh()]);
      await navigate(response.redirectPath, { replace: true });
    } catch (caught) {
      setIsMoving(false);
      setError(caught instanceof ApiError ? caught.message : MESSAGES.form.genericServerError);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">Move your account to {brand.name}</h1>
      {error ? (
        <FormErrorBox>
          <p>{error}</p>
          <p>
            <Link to="/auth/welcome/register">Send a new link</Link>
          </p>
        </FormErrorBox>
      ) : null}
      <p className="page__intro">
        Your account will move here. You keep your email address and password, and you will be logged in on {brand.name}.
      </p>
      <Button isLoading={isMoving} disabled={hasSucceeded} onClick={() => void move()}>
        Move my account
      </Button>
    </section>
  );
}

/** `/auth/welcome/register`: the details this brand needs, then the emailed link. */
export function WelcomeRegisterRoute() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  async function handleAnswered(answer: BrandTransferDetailsResponse['data'], email: string) {
    if (!answer.isEligible) {
      await navigate('/auth/welcome/availability-notice', { state: { userMessage: answer.message } });
      return;
    }
    setSentTo({ email, message: answer.message });
  }

  return (
    <section className="page page--narrow" aria-labelledby="transfer-heading">
      <h1 id="transfer-heading">{sentTo ? 'Check your email' : 'Confirm a few details'}</h1>
      {sentTo ? (
        <>
          <p className="page__intro" role="status">
            {sentTo.message}
          </p>
          <p>We sent it to {sentTo.email}. Open the link on this device to finish.</p>
          <p className="login-prompt">
            No email? <button type="button" className="link-button" onClick={() => setSentTo(null)}>Try again</button>
          </p>
        </>
      ) : (
        <>
          <p className="page__intro">
            {brand.name} needs your date of birth and state. We will then email you a link to move your account, so we know it is
            yours.
          </p>
          <BrandTransferForm initialEmail={emailFromState(location.state)} legalLinks={brand.legalLinks} onAnswered={handleAnswered} />
        </>
      )}
    </section>
  );
}

function messageFromState(state: unknown): string | undefined {
  const message = typeof state === 'object' && state !== null ? (state as { userMessage?: unknown }).userMessage : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** `/auth/welcome/availability-notice`: this brand cannot serve the patient yet. */
export function AvailabilityNoticeRoute() {
  const brand = useBrand();
  const location = useLocation();
  return (
    <section className="page page--narrow" aria-labelledby="availability-heading">
      <h1 id="availability-heading">We're not available for you yet</h1>
      <p className="ineligible__message">{messageFromState(location.state) ?? `${brand.name} is not available where you live yet.`}</p>
      <p>Your account with our sister brand stays as it is, and you can keep using it there.</p>
      <p>
        <Link to="/">Back to {brand.name}</Link>
      </p>
    </section>
  );
}

/** `/auth/welcome/deleting-old-account`: the account of this email is being deleted. */
export function DeletingOldAccountRoute() {
  const brand = useBrand();
  useEffect(() => {
    document.getElementById('deleting-heading')?.focus();
  }, []);
  return (
    <section className="page page--narrow" aria-labelledby="deleting-heading">
      <h1 id="deleting-heading" tabIndex={-1}>
        Your old account is being deleted
      </h1>
      <p className="page__intro">
        You asked us to delete the account of this email address, and that is still in progress. Once it is finished you can sign
        up again with the same email address.
      </p>
      <p>
        Changed your mind, or need help sooner? Email us at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <p>
        <Link to="/">Back to {brand.name}</Link>
      </p>
    </section>
  );
}
