import type { Brand, EmailVerificationStatus } from '@app/domain/contracts';
import { EMAIL_TOKEN_TTL_HOURS, VERIFICATION_EMAILS_PER_DAY, VERIFICATION_EMAILS_PER_WINDOW } from '@app/domain/constants';
import { MESSAGES, verificationEmail } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { patientEvent, recordAudit } from '../audit';
import { markPatientEmailVerified, getSignedInPatient } from '../patients';
import { resumePathOfOpenVisit } from '../journeys';
import { findLastEmailTokenTime, insertEmailToken, retireEmailTokens, useEmailToken } from './email-tokens.repository';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { generateLinkToken, hashLinkToken } from './verification-secrets';
import { consumeSendAllowance } from './send-limits';

/** The path of the link in the email; GET, because it is opened from a mail client. */
export const VERIFY_EMAIL_PATH = '/auth/verify-email';

export interface EmailVerificationDeps extends EmailOutbox {
  db: Db;
  /** Whether GET /dev/auth/verify is routed (never in production). */
  canAutoVerify: boolean;
}

/** Where the patient stands: verified or not, and when the last link was sent. */
export async function getEmailVerificationStatus(deps: EmailVerificationDeps, patientId: number): Promise<EmailVerificationStatus> {
  const patient = await getSignedInPatient(deps.db, patientId);
  const lastSentAt = await findLastEmailTokenTime(deps.db, patientId);
  return {
    email: patient.email,
    verifiedAt: patient.emailVerifiedAt?.toISOString() ?? null,
    lastSentAt: lastSentAt?.toISOString() ?? null,
    canAutoVerify: deps.canAutoVerify,
  };
}

/**
 * POST /api/patient/send-verification-email: emails a single-use link (the "Resend email" button
 * calls it again). Earlier links keep working until used or expired: each is 256 random bits,
 * and a patient clicking the first email after asking for a second should not hit a dead link.
 */
export async function sendVerificationEmail(
  deps: EmailVerificationDeps,
  patientId: number,
  brand: Brand,
  appOrigin: string,
): Promise<{ message: string; data: EmailVerificationStatus }> {
  const patient = await getSignedInPatient(deps.db, patientId);
  if (patient.emailVerifiedAt) {
    return { message: MESSAGES.emailVerification.alreadyVerified, data: await getEmailVerificationStatus(deps, patientId) };
  }
  await consumeSendAllowance(deps.db, [`email:verify:account:${patientId}`], {
    perWindow: VERIFICATION_EMAILS_PER_WINDOW,
    perDay: VERIFICATION_EMAILS_PER_DAY,
    message: MESSAGES.emailVerification.tooManyEmails,
  });
  const token = generateLinkToken();
  const now = new Date();
  await insertEmailToken(deps.db, {
    tokenHash: hashLinkToken(token),
    patientId,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_HOURS * 3_600_000),
  });
  const email = verificationEmail(brand.name, `${appOrigin}${VERIFY_EMAIL_PATH}?token=${token}`, EMAIL_TOKEN_TTL_HOURS);
  await deliverEmail(deps.db, deps, {
    brandId: brand.id,
    patientId,
    template: 'email-verification',
    to: patient.email.toLowerCase(),
    subject: email.subject,
    body: email.body,
    recordBody: verificationEmail(brand.name, `${appOrigin}${VERIFY_EMAIL_PATH}?token=…`, EMAIL_TOKEN_TTL_HOURS).body,
  });
  return { message: MESSAGES.emailVerification.sent, data: await getEmailVerificationStatus(deps, patientId) };
}

/**
 * The link in the email: uses the token up and marks the address verified. Answers the patient
 * it verified, or undefined for an unknown, used or expired token. It never signs anyone in:
 * the link proves the mailbox, not the person holding it. The change and its audit row are one
 * unit of work.
 */
export async function verifyEmailByToken(db: Db, token: string, ipAddress: string): Promise<number | undefined> {
  if (!token) {
    return undefined;
  }
  const now = new Date();
  return withTransaction(db, async (tx) => {
    const patientId = await useEmailToken(tx, hashLinkToken(token), now);
    if (patientId === undefined) {
      return undefined;
    }
    await markPatientEmailVerified(tx, patientId, now);
    await retireEmailTokens(tx, patientId, now);
    // Whoever opened the link acted for the mailbox's owner (ADR 116).
    await recordAudit(tx, patientEvent(patientId, 'account.email-verify', ipAddress));
    return patientId;
  });
}

/** GET /dev/auth/verify: verifies the signed-in patient's address without an email. */
export async function autoVerifyEmail(deps: EmailVerificationDeps, patientId: number): Promise<EmailVerificationStatus> {
  await getSignedInPatient(deps.db, patientId);
  const now = new Date();
  await markPatientEmailVerified(deps.db, patientId, now);
  await retireEmailTokens(deps.db, patientId, now);
  return getEmailVerificationStatus(deps, patientId);
}

/** Where a verified patient continues: their newest unfinished visit's next step, else home. */
export async function pathAfterVerification(db: Db, patientId: number): Promise<string> {
  return (await resumePathOfOpenVisit(db, patientId)) ?? '/';
}
