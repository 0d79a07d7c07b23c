import type { ReactNode } from 'react';
import type { ShipmentView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { CardList, DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientDay } from '../../../lib/dates';
import { listShipments } from '../api/list-shipments';
import './shipments.css';

const TEXT = MESSAGES.shipments;

/**
 * `/dashboard/shipments` (issue 13 item 4): every box of the patient's, newest first, with what
 * it held, where it is, its tracking number and dates. `back` is the way back the app gives.
 */
export function ShipmentsPage({ back }: { back?: ReactNode }) {
  const shipments = usePatientData(listShipments);
  return (
    <DashboardPage headingId="shipments-heading" title={TEXT.heading} intro={TEXT.intro} back={back} load={shipments} text={TEXT}>
      {shipments.status === 'ready' ? <CardList items={shipments.data} empty={TEXT.empty} render={(shipment) => <ShipmentCard shipment={shipment} />} /> : null}
    </DashboardPage>
  );
}

function ShipmentCard({ shipment }: { shipment: ShipmentView }) {
  const ordered = patientDay(shipment.orderedAt);
  const headingId = `shipment-${shipment.id}-heading`;
  return (
    <article aria-labelledby={headingId}>
        <header className="card__header">
          <h2 id={headingId} className="card__title">
            {fillTemplate(TEXT.boxLabel, { date: ordered })}
          </h2>
        </header>
        <h3 className="shipment__subheading">{TEXT.contents}</h3>
        <ul className="shipment__lines">
          {shipment.lines.map((line, index) => (
            <li key={`${line.name}-${index}`}>
              <span>{line.name}</span>
              {line.isRx ? <span className="shipment__rx"> · {TEXT.rx}</span> : null}
            </li>
          ))}
        </ul>
        <dl className="shipment__facts">
          <div>
            <dt>{TEXT.status}</dt>
            <dd className={`card__status shipment__status--${shipment.status}`}>{TEXT.statuses[shipment.status]}</dd>
          </div>
          {shipment.chargedCents === null ? null : (
            <div>
              <dt>{TEXT.charged}</dt>
              <dd>{formatUsd(shipment.chargedCents)}</dd>
            </div>
          )}
          <div>
            <dt>{TEXT.tracking}</dt>
            <dd className={shipment.trackingNumber ? 'shipment__tracking' : undefined}>{shipment.trackingNumber ?? TEXT.noTracking}</dd>
          </div>
          <div>
            <dt>{TEXT.shippedOn}</dt>
            <dd>{shipment.shippedAt ? <time dateTime={shipment.shippedAt}>{patientDay(shipment.shippedAt)}</time> : TEXT.notYet}</dd>
          </div>
          <div>
            <dt>{TEXT.deliveredOn}</dt>
            <dd>{shipment.deliveredAt ? <time dateTime={shipment.deliveredAt}>{patientDay(shipment.deliveredAt)}</time> : TEXT.notYet}</dd>
          </div>
        </dl>
    </article>
  );
}
