import type { ShipmentView } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { findShipmentsOfPatient } from './shipments.repository';

/** The patient's parcels for `/dashboard/shipments`, newest order first (ADR 112). */
export async function listPatientShipments(db: Db, patientId: number): Promise<ShipmentView[]> {
  return (await findShipmentsOfPatient(db, patientId)).map(({ shipment, orderedAt, chargedCents, lines }) => ({
    id: shipment.id,
    orderId: shipment.orderId,
    orderedAt: orderedAt.toISOString(),
    status: shipment.status,
    lines: lines.map(({ name, isRx }) => ({ name, isRx })),
    chargedCents,
    trackingNumber: shipment.trackingNumber,
    shippedAt: shipment.shippedAt?.toISOString() ?? null,
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
  }));
}
