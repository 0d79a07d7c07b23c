import type { Db } from '../../db/client';
import type { ProviderRow } from '../../db/schema/index';
import { findLicensedStates, findProvidersWithStates, lockProvider, replaceLicensedStates } from './provider-licences.repository';

/** The states a provider is licensed in, sorted. */
export async function licensedStatesOf(db: Db, providerId: number): Promise<string[]> {
  return findLicensedStates(db, providerId);
}

export interface ProviderWithStates {
  provider: ProviderRow;
  states: string[];
}

/** Every provider with the states they are licensed in, by name (ADR 119: the operator's table). */
export function providersWithStates(db: Db): Promise<ProviderWithStates[]> {
  return findProvidersWithStates(db);
}

/**
 * Replaces a provider's licensed states (the caller checked the codes), in the caller's
 * transaction under the provider's row lock; the states before, or undefined for no such provider.
 * Booking and the review queue read the same table, so the change holds from the next request.
 */
export async function setLicensedStates(tx: Db, providerId: number, states: readonly string[]): Promise<{ provider: ProviderRow; before: string[] } | undefined> {
  const provider = await lockProvider(tx, providerId);
  if (!provider) {
    return undefined;
  }
  const before = await findLicensedStates(tx, providerId);
  await replaceLicensedStates(tx, providerId, [...new Set(states)].sort());
  return { provider, before };
}
