import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isTreatmentCategoryName, TREATMENT_CATEGORIES } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { ApiError } from '../../lib/api-client';
import { startResubscription } from '../../features/resubscribe/api/resubscribe-api';
import { NotFoundRoute } from './not-found-route';
import { SignedInOnly } from './signed-in-only';

/**
 * `/dashboard/resubscribe/{category}` (000 §2, ADR 111): opens the patient's resubscription of the
 * category and goes where its flow continues (the consultation with Skip, then the shop).
 */
export function ResubscribeRoute() {
  const { category = '' } = useParams();
  if (!isTreatmentCategoryName(category)) {
    return <NotFoundRoute />;
  }
  return (
    <SignedInOnly path={`/dashboard/resubscribe/${category}`}>
      <OpenResubscription categoryId={TREATMENT_CATEGORIES[category]} />
    </SignedInOnly>
  );
}

function OpenResubscription({ categoryId }: { categoryId: number }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    startResubscription(categoryId)
      .then((shop) => isCurrent && void navigate(shop.resumePath, { replace: true }))
      .catch((error: unknown) => isCurrent && setFailure(error instanceof ApiError ? error.message : MESSAGES.resubscribe.loadError));
    return () => {
      isCurrent = false;
    };
  }, [categoryId, navigate]);
  if (failure === null) {
    return <LoadingScreen />;
  }
  return (
    <section className="page page--narrow" aria-labelledby="resubscribe-failed-heading">
      <h1 id="resubscribe-failed-heading">{MESSAGES.resubscribe.heading}</h1>
      <p role="alert">{failure}</p>
      <p>
        <Link to="/dashboard">{MESSAGES.resubscribe.backToDashboard}</Link>
      </p>
    </section>
  );
}
