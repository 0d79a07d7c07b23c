import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceLines,
  invoices,
  orderLines,
  orders,
  subscriptionItems,
  subscriptions,
  type InvoiceRow,
  type OrderRow,
  type SubscriptionRow,
} from '../../db/schema/index';

export async function insertSubscription(
  db: Db,
  row: typeof subscriptions.$inferInsert,
  items: Omit<typeof subscriptionItems.$inferInsert, 'subscriptionId'>[],
): Promise<SubscriptionRow> {
  const [subscription] = await db.insert(subscriptions).values(row).returning();
  if (items.length > 0) {
    await db.insert(subscriptionItems).values(items.map((item) => ({ ...item, subscriptionId: subscription!.id })));
  }
  return subscription!;
}

export async function insertOrder(
  db: Db,
  row: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(row).returning();
  if (lines.length > 0) {
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  }
  return order!;
}

export async function insertInvoice(
  db: Db,
  row: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
): Promise<InvoiceRow> {
  const [invoice] = await db.insert(invoices).values(row).returning();
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice!.id })));
  return invoice!;
}

export async function findInvoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/** The patient's orders, newest first, each with its lines and invoice (four statements, whatever the count). */
export async function findOrdersOfPatient(db: Db, patientId: number) {
  const orderRows = await db.select().from(orders).where(eq(orders.patientId, patientId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const orderIds = orderRows.map((row) => row.id);
  if (orderIds.length === 0) {
    return [];
  }
  const [lineRows, invoiceRows] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
    db.select().from(invoices).where(inArray(invoices.orderId, orderIds)),
  ]);
  const invoiceLineRows =
    invoiceRows.length === 0
      ? []
      : await db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, invoiceRows.map((row) => row.id)))
          .orderBy(asc(invoiceLines.position));
  return orderRows.map((order) => {
    const invoice = invoiceRows.find((row) => row.orderId === order.id);
    return {
      order,
      lines: lineRows.filter((line) => line.orderId === order.id),
      invoice,
      invoiceLines: invoice ? invoiceLineRows.filter((line) => line.invoiceId === invoice.id) : [],
    };
  });
}

/** The patient's subscriptions with their items (two statements). */
export async function findSubscriptionsOfPatient(db: Db, patientId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.patientId, patientId)).orderBy(desc(subscriptions.createdAt));
  if (rows.length === 0) {
    return [];
  }
  const items = await db
    .select()
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, rows.map((row) => row.id)))
    .orderBy(asc(subscriptionItems.position));
  return rows.map((subscription) => ({ subscription, items: items.filter((item) => item.subscriptionId === subscription.id) }));
}

/** The subscription a visit's checkout started, locked until the transaction ends. */
export async function lockSubscriptionOfVisit(db: Db, visitId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.visitId, visitId)).for('update');
  return row;
}

/** Takes an item off a subscription's later boxes. */
export async function deleteSubscriptionItem(db: Db, subscriptionId: number, itemId: number): Promise<void> {
  await db.delete(subscriptionItems).where(and(eq(subscriptionItems.subscriptionId, subscriptionId), eq(subscriptionItems.itemId, itemId)));
}
