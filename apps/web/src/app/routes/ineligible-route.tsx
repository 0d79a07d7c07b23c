import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { isIneligibleReason, type IneligibleReason, isTreatmentCategoryName, type TreatmentCategoryName } from '@app/domain/constants';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { useBrand } from '../../lib/brand';

// One ineligible page per treatment category (000 §2); the reason's message carries the detail.
const HEADINGS: Record<TreatmentCategoryName, string> = {
  skin: "We're sorry",
  hair: "We're sorry",
};

const INTROS: Record<TreatmentCategoryName, string> = {
  skin: "We can't start your skin care treatment right now.",
  hair: "We can't start your hair treatment right now.",
};

/**
 * Where a patient with an account goes instead (ADR 141): the treatment already signed up for is on
 * the dashboard; another treatment starts as a new-treatment visit, without a second sign-up.
 */
function nextStepFor(reason: IneligibleReason, category: TreatmentCategoryName): { to: string; label: string } | undefined {
  if (reason === 'already_completed_sign_up') {
    return { to: '/dashboard', label: 'Go to your dashboard' };
  }
  if (reason === 'should_show_new_signup_flow') {
    return { to: `/new-treatment/${category}`, label: `Start your ${category} treatment` };
  }
  return undefined;
}

function messageFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) {
    return undefined;
  }
  const message = (state as { userMessage?: unknown }).userMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export function IneligibleRoute() {
  const brand = useBrand();
  const { reason = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // "none" is the absence of a reason, so there is no page for it.
  if (!isIneligibleReason(reason) || reason === 'none') {
    return <NotFoundPage />;
  }
  const requested = searchParams.get('category') ?? '';
  const category: TreatmentCategoryName = isTreatmentCategoryName(requested) ? requested : 'skin';
  const message = messageFromState(location.state) ?? INELIGIBLE_USER_MESSAGES[reason];
  const nextStep = nextStepFor(reason, category);

  return (
    <section className="page page--narrow" aria-labelledby="ineligible-heading">
      <h1 id="ineligible-heading">{HEADINGS[category]}</h1>
      <p className="page__intro">{INTROS[category]}</p>
      <p className="ineligible__message">{message}</p>
      {nextStep ? (
        <p>
          <Link className="button button--primary" to={nextStep.to}>
            {nextStep.label}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to="/">Back to {brand.name}</Link>
      </p>
    </section>
  );
}
