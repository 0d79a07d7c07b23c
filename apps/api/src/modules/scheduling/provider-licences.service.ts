import type { Db } from '../../db/client';
import { findLicensedStates, insertLicences } from './provider-licences.repository';

/** The states a provider is licensed in, sorted. */
export async function licensedStatesOf(db: Db, providerId: number): Promise<string[]> {
  return findLicensedStates(db, providerId);
}

/** Licenses a provider in more states (the care-team command, ADR 118); those held already stay. */
export async function addLicensedStates(db: Db, providerId: number, states: readonly string[]): Promise<void> {
  await insertLicences(db, providerId, [...new Set(states)]);
}
