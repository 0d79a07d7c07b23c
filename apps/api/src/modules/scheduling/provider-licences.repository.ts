import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerLicences, providers, type ProviderRow } from '../../db/schema/index';

export async function findLicensedStates(db: Db, providerId: number): Promise<string[]> {
  const rows = await db.select({ state: providerLicences.state }).from(providerLicences).where(eq(providerLicences.providerId, providerId)).orderBy(asc(providerLicences.state));
  return rows.map((row) => row.state);
}

/** Every provider with their licensed states, sorted, by name (one statement). */
export async function findProvidersWithStates(db: Db): Promise<{ provider: ProviderRow; states: string[] }[]> {
  return db
    .select({
      provider: providers,
      states: sql<string[]>`coalesce(array_agg(${providerLicences.state} order by ${providerLicences.state}) filter (where ${providerLicences.state} is not null), '{}')`,
    })
    .from(providers)
    .leftJoin(providerLicences, eq(providerLicences.providerId, providers.id))
    .groupBy(providers.id)
    .orderBy(asc(providers.name), asc(providers.id));
}

/** The provider's row locked for the caller's transaction: two edits of one provider's states go one after the other. */
export async function lockProvider(tx: Db, providerId: number): Promise<ProviderRow | undefined> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, providerId)).for('update');
  return row;
}

/** Replaces the provider's states with `states`, in the caller's transaction. */
export async function replaceLicensedStates(tx: Db, providerId: number, states: readonly string[]): Promise<void> {
  await tx.delete(providerLicences).where(eq(providerLicences.providerId, providerId));
  if (states.length > 0) {
    await tx.insert(providerLicences).values(states.map((state) => ({ providerId, state })));
  }
}
