import { Link } from 'react-router';
import { visitStanding } from '@app/domain/care';
import type { PrescriptionView, VisitReview } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { VISIT_REVIEW_MESSAGES } from '@app/domain/messages';
import { patientDay } from '../../../lib/dates';

const TEXT = VISIT_REVIEW_MESSAGES;

/**
 * Where a sent visit stands after the provider's review (issue 29 item 1, ADR 136): waiting,
 * photos asked for, what was prescribed (the current prescription itself), what was declined with
 * the provider's reason and what the patient can do, and when the box ships.
 */
export function VisitReviewSummary({ review }: { review: VisitReview }) {
  const standing = visitStanding(review);
  switch (standing.kind) {
    case 'waiting':
      return (
        <>
          <p>{TEXT.waiting}</p>
          <ShipmentNote review={review} />
        </>
      );
    case 'photos-requested':
      return (
        <>
          <p>{fillTemplate(TEXT.photosRequested, { date: patientDay(standing.requestedAt) })}</p>
          <p>{TEXT.photosWhatToDo}</p>
        </>
      );
    case 'prescribed':
      return (
        <>
          <p>{fillTemplate(TEXT.prescribed, { provider: standing.providerName, date: patientDay(standing.decidedAt) })}</p>
          <h3 className="visit-review__heading">{TEXT.currentPrescription}</h3>
          <ul className="visit-review__items">
            {standing.prescribed.map((prescription) => (
              <PrescribedItem key={prescription.id} prescription={prescription} />
            ))}
          </ul>
          {standing.declined.map((prescription) => (
            <p key={prescription.id}>{fillTemplate(TEXT.declinedBeside, { item: prescription.itemName, reason: prescription.declineReason ?? '' })}</p>
          ))}
          <ShipmentNote review={review} />
          <p>
            <Link to="/dashboard/prescriptions">{TEXT.seePrescriptions}</Link>
          </p>
        </>
      );
    case 'declined':
      return (
        <>
          <p>
            {fillTemplate(TEXT.declined, {
              provider: standing.providerName,
              date: patientDay(standing.decidedAt),
              items: standing.declined.map((prescription) => prescription.itemName).join(', '),
            })}
          </p>
          {standing.declined.map((prescription) => (
            <p key={prescription.id} className="visit-review__reason">
              {fillTemplate(TEXT.declinedWhy, { reason: prescription.declineReason ?? '' })}
            </p>
          ))}
          <p>{TEXT.declinedWhatToDo}</p>
          <p>
            <Link to="/dashboard/message-provider">{TEXT.writeToCareTeam}</Link>
          </p>
        </>
      );
    case 'reviewed':
      return (
        <>
          <p>{fillTemplate(TEXT.reviewed, { date: patientDay(standing.decidedAt) })}</p>
          <ShipmentNote review={review} />
        </>
      );
  }
}

function PrescribedItem({ prescription }: { prescription: PrescriptionView }) {
  return (
    <li>
      <strong>{prescription.itemName}</strong>
      {prescription.ingredients.length > 0 ? (
        <ul aria-label={fillTemplate(TEXT.ingredients, { item: prescription.itemName })}>
          {prescription.ingredients.map((ingredient) => (
            <li key={ingredient.name}>
              {ingredient.name} {ingredient.strength}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** When the visit's box ships: being prepared, at the pharmacy, shipped (with its tracking number) or delivered. */
function ShipmentNote({ review }: { review: VisitReview }) {
  const { shipment } = review;
  if (!shipment) {
    return null;
  }
  switch (shipment.status) {
    case 'pending':
    case 'submitted':
      return <p>{TEXT.shipment[shipment.status]}</p>;
    case 'shipped':
      return (
        <p>
          {fillTemplate(TEXT.shipment.shipped, { date: patientDay(shipment.shippedAt ?? '') })}
          {shipment.trackingNumber ? ` ${fillTemplate(TEXT.trackingNumber, { tracking: shipment.trackingNumber })}` : null}
        </p>
      );
    case 'delivered':
      return <p>{fillTemplate(TEXT.shipment.delivered, { date: patientDay(shipment.deliveredAt ?? '') })}</p>;
  }
}
