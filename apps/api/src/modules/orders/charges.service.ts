import type { PaymentVendor } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { InvoiceRow } from '../../db/schema/index';
import { findChargedInvoicesOfPatient, lockChargedInvoiceOfPatient } from './charges.repository';

/**
 * Money taken at a processor for an order (ADR 106): the order's invoice, whose total is what was
 * charged under its `chargeRef`. Invoices paid wholly by credit or a free trial took nothing and are
 * no charge. Operators name a charge by its invoice's id (ADR 119).
 */
export interface ChargeOfOrder {
  invoiceId: number;
  orderId: number;
  patientId: number;
  amountCents: number;
  status: 'paid' | 'voided';
  vendor: PaymentVendor;
  chargeRef: string;
  paidAt: Date;
}

function chargeOf(invoice: InvoiceRow): ChargeOfOrder {
  return {
    invoiceId: invoice.id,
    orderId: invoice.orderId,
    patientId: invoice.patientId,
    amountCents: invoice.totalCents,
    status: invoice.status,
    vendor: (invoice.vendor ?? 'sandbox') as PaymentVendor,
    chargeRef: invoice.chargeRef ?? '',
    paidAt: invoice.paidAt,
  };
}

/** The patient's charges, newest first (one statement). */
export async function chargesOfPatient(db: Db, patientId: number): Promise<ChargeOfOrder[]> {
  return (await findChargedInvoicesOfPatient(db, patientId)).map(chargeOf);
}

/**
 * One of the patient's charges, its invoice row locked for the caller's transaction, so two refunds
 * of one charge are weighed one after the other; undefined for another patient's or none.
 */
export async function lockChargeOfPatient(tx: Db, patientId: number, invoiceId: number): Promise<ChargeOfOrder | undefined> {
  const row = await lockChargedInvoiceOfPatient(tx, patientId, invoiceId);
  return row ? chargeOf(row) : undefined;
}
