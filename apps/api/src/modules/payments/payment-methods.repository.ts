import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCustomers, paymentMethods, type PaymentMethodRow } from '../../db/schema/index';

/** The processor's customer of a patient for a vendor, if one was made. */
export async function findCustomerRef(db: Db, patientId: number, vendor: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerRef: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.patientId, patientId), eq(paymentCustomers.vendor, vendor)));
  return row?.customerRef;
}

/** Keeps the customer the processor made; the first one stays when two requests race. */
export async function saveCustomerRef(db: Db, patientId: number, vendor: string, customerRef: string): Promise<void> {
  await db.insert(paymentCustomers).values({ patientId, vendor, customerRef }).onConflictDoNothing();
}

export async function insertPaymentMethod(db: Db, row: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
  const [inserted] = await db.insert(paymentMethods).values(row).returning();
  return inserted!;
}

/** The patient's payment method: the newest one not removed. */
export async function findCurrentPaymentMethod(db: Db, patientId: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return row;
}

export async function findPaymentMethodById(db: Db, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/**
 * The other patients whose payment methods (removed ones too) share a processor fingerprint with
 * any of this patient's: the same card behind two accounts.
 */
export async function findPatientsSharingFingerprint(db: Db, patientId: number): Promise<number[]> {
  const own = db
    .select({ fingerprint: paymentMethods.fingerprint })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), isNotNull(paymentMethods.fingerprint)));
  const rows = await db
    .selectDistinct({ patientId: paymentMethods.patientId })
    .from(paymentMethods)
    .where(and(inArray(paymentMethods.fingerprint, own), ne(paymentMethods.patientId, patientId)));
  return rows.map((row) => row.patientId);
}
