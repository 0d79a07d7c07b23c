import type { ReactNode } from 'react';
import type { PrescriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { conditionOfIngredient, SKIN_CONDITIONS } from '@app/domain/resubscribe';
import { CardList, DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientDay } from '../../../lib/dates';
import { listPrescriptions } from '../api/list-prescriptions';
import './prescriptions.css';

const TEXT = MESSAGES.prescriptions;

/**
 * `/dashboard/prescriptions` (issue 13 item 4): what providers prescribed, each formula's
 * ingredients with strengths and what each is for, and the items they declined with the reason.
 */
export function PrescriptionsPage({ back }: { back?: ReactNode }) {
  const prescriptions = usePatientData(listPrescriptions);
  return (
    <DashboardPage headingId="prescriptions-heading" title={TEXT.heading} intro={TEXT.intro} back={back} load={prescriptions} text={TEXT}>
      {prescriptions.status === 'ready' ? (
        <CardList items={prescriptions.data} empty={TEXT.empty} render={(prescription) => <PrescriptionCard prescription={prescription} />} />
      ) : null}
    </DashboardPage>
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
