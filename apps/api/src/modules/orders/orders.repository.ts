import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceLines,
  invoices,
  orderLines,
  orders,
  type InvoiceRow,
  type OrderRow,
} from '../../db/schema/index';

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

/** The order a shop cart became, if it was paid for (ADR 152). */
export async function findOrderOfShopCart(db: Db, shopCartId: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.shopCartId, shopCartId));
  return row;
}
