import type { Db } from '../../db/client';
import { deleteExpiredEmailTokens } from './email-tokens.repository';
import { deleteExpiredPhoneCodes } from './phone-codes.repository';

/** Housekeeping: expired phone codes and email links are useless, and hashes are still data. */
export async function purgeExpiredVerifications(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredPhoneCodes(db, now);
  await deleteExpiredEmailTokens(db, now);
}
