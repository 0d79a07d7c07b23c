import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderLines, orders, shipments, type ShipmentRow } from '../../db/schema/index';

export async function insertShipment(db: Db, row: { orderId: number; patientId: number; createdAt: Date }): Promise<void> {
  await db.insert(shipments).values(row).onConflictDoNothing();
}

/** The parcels not yet delivered, oldest first, a batch at a time. */
export async function findOpenShipments(db: Db, limit: number): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(ne(shipments.status, 'delivered')).orderBy(asc(shipments.createdAt), asc(shipments.id)).limit(limit);
}

export async function findShipment(db: Db, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function lockShipment(tx: Db, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function updateShipment(db: Db, id: number, set: Partial<typeof shipments.$inferInsert>): Promise<void> {
  await db.update(shipments).set(set).where(eq(shipments.id, id));
}

/** A pending parcel handed to the pharmacy (only while still pending: a second pass changes nothing). */
export async function markSubmitted(db: Db, id: number, pharmacyRef: string, at: Date): Promise<void> {
  await db
    .update(shipments)
    .set({ status: 'submitted', pharmacyRef, submittedAt: at })
    .where(and(eq(shipments.id, id), eq(shipments.status, 'pending')));
}

/**
 * The patient's parcels, newest order first, each with its order's date and lines: two statements
 * whatever the count (the parcels with their orders, then every line of those orders).
 */
export async function findShipmentsOfPatient(db: Db, patientId: number) {
  const rows = await db
    .select({ shipment: shipments, orderedAt: orders.createdAt, chargedCents: invoices.totalCents })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(shipments.patientId, patientId))
    .orderBy(desc(orders.createdAt), desc(shipments.id));
  const orderIds = rows.map((row) => row.shipment.orderId);
  const lines =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, name: orderLines.name, isRx: orderLines.isRx })
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds))
          .orderBy(asc(orderLines.position), asc(orderLines.id));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.shipment.orderId) }));
}
