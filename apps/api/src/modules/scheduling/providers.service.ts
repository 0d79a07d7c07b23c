import type { Db } from '../../db/client';
import { findProvidersByIds } from './providers.repository';

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
