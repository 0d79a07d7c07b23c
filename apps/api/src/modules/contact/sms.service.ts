import type { Brand, SmsMessageRequest } from '@app/domain/contracts';
import { SMS_SENDS_PER_DAY, SMS_SENDS_PER_WINDOW } from '@app/domain/constants';
import { MESSAGES, photoUploadLinkText } from '@app/domain/messages';
import { toE164 } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { setPatientSmsPreferences, getSignedInPatient } from '../patients';
import { getOwnVisit } from '../visits';
import { deliverSms, type SmsOutbox } from '../messaging';
import { consumeSendAllowance } from './send-limits';

export interface SmsPreferences {
  sms_transactional_enabled: boolean;
  sms_marketing_enabled: boolean;
}

/** POST /api/patient/sms-preferences: changes the flags given, keeps the others. */
export async function updateSmsPreferences(db: Db, patientId: number, change: Partial<SmsPreferences>): Promise<SmsPreferences> {
  await getSignedInPatient(db, patientId);
  const patient = await setPatientSmsPreferences(db, patientId, {
    ...(change.sms_transactional_enabled === undefined ? {} : { smsTransactionalEnabled: change.sms_transactional_enabled }),
    ...(change.sms_marketing_enabled === undefined ? {} : { smsMarketingEnabled: change.sms_marketing_enabled }),
  });
  return {
    sms_transactional_enabled: patient.smsTransactionalEnabled,
    sms_marketing_enabled: patient.smsMarketingEnabled,
  };
}

/**
 * POST /api/patient/sms-message: a text the patient asked for. Only to a confirmed number (an
 * unconfirmed one may be mistyped and reach a stranger), with the same limits as codes but
 * counted apart, so asking for a link never uses up the codes.
 */
export async function sendRequestedSms(
  deps: SmsOutbox & { db: Db },
  patientId: number,
  brand: Brand,
  appOrigin: string,
  request: SmsMessageRequest,
): Promise<string> {
  const { db } = deps;
  const patient = await getSignedInPatient(db, patientId);
  switch (request.type) {
    case 'photo_upload_link': {
      // Another patient's visit answers 404 before anything about this patient's phone is said.
      const visit = await getOwnVisit(db, patientId, request.visitUuid);
      if (!patient.phone || !patient.phoneConfirmedAt) {
        throw validationError({ phone: [MESSAGES.phoneVerification.phoneNotConfirmed] });
      }
      await consumeSendAllowance(db, [`sms:link:account:${patientId}`, `sms:link:phone:${patient.phone}`], {
        perWindow: SMS_SENDS_PER_WINDOW,
        perDay: SMS_SENDS_PER_DAY,
        message: MESSAGES.phoneVerification.tooManyTexts,
      });
      // The link only opens the visit for its signed-in owner, so it is no secret in the record.
      const body = photoUploadLinkText(brand.name, `${appOrigin}/v/${visit.uuid}`);
      await deliverSms(db, deps, {
        brandId: brand.id,
        patientId,
        template: 'photo-upload-link',
        to: toE164(patient.phone),
        body,
        recordBody: body,
      });
      return MESSAGES.phoneVerification.photoLinkSent;
    }
  }
}
