import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, type PatientRow } from '../../db/schema/index';

export interface ShippingAddressValues {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipcode: string;
  firstname: string;
  lastname: string;
  phone: string | undefined;
}

/** `column` when it holds a name, else `value`: decided in the statement, so a concurrent legal-name save wins. */
const keepOrFill = (column: AnyColumn, value: string) =>
  sql`coalesce(nullif(btrim(${column}), ''), ${value})`;

/**
 * Stores the shipping address and marks its entry done, in one statement. The names and phone
 * fill only empty ones: a legal name or a phone on file is never replaced (ADR 105).
 */
export async function updatePatientShippingAddress(
  db: Db,
  id: number,
  values: ShippingAddressValues,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      state: values.state,
      zipcode: values.zipcode,
      firstname: keepOrFill(patients.firstname, values.firstname),
      lastname: keepOrFill(patients.lastname, values.lastname),
      ...(values.phone === undefined ? {} : { phone: keepOrFill(patients.phone, values.phone) }),
      hasCompletedShippingAddressEntry: true,
      updatedAt: new Date(),
    })
    .where(eq(patients.id, id))
    .returning();
  return row;
}
