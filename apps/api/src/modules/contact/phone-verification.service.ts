import type { Brand, ConfirmPhoneResponse, PhoneNumber, SendConfirmationResponse } from '@app/domain/contracts';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES, SMS_SENDS_PER_DAY, SMS_SENDS_PER_WINDOW } from '@app/domain/constants';
import { MESSAGES, phoneCodeText } from '@app/domain/messages';
import { validateVerificationCode, normalizeUsPhoneNumber, toE164 } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { confirmPatientPhone, setPatientPhone, getSignedInPatient } from '../patients';
import { deliverSms, type SmsOutbox } from '../messaging';
import { consumePhoneCode, replacePhoneCode, takePhoneCodeAttempt } from './phone-codes.repository';
import { generateCode, type CodeHasher } from './verification-secrets';
import { consumeSendAllowance } from './send-limits';

export interface PhoneVerificationDeps extends SmsOutbox {
  db: Db;
  codes: CodeHasher;
}

function toPhoneNumber(patient: PatientRow): PhoneNumber {
  return { number: patient.phone, confirmedAt: patient.phoneConfirmedAt?.toISOString() ?? null };
}

/** The ten digits of a US number, or a 422 with the spec's message on `field`. */
export function requireUsPhone(value: string, field: string): string {
  const phone = normalizeUsPhoneNumber(value);
  if (!phone) {
    throw validationError({ [field]: [MESSAGES.phone.invalid] });
  }
  return phone;
}

/** The patient's phone number object (000 §3). */
export async function getPhoneNumber(db: Db, patientId: number): Promise<PhoneNumber> {
  return toPhoneNumber(await getSignedInPatient(db, patientId));
}

/** A number needs verifying until a code sent to it came back; none stored counts as unverified. */
export async function requiresVerification(db: Db, patientId: number): Promise<boolean> {
  const patient = await getSignedInPatient(db, patientId);
  return patient.phone === null || patient.phoneConfirmedAt === null;
}

/** PATCH /app/users/self/phone-number: saves the number; a new number is unconfirmed. */
export async function updatePhone(db: Db, patientId: number, input: string): Promise<PhoneNumber> {
  const phone = requireUsPhone(input, 'phone');
  await getSignedInPatient(db, patientId);
  return toPhoneNumber(await setPatientPhone(db, patientId, phone));
}

/**
 * Texts a new code to the number. Limits per number and per account stop text bombing and SMS
 * cost abuse; the new code replaces any earlier one.
 */
export async function sendConfirmationCode(
  deps: PhoneVerificationDeps,
  patientId: number,
  brand: Brand,
  input: string,
): Promise<SendConfirmationResponse['data']> {
  const phone = requireUsPhone(input, 'phoneNumber');
  await getSignedInPatient(deps.db, patientId);
  await consumeSendAllowance(deps.db, [`sms:code:account:${patientId}`, `sms:code:phone:${phone}`], {
    perWindow: SMS_SENDS_PER_WINDOW,
    perDay: SMS_SENDS_PER_DAY,
    message: MESSAGES.phoneVerification.tooManyCodes,
  });
  const now = new Date();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
  await replacePhoneCode(deps.db, { patientId, phone, codeHash: deps.codes.hash(patientId, phone, code), expiresAt }, now);
  await deliverSms(deps.db, deps, {
    brandId: brand.id,
    patientId,
    template: 'phone-verification-code',
    to: toE164(phone),
    body: phoneCodeText(brand.name, code, PHONE_CODE_TTL_MINUTES),
    recordBody: phoneCodeText(brand.name, '••••', PHONE_CODE_TTL_MINUTES),
  });
  return { phoneNumber: phone, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/phone-number/confirm: checks the code against the patient's latest one. Each check
 * uses one of the code's tries, counted before comparing; a right code confirms the number it
 * was sent to and is used up.
 */
export async function confirmPhone(deps: PhoneVerificationDeps, patientId: number, token: string): Promise<ConfirmPhoneResponse['data']> {
  const formatError = validateVerificationCode(token);
  if (formatError) {
    throw validationError({ token: [formatError] });
  }
  await getSignedInPatient(deps.db, patientId);
  const now = new Date();
  const code = await takePhoneCodeAttempt(deps.db, patientId, PHONE_CODE_MAX_ATTEMPTS, now);
  if (!code) {
    throw validationError({ token: [MESSAGES.phoneVerification.codeExpired] });
  }
  if (!deps.codes.matches(code.codeHash, patientId, code.phone, token)) {
    throw validationError({ token: [MESSAGES.phoneVerification.incorrectCode] });
  }
  if (!(await consumePhoneCode(deps.db, code.id, now))) {
    throw validationError({ token: [MESSAGES.phoneVerification.codeExpired] });
  }
  const patient = await confirmPatientPhone(deps.db, patientId, code.phone, now);
  return { number: code.phone, confirmedAt: patient.phoneConfirmedAt?.toISOString() ?? now.toISOString() };
}
