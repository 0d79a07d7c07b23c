import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { updatePatientShippingAddress, type ShippingAddressValues } from './address.repository';

export type { ShippingAddressValues } from './address.repository';

/**
 * The shipping address at checkout (001 §7.2), checked by the caller: the address replaces the one
 * on file, and the names and phone fill only empty ones (a legal name is never overwritten).
 */
export async function saveShippingAddress(
  db: Db,
  patientId: number,
  values: ShippingAddressValues,
): Promise<PatientRow> {
  const row = await updatePatientShippingAddress(db, patientId, values);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
  }
  return row;
}
