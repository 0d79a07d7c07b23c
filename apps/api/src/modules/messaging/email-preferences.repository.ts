import type { Db } from '../../db/client';
import { emailPreferenceChanges } from '../../db/schema/index';

export async function insertEmailPreferenceChange(
  db: Db,
  values: { email: string; brandId: number; action: 'double-opt-in' | 'unsubscribe'; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(emailPreferenceChanges).values(values);
}
