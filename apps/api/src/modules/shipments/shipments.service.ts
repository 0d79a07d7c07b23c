import type { Db } from '../../db/client';
import { enqueueJob, queueTimedWorkNow } from '../../db/job-queue';
import { withTransaction } from '../../db/transaction';
import type { ShipmentRow, ShipmentStatus } from '../../db/schema/index';
import type { Clock } from '../clock';
import { rewardReferrerOnShipment } from '../promotions';
import type { Fulfilment, ParcelState } from './fulfilment';
import { findOpenShipments, insertShipment, lockShipment, markSubmitted, updateShipment } from './shipments.repository';

export interface ShipmentsDeps {
  db: Db;
  fulfilment: Fulfilment;
  clock: Clock;
}

/** Parcels asked about in one pass; the rest wait for the next. */
const BATCH = 200;
const ORDER: readonly ShipmentStatus[] = ['pending', 'submitted', 'shipped', 'delivered'];

/** An order's parcel, pending until the fulfilment pass hands it to the pharmacy (ADR 110). */
export async function openShipment(tx: Db, row: { orderId: number; patientId: number; createdAt: Date }): Promise<void> {
  await insertShipment(tx, row);
}

/** Queues a fulfilment pass now (after the simulated clock moved); one waits at a time. */
export async function queueShipmentsPass(db: Db): Promise<void> {
  await queueTimedWorkNow(db, 'advance-shipments');
}

/** Tells the patient of a parcel's step, once the step is recorded (the job is added in its transaction). */
async function queueShipmentNotice(tx: Db, shipmentId: number, kind: 'shipped' | 'delivered'): Promise<void> {
  await enqueueJob(tx, 'send-shipment-notice', { shipmentId, kind }, { jobKey: `shipment-notice:${shipmentId}:${kind}`, maxAttempts: 5 });
}

export interface ShipmentsReport {
  submitted: number;
  shipped: number;
  delivered: number;
}

/**
 * Records a parcel's new state, if it moved on, under the row's lock: two passes at once record it
 * once. The move to shipped is when the friend's first box earns the referrer's credit.
 */
async function recordParcelState(db: Db, shipment: ShipmentRow, state: ParcelState, now: Date): Promise<ShipmentStatus | undefined> {
  return withTransaction(db, async (tx) => {
    const current = await lockShipment(tx, shipment.id);
    if (!current || ORDER.indexOf(state.status) <= ORDER.indexOf(current.status)) {
      return undefined;
    }
    await updateShipment(tx, shipment.id, {
      status: state.status,
      trackingNumber: state.trackingNumber,
      shippedAt: state.shippedAt,
      deliveredAt: state.deliveredAt,
    });
    if (current.shippedAt === null && state.shippedAt !== null) {
      await rewardReferrerOnShipment(tx, shipment.patientId, shipment.orderId, now);
      await queueShipmentNotice(tx, shipment.id, 'shipped');
    }
    if (current.deliveredAt === null && state.deliveredAt !== null) {
      await queueShipmentNotice(tx, shipment.id, 'delivered');
    }
    return state.status;
  });
}

/**
 * One fulfilment pass (the `advance-shipments` job): hands the pending parcels to the pharmacy and
 * records where the others are, at the clock's time.
 */
export async function advanceShipments(deps: ShipmentsDeps): Promise<ShipmentsReport> {
  const now = await deps.clock.now();
  const report: ShipmentsReport = { submitted: 0, shipped: 0, delivered: 0 };
  for (const shipment of await findOpenShipments(deps.db, BATCH)) {
    let current = shipment;
    if (current.status === 'pending') {
      const { pharmacyRef } = await deps.fulfilment.submit({ shipmentId: current.id, orderId: current.orderId }, now);
      await markSubmitted(deps.db, current.id, pharmacyRef, now);
      current = { ...current, status: 'submitted', pharmacyRef, submittedAt: now };
      report.submitted += 1;
    }
    const state = await deps.fulfilment.track({ shipmentId: current.id, pharmacyRef: current.pharmacyRef!, orderedAt: current.createdAt }, now);
    const moved = await recordParcelState(deps.db, current, state, now);
    if (moved === 'shipped' || moved === 'delivered') {
      report[moved] += 1;
    }
  }
  return report;
}
