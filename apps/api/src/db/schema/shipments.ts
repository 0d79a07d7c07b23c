import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderRef } from './orders';
import { patientRef } from './patients';

export type ShipmentStatus = 'pending' | 'submitted' | 'shipped' | 'delivered';

/**
 * An order's parcel at the pharmacy (ADR 110): `pending` until the fulfilment job hands it over,
 * then as the pharmacy reports it. The job, not the checkout, talks to the pharmacy, so a slow or
 * failing pharmacy never holds a paid order back.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    orderId: orderRef(),
    patientId: patientRef(),
    status: text().$type<ShipmentStatus>().notNull().default('pending'),
    pharmacyRef: text(),
    trackingNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shipments_order_idx').on(table.orderId),
    index('shipments_patient_idx').on(table.patientId),
    // The fulfilment pass reads the parcels still on their way.
    index('shipments_open_idx').on(table.createdAt).where(sql`${table.status} <> 'delivered'`),
    check('shipments_status_check', sql`${table.status} in ('pending', 'submitted', 'shipped', 'delivered')`),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
