import { NO_REGISTRATION_OUTCOME, type RegisterRequest, type RegisterResponse, type EligibilityData } from '@app/domain/contracts';
import { MINIMUM_AGE, isUsStateCode } from '@app/domain/constants';
import { evaluateEligibility } from '@app/domain/eligibility';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { validateAccountFields, normalizeEmail, ageOn, calendarDateOf, isPlausibleBirthdate, parseUsDate, toIsoDate, type CalendarDate, addFieldError, hasFieldErrors, type FieldErrors, isValidZip } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { PatientRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { consumeAttempt, type RateLimit } from '../rate-limits';
import { patientEvent, recordAudit } from '../audit';
import { hashPassword } from './passwords';
import { createPatient, findPatientOnBrand, hasAccountOnOtherBrand } from '../patients';

export type RegistrationResult =
  | { kind: 'answer'; response: Omit<RegisterResponse, 'user' | 'message'> }
  | { kind: 'created'; patient: PatientRow };

interface ResolvedProfile {
  dob: CalendarDate | null;
  state: string | null;
  zip: string | null;
}

export interface RegistrationContext {
  /** The visitor's eligibility result, when the flow began with the eligibility step. */
  eligibility: EligibilityData | undefined;
  unavailableStates: readonly string[];
  addressLimit: RateLimit;
  /** The caller's address, for the new account's audit row. */
  ipAddress: string;
}

/** Checks what only a full registration needs: consent, age and a sane profile. */
function checkProfile(
  input: RegisterRequest,
  { eligibility, unavailableStates }: RegistrationContext,
  today: CalendarDate,
  errors: FieldErrors,
): ResolvedProfile {
  if (eligibility?.ineligibleReason) {
    addFieldError(errors, 'eligibility', eligibility.ineligibleReason.userMessage);
  }
  if (input.acceptedTOS !== true && eligibility?.hasAcceptedTerms !== true) {
    addFieldError(errors, 'acceptedTOS', MESSAGES.eligibility.termsRequired);
  }
  const dobText = input.dob || eligibility?.birthdate || '';
  let dob: CalendarDate | null = null;
  if (dobText) {
    dob = parseUsDate(dobText);
    if (!dob || !isPlausibleBirthdate(dob, today)) {
      addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateInvalid);
    } else if (ageOn(dob, today) < MINIMUM_AGE) {
      addFieldError(errors, 'dob', MESSAGES.legalName.underMinimumAge);
    }
  }
  const state = input.state || eligibility?.state || null;
  if (state && !isUsStateCode(state)) {
    addFieldError(errors, 'state', MESSAGES.eligibility.stateOrZipRequired);
  }
  const zip = input.zip || eligibility?.zip || null;
  if (zip && !isValidZip(zip)) {
    addFieldError(errors, 'zip', MESSAGES.eligibility.zipInvalid);
  }
  if (!dobText && input.isAtLeast13 !== true) {
    // Without a birthdate the self-declared age box is the only age check (000 §5).
    addFieldError(errors, 'isAtLeast13', MESSAGES.account.ageConfirmationRequired);
  }
  if (!eligibility && dob && state && !hasFieldErrors(errors)) {
    // A profile sent straight to registration meets the same rules as the eligibility step.
    const outcome = evaluateEligibility({ birthdate: dob, state, treatmentCategories: [1], unavailableStates, today });
    if (!outcome.isEligible) {
      addFieldError(errors, 'eligibility', INELIGIBLE_USER_MESSAGES[outcome.reason]);
    }
  }
  return { dob, state, zip };
}

/**
 * The storefront's sign-up (ADR 154): the terms and age boxes themselves, whatever the session's
 * eligibility says, since a shop account takes no eligibility answer and no birthdate.
 */
function checkOtcConsent(input: RegisterRequest, errors: FieldErrors): void {
  if (input.acceptedTOS !== true) {
    addFieldError(errors, 'acceptedTOS', MESSAGES.eligibility.termsRequired);
  }
  if (input.isAtLeast13 !== true) {
    addFieldError(errors, 'isAtLeast13', MESSAGES.account.ageConfirmationRequired);
  }
}

const NO_PROFILE: ResolvedProfile = { dob: null, state: null, zip: null };

/** What a full request adds to the account fields' check: the shop's consent, or the visit's profile. */
function checkRegistration(input: RegisterRequest, context: RegistrationContext, now: Date, errors: FieldErrors): ResolvedProfile {
  if (input.otcSignup === true) {
    checkOtcConsent(input, errors);
    return NO_PROFILE;
  }
  return checkProfile(input, context, calendarDateOf(now), errors);
}

/**
 * Registration (001 §3, §4). An email-only request only answers which way the form goes next
 * (recognized, transfer or ask for a password) and stores nothing; a full request creates the
 * patient (with `otcSignup`, a shop account without a visit, ADR 154). Validation failures store
 * nothing. Attempts are limited per address, because the email-only answer tells whether an email
 * has an account.
 */
export async function registerPatient(
  db: Db,
  brandId: number,
  input: RegisterRequest,
  context: RegistrationContext,
  now = new Date(),
): Promise<RegistrationResult> {
  await consumeAttempt(db, context.addressLimit, now);
  const isEmailOnly = input.emailOnly === true;
  const errors = validateAccountFields({ email: input.email, password: input.password }, !isEmailOnly);
  const profile = isEmailOnly ? null : checkRegistration(input, context, now, errors);
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  const email = normalizeEmail(input.email);
  const existing = await findPatientOnBrand(db, brandId, email);
  const mayTransfer = input.disableInstantBrandTransfer !== true && !existing && (await hasAccountOnOtherBrand(db, brandId, email));

  if (isEmailOnly) {
    return {
      kind: 'answer',
      response: {
        ...NO_REGISTRATION_OUTCOME,
        emailOnly: true,
        recognizedEmail: existing !== undefined,
        isDeletingBrandAccount: existing?.deletionRequestedAt != null,
        canTransferBrand: mayTransfer,
        requestPassword: !existing && !mayTransfer,
      },
    };
  }
  if (existing) {
    throw validationError({ email: [MESSAGES.email.taken] });
  }
  if (mayTransfer) {
    return { kind: 'answer', response: { ...NO_REGISTRATION_OUTCOME, canTransferBrand: true } };
  }
  const isOtcSignup = input.otcSignup === true;
  const passwordHash = await hashPassword(input.password ?? '');
  // The account and its audit row (ADR 116) in one unit of work.
  const patient = await withTransaction(db, async (tx) => {
    const created = await createPatient(tx, {
      brandId,
      email,
      passwordHash,
      dateOfBirth: profile?.dob ? toIsoDate(profile.dob) : null,
      state: profile?.state ?? null,
      zipcode: profile?.zip ?? null,
      // A shop account keeps no eligibility answer: its first visit asks for one (ADR 154).
      eligibility: isOtcSignup ? null : (context.eligibility ?? null),
      acceptedTosAt: now,
      otcSignupAt: isOtcSignup ? now : null,
    });
    if (created) {
      await recordAudit(tx, patientEvent(created.id, 'account.register', context.ipAddress));
    }
    return created;
  });
  if (!patient) {
    // Lost a race with a concurrent registration of the same email.
    throw new AppError('VALIDATION_FAILED', MESSAGES.email.taken, { email: [MESSAGES.email.taken] });
  }
  return { kind: 'created', patient };
}
