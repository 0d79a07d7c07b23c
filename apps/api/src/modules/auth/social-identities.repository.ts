import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialIdentities } from '../../db/schema/index';

/** The patient id linked to a provider account; `providerKey` is `<provider>:<brandId>`. */
export async function findLinkedPatientId(db: Db, providerKey: string, subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ patientId: socialIdentities.patientId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, providerKey), eq(socialIdentities.subject, subject)));
  return row?.patientId;
}

export interface SocialIdentityValues {
  provider: string;
  subject: string;
  email: string | null;
}

/** Links a provider account to a patient; false when that provider account was linked meanwhile. */
export async function insertSocialIdentity(db: Db, patientId: number, values: SocialIdentityValues): Promise<boolean> {
  const [link] = await db
    .insert(socialIdentities)
    .values({ patientId, ...values })
    .onConflictDoNothing()
    .returning({ id: socialIdentities.id });
  return link !== undefined;
}

/** Removes a patient's provider links (they are kept per brand). */
export async function unlinkSocialIdentities(db: Db, patientId: number): Promise<void> {
  await db.delete(socialIdentities).where(eq(socialIdentities.patientId, patientId));
}
