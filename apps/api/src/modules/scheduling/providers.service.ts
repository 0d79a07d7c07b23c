import type { Db } from '../../db/client';
import type { ProviderRow } from '../../db/schema/index';
import { findProvidersByIds, insertProvider } from './providers.repository';

/** Providers' names by id, for pages that show who prescribed or wrote (ADR 112). */
export async function providerNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await findProvidersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether a provider exists and is active: only they prescribe and write to patients. */
export async function isActiveProvider(db: Db, providerId: number): Promise<boolean> {
  const [row] = await findProvidersByIds(db, [providerId]);
  return row?.isActive === true;
}

/** Adds a provider with no slots (a care-team account's provider row, before a calendar). */
export async function addProvider(db: Db, values: { name: string; languages: string[] }): Promise<ProviderRow> {
  return insertProvider(db, values);
}
