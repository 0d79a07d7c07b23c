import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PrescriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES, NO_PRESCRIPTIONS_MESSAGES } from '@app/domain/messages';
import { conditionOfIngredient, SKIN_CONDITIONS } from '@app/domain/resubscribe';
import { CardList, DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientDay } from '../../../lib/dates';
import { listPrescriptions } from '../api/list-prescriptions';
import './prescriptions.css';

const TEXT = MESSAGES.prescriptions;

/** Where a patient with no visit for a provider to review starts one: the skin sign-up. */
const CONSULTATION_START = '/get-started/skin';

interface PrescriptionsPageProps {
  /** The way back to the dashboard, given by the app. */
  back?: ReactNode;
  /**
   * Whether the patient has sent a visit to a provider, given by the app (visits are another
   * feature's). Without one (a storefront account, ADR 154) the empty page offers a consultation.
   */
  hasSentVisit?: () => Promise<boolean>;
}

const ALWAYS_SENT = async () => true;

/**
 * `/dashboard/prescriptions` (issue 13 item 4): what providers prescribed, each formula's
 * ingredients with strengths and what each is for, and the items they declined with the reason.
 */
export function PrescriptionsPage({ back, hasSentVisit = ALWAYS_SENT }: PrescriptionsPageProps) {
  const load = useCallback(async () => {
    const [items, isVisitSent] = await Promise.all([listPrescriptions(), hasSentVisit()]);
    return { items, isVisitSent };
  }, [hasSentVisit]);
  const prescriptions = usePatientData(load);
  return (
    <DashboardPage headingId="prescriptions-heading" title={TEXT.heading} intro={TEXT.intro} back={back} load={prescriptions} text={TEXT}>
      {prescriptions.status === 'ready' ? (
        prescriptions.data.items.length === 0 && !prescriptions.data.isVisitSent ? (
          <NoConsultationYet />
        ) : (
          <CardList items={prescriptions.data.items} empty={TEXT.empty} render={(prescription) => <PrescriptionCard prescription={prescription} />} />
        )
      ) : null}
    </DashboardPage>
  );
}

/** No prescription and no visit for a provider: say so and offer the consultation. */
function NoConsultationYet() {
  return (
    <>
      <p>{NO_PRESCRIPTIONS_MESSAGES.none}</p>
      <p>{NO_PRESCRIPTIONS_MESSAGES.noVisit}</p>
      <p>
        <Link className="button button--primary" to={CONSULTATION_START}>
          {NO_PRESCRIPTIONS_MESSAGES.startConsultation}
        </Link>
      </p>
    </>
  );
}

function PrescriptionCard({ prescription }: { prescription: PrescriptionView }) {
  const headingId = `prescription-${prescription.id}-heading`;
  const isDeclined = prescription.status === 'declined';
  const byline = fillTemplate(isDeclined ? TEXT.declinedBy : TEXT.prescribedBy, {
    provider: prescription.providerName,
    date: patientDay(prescription.prescribedAt),
  });
  return (
    <article aria-labelledby={headingId} className={isDeclined ? 'prescription--declined' : undefined}>
        <header className="card__header">
          <h2 id={headingId} className="card__title">
            {prescription.itemName}
          </h2>
          <span className="card__status">{TEXT.statuses[prescription.status]}</span>
        </header>
        <p className="card__note">{byline}</p>
        {prescription.ingredients.length > 0 ? (
          <ul className="prescription__ingredients" aria-label={fillTemplate(TEXT.ingredients, { item: prescription.itemName })}>
            {prescription.ingredients.map((ingredient) => {
              const condition = conditionOfIngredient(ingredient.name);
              return (
                <li key={ingredient.name}>
                  <span className="prescription__ingredient">{ingredient.name}</span> <span className="prescription__strength">{ingredient.strength}</span>
                  {condition ? (
                    <span className="prescription__treats"> · {fillTemplate(TEXT.treats, { condition: SKIN_CONDITIONS[condition].toLowerCase() })}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {isDeclined && prescription.declineReason ? (
          <>
            <p className="prescription__reason">{fillTemplate(TEXT.declineReason, { reason: prescription.declineReason })}</p>
            <p className="card__note">{TEXT.declinedNote}</p>
          </>
        ) : null}
    </article>
  );
}
