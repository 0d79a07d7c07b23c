import { shipmentEmail } from '@app/domain/messages';
import { formatBillDate, calendarDateIn } from '@app/domain/subscriptions';
import { timeZoneForState } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import { findBrandById } from '../brands';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { findPatient } from '../patients';
import { findShipment } from './shipments.repository';

export interface ShipmentNoticeDeps {
  db: Db;
  outbox: EmailOutbox;
  originOf: (brandId: number) => string;
}

export const SHIPMENTS_PATH = '/dashboard/shipments';

/** Tells the patient their box shipped (with its tracking number) or was delivered, dated in their zone. */
export async function sendShipmentNotice(deps: ShipmentNoticeDeps, notice: { shipmentId: number; kind: 'shipped' | 'delivered' }): Promise<'sent' | 'skipped'> {
  const shipment = await findShipment(deps.db, notice.shipmentId);
  const patient = shipment ? await findPatient(deps.db, shipment.patientId) : undefined;
  const at = notice.kind === 'shipped' ? shipment?.shippedAt : shipment?.deliveredAt;
  if (!shipment || !patient || !at || patient.deletionRequestedAt) {
    return 'skipped';
  }
  const timeZone = timeZoneForState(patient.state);
  const email = shipmentEmail({
    brandName: findBrandById(patient.brandId)?.name ?? '',
    kind: notice.kind,
    trackingNumber: shipment.trackingNumber,
    when: formatBillDate(calendarDateIn(at.getTime(), timeZone), timeZone),
    shipments: `${deps.originOf(patient.brandId)}${SHIPMENTS_PATH}`,
  });
  await deliverEmail(deps.db, deps.outbox, {
    brandId: patient.brandId,
    patientId: patient.id,
    template: `shipment-${notice.kind}`,
    to: patient.email.toLowerCase(),
    subject: email.subject,
    body: email.body,
    recordBody: email.body,
  });
  return 'sent';
}
