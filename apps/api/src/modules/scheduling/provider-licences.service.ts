import type { Db } from '../../db/client';
import { findLicensedStates } from './provider-licences.repository';

/** The states a provider is licensed in, sorted. */
export async function licensedStatesOf(db: Db, providerId: number): Promise<string[]> {
  return findLicensedStates(db, providerId);
}
