import type { BrandTransferDetailsRequest, BrandTransferDetailsResponse } from '@app/domain/contracts';
import { MINIMUM_AGE, TREATMENT_CATEGORIES, isUsStateCode } from '@app/domain/constants';
import { evaluateEligibility } from '@app/domain/eligibility';
import { brandTransferEmail, MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { normalizeEmail, validateEmail, ageOn, calendarDateOf, isPlausibleBirthdate, parseIsoDate, parseUsDate, toIsoDate, type CalendarDate, addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { consumeAttempt, type RateLimit } from '../rate-limits';
import type { TransferTokenSealer } from './brand-transfer-token';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import { deleteSessionsOfPatient } from './brand-transfer.repository';
import { unlinkSocialIdentities } from './social-identities.repository';
import { findAccountToTransfer, findPatient, findPatientOnBrand, moveToBrand } from '../patients';
import { patientEvent, recordAudit } from '../audit';

/** How long the emailed link works. */
export const BRAND_TRANSFER_LINK_MINUTES = 30;
/** Links per email address and window: enough for a lost email, too few to flood a mailbox. */
export const BRAND_TRANSFER_EMAILS_PER_ADDRESS = 3;

export interface BrandTransferSettings {
  sealer: TransferTokenSealer;
  /** How the link's email leaves (messaging's outbox). */
  outbox: EmailOutbox;
  unavailableStates: readonly string[];
  /** Details requests per client address and window (each may send an email). */
  addressLimit: RateLimit;
  windowMinutes: number;
  /** The caller's address, for the account's audit row. */
  ipAddress: string;
}

export interface TargetBrand {
  id: number;
  name: string;
  /** `https://host` of the brand, for the link. */
  origin: string;
}

function checkDetails(input: BrandTransferDetailsRequest, today: CalendarDate): { errors: FieldErrors; dob: CalendarDate | null } {
  const errors: FieldErrors = {};
  const emailError = validateEmail(input.email);
  if (emailError) {
    addFieldError(errors, 'email', emailError);
  }
  const dob = input.dob ? parseUsDate(input.dob) : null;
  if (!input.dob) {
    addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateRequired);
  } else if (!dob || !isPlausibleBirthdate(dob, today)) {
    addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateInvalid);
  } else if (ageOn(dob, today) < MINIMUM_AGE) {
    addFieldError(errors, 'dob', MESSAGES.legalName.underMinimumAge);
  }
  if (!input.state) {
    addFieldError(errors, 'state', MESSAGES.brandTransfer.stateRequired);
  } else if (!isUsStateCode(input.state)) {
    addFieldError(errors, 'state', MESSAGES.eligibility.stateOrZipRequired);
  }
  if (input.acceptedTOS !== true) {
    addFieldError(errors, 'acceptedTOS', MESSAGES.eligibility.termsRequired);
  }
  return { errors, dob };
}

function evaluateSkin(birthdate: CalendarDate, state: string, settings: BrandTransferSettings, today: CalendarDate) {
  // Transfers exist for skin sign-ups only (001 §4: hair patients are not sent to the transfer page).
  return evaluateEligibility({
    birthdate,
    state,
    treatmentCategories: [TREATMENT_CATEGORIES.skin],
    unavailableStates: settings.unavailableStates,
    today,
  });
}

/**
 * `POST /api/patient/brand/transfer`: checks the details this brand needs (date of birth, state,
 * terms), answers with the availability notice when the brand cannot serve the visitor, and
 * otherwise emails a one-time link to the account of that email on the other brand, if there is
 * one. The answer is the same whether or not an account was found.
 */
export async function requestBrandTransfer(
  db: Db,
  brand: TargetBrand,
  input: BrandTransferDetailsRequest,
  settings: BrandTransferSettings,
  now = new Date(),
): Promise<BrandTransferDetailsResponse['data']> {
  const today = calendarDateOf(now);
  const { errors, dob } = checkDetails(input, today);
  if (hasFieldErrors(errors) || !dob) {
    throw validationError(errors);
  }
  const outcome = evaluateSkin(dob, input.state, settings, today);
  if (!outcome.isEligible) {
    const userMessage = INELIGIBLE_USER_MESSAGES[outcome.reason];
    return { isEligible: false, ineligibleReason: { reason: outcome.reason, userMessage }, message: userMessage };
  }
  const email = normalizeEmail(input.email);
  await consumeAttempt(db, settings.addressLimit, now);
  await consumeAttempt(
    db,
    { key: `brand-transfer:email:${email}`, max: BRAND_TRANSFER_EMAILS_PER_ADDRESS, windowMinutes: settings.windowMinutes },
    now,
  );
  const isTakenHere = (await findPatientOnBrand(db, brand.id, email)) !== undefined;
  const candidate = isTakenHere ? undefined : await findAccountToTransfer(db, brand.id, email);
  if (candidate) {
    await sendTransferLink(db, brand, candidate, { dob: toIsoDate(dob), state: input.state }, settings, now);
  }
  return { isEligible: true, ineligibleReason: null, message: MESSAGES.brandTransfer.linkSent };
}

async function sendTransferLink(
  db: Db,
  brand: TargetBrand,
  candidate: PatientRow,
  details: { dob: string; state: string },
  settings: BrandTransferSettings,
  now: Date,
): Promise<void> {
  const token = settings.sealer.seal({
    patientId: candidate.id,
    sourceBrandId: candidate.brandId,
    targetBrandId: brand.id,
    email: normalizeEmail(candidate.email),
    dob: details.dob,
    state: details.state,
    acceptedTosAt: now.getTime(),
    expiresAt: now.getTime() + BRAND_TRANSFER_LINK_MINUTES * 60_000,
  });
  const url = `${brand.origin}/auth/welcome?token=${token}`;
  const { subject, body } = brandTransferEmail(brand.name, url, BRAND_TRANSFER_LINK_MINUTES);
  await deliverEmail(db, settings.outbox, {
    brandId: brand.id,
    patientId: candidate.id,
    template: 'brand-transfer-link',
    to: candidate.email,
    subject,
    body,
    // A real provider keeps only this copy: the live link must not sit in the database.
    recordBody: brandTransferEmail(brand.name, '[link removed]', BRAND_TRANSFER_LINK_MINUTES).body,
  });
}

const linkInvalid = () => validationError({ token: [MESSAGES.brandTransfer.linkInvalid] });

/**
 * `POST /api/register/brand-transfer/complete`: the emailed link proves the visitor reads the
 * account's mailbox; the account moves to this brand with the details given, its sessions on the
 * other brand end, and the caller signs it in here.
 */
export async function completeBrandTransfer(
  db: Db,
  brand: TargetBrand,
  token: string,
  settings: BrandTransferSettings,
  now = new Date(),
): Promise<PatientRow> {
  const claims = token ? settings.sealer.open(token, now) : null;
  if (!claims || claims.targetBrandId !== brand.id) {
    throw linkInvalid();
  }
  const patient = await findPatient(db, claims.patientId);
  const isSameAccount =
    patient !== undefined &&
    patient.brandId === claims.sourceBrandId &&
    normalizeEmail(patient.email) === claims.email &&
    patient.deletionRequestedAt === null;
  if (!patient || !isSameAccount) {
    throw linkInvalid();
  }
  if (await findPatientOnBrand(db, brand.id, claims.email)) {
    throw validationError({ email: [MESSAGES.email.taken] });
  }
  // The date of birth on file wins: it decides whether a guardian must consent and is not changed here.
  const birthdate = parseIsoDate(patient.dateOfBirth ?? claims.dob);
  const outcome = birthdate ? evaluateSkin(birthdate, claims.state, settings, calendarDateOf(now)) : null;
  if (outcome && !outcome.isEligible) {
    throw validationError({ eligibility: [INELIGIBLE_USER_MESSAGES[outcome.reason]] });
  }
  const move = {
    patientId: patient.id,
    fromBrandId: claims.sourceBrandId,
    toBrandId: brand.id,
    state: claims.state,
    dateOfBirth: patient.dateOfBirth ? undefined : claims.dob,
    acceptedTosAt: new Date(claims.acceptedTosAt),
    // Opening the emailed link proves the address.
    emailVerifiedAt: patient.emailVerifiedAt ?? now,
  };
  try {
    // One unit of work: the account changes brand, its sessions on the old brand end and its social
    // sign-in links (kept per brand) go, with its audit row, or none of it happens.
    const moved = await withTransaction(db, async (tx) => {
      const row = await moveToBrand(tx, move);
      if (row) {
        await deleteSessionsOfPatient(tx, row.id);
        await unlinkSocialIdentities(tx, row.id);
        const subject = { fromBrandId: move.fromBrandId, toBrandId: move.toBrandId };
        await recordAudit(tx, patientEvent(row.id, 'account.brand-transfer', settings.ipAddress, { subject }));
      }
      return row;
    });
    if (!moved) {
      throw linkInvalid();
    }
    return moved;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw validationError({ email: [MESSAGES.email.taken] });
    }
    throw error;
  }
}
