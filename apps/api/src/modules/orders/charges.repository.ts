import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, type InvoiceRow } from '../../db/schema/index';

/** The patient's invoices that took money at a processor (a charge reference), newest first. */
export async function findChargedInvoicesOfPatient(db: Db, patientId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), isNotNull(invoices.chargeRef)))
    .orderBy(desc(invoices.paidAt), desc(invoices.id));
}

/** One of the patient's charged invoices, locked for the caller's transaction (refunds of it wait). */
export async function lockChargedInvoiceOfPatient(tx: Db, patientId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.patientId, patientId), isNotNull(invoices.chargeRef)))
    .for('update');
  return row;
}
