import type { CareVisitView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { staffTime } from '../../../lib/dates';

const TEXT = STAFF_MESSAGES.careDecision;

/** A decided visit's decision: who decided when, each product prescribed (with strengths) or declined (with the reason). */
export function DecisionSummary({ decision }: { decision: NonNullable<CareVisitView['decision']> }) {
  return (
    <section className="card care-visit__section" aria-labelledby="care-decided-heading">
      <h2 id="care-decided-heading" tabIndex={-1}>
        {TEXT.decidedHeading}
      </h2>
      <p className="card__note">{fillTemplate(TEXT.decidedBy, { provider: decision.providerName, date: staffTime(decision.decidedAt) })}</p>
      <ul className="care-decided">
        {decision.prescriptions.map((prescription) => (
          <li key={prescription.id}>
            <strong>{prescription.itemName}</strong>: {prescription.status === 'active' ? TEXT.prescribed : TEXT.declined}
            {prescription.ingredients.length > 0 ? <span> ({prescription.ingredients.map((ingredient) => `${ingredient.name} ${ingredient.strength}`).join(', ')})</span> : null}
            {prescription.declineReason ? <p className="card__note">{fillTemplate(TEXT.declineReason, { reason: prescription.declineReason })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
