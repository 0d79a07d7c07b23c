import type { DoubleOptInRequest, UnsubscribeRequest } from '@app/domain/contracts';
import { SMS_SEND_WINDOW_MINUTES, UNSUBSCRIBES_PER_ADDRESS_PER_WINDOW } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { validateEmail } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { getSignedInPatient } from '../patients';
import { consumeAttempt } from '../rate-limits';
import type { EmailPreferencesAdapter } from '../messaging';

export interface EmailPreferencesDeps {
  db: Db;
  emailPreferences: EmailPreferencesAdapter;
}

function requireEmail(value: string): string {
  const error = validateEmail(value);
  if (error) {
    throw validationError({ email: [error] });
  }
  return value.trim().toLowerCase();
}

/**
 * POST /iterable/preferences/double-opt-in: subscribes the signed-in patient's own address to a
 * message type. Another address is refused (403): double opt-in makes the email service write to
 * the address, which would let anyone have us email strangers.
 */
export async function requestDoubleOptIn(
  deps: EmailPreferencesDeps,
  patientId: number,
  brandId: number,
  request: DoubleOptInRequest,
): Promise<string> {
  const email = requireEmail(request.email);
  const patient = await getSignedInPatient(deps.db, patientId);
  if (patient.email.trim().toLowerCase() !== email) {
    throw new AppError('FORBIDDEN', MESSAGES.emailPreferences.notOwnEmail);
  }
  await deps.emailPreferences.doubleOptIn({ brandId, email, messageTypeId: request.messageTypeId, patientId });
  return MESSAGES.emailPreferences.saved;
}

/**
 * POST /iterable/preferences/unsubscribe: anyone may unsubscribe an address, signed in or not, as
 * the unsubscribe link of an email must work without logging in. Unsubscribing can only stop
 * mail, so the risk is a prank; a per-address limit keeps it small, and the answer is the same
 * for every address, so it reveals no accounts.
 */
export async function unsubscribe(
  deps: EmailPreferencesDeps,
  caller: { patientId: number | null; brandId: number; clientAddress: string },
  request: UnsubscribeRequest,
): Promise<string> {
  const email = requireEmail(request.email);
  await consumeAttempt(deps.db, {
    key: `unsubscribe:address:${caller.clientAddress}`,
    max: UNSUBSCRIBES_PER_ADDRESS_PER_WINDOW,
    windowMinutes: SMS_SEND_WINDOW_MINUTES,
  });
  await deps.emailPreferences.unsubscribe({
    brandId: caller.brandId,
    email,
    subscriptionGroup: request.subscriptionGroup,
    subscriptionGroupId: request.subscriptionGroupId,
    patientId: caller.patientId,
  });
  return MESSAGES.emailPreferences.saved;
}
