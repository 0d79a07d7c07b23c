import type { Db } from '../../db/client';
import { patientsSharingCard } from '../payments';
import { hasReferralToScreen, screenReferralByCard } from '../promotions';

/**
 * Refuses the patient's referral when they pay with the referrer's card or another referred
 * friend's (ADR 109: one person, several accounts). Run when a payment method is stored, so the
 * checkout page is priced without the welcome credit, and again before a checkout is priced.
 */
export async function screenReferralOfPatient(db: Db, patientId: number, now = new Date()): Promise<void> {
  // Most patients joined through no link: the fingerprint join is skipped for them.
  if (!(await hasReferralToScreen(db, patientId))) {
    return;
  }
  await screenReferralByCard(db, patientId, await patientsSharingCard(db, patientId), now);
}
