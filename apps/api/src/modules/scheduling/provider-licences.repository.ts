import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerLicences } from '../../db/schema/index';

export async function findLicensedStates(db: Db, providerId: number): Promise<string[]> {
  const rows = await db.select({ state: providerLicences.state }).from(providerLicences).where(eq(providerLicences.providerId, providerId)).orderBy(asc(providerLicences.state));
  return rows.map((row) => row.state);
}
