import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmPhoneRequestSchema, ConfirmPhoneResponseSchema, MessageResponseSchema, PhoneNumberResponseSchema, RequiresVerificationResponseSchema, SendConfirmationRequestSchema, SendConfirmationResponseSchema, SmsMessageRequestSchema, SmsPreferencesRequestSchema, SmsPreferencesResponseSchema, UpdatePhoneRequestSchema } from '@app/domain/contracts';
import {
  confirmPhone,
  getPhoneNumber,
  requiresVerification,
  sendConfirmationCode,
  updatePhone,
  type PhoneVerificationDeps,
} from './phone-verification.service';
import { sendRequestedSms, updateSmsPreferences } from './sms.service';
import { patientIdOf } from '../../http/audience';

const tags = ['messaging'];

/** Phone numbers, codes and texts of 001 §7.1 and §7.4; every route is for the signed-in patient. */
export const phoneNumberRoutes: FastifyPluginAsyncZod<PhoneVerificationDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/phone-number',
    { schema: { tags, summary: "The patient's phone number and when it was confirmed", response: { 200: PhoneNumberResponseSchema } } },
    async (request) => ({ data: await getPhoneNumber(db, patientIdOf(request)) }),
  );

  app.get(
    '/api/phone-number/requires-verification',
    {
      schema: {
        tags,
        summary: "Whether the patient's number still needs a code (none stored, or not confirmed)",
        response: { 200: RequiresVerificationResponseSchema },
      },
    },
    async (request) => ({ data: { requiresVerification: await requiresVerification(db, patientIdOf(request)) } }),
  );

  app.patch(
    '/app/users/self/phone-number',
    {
      config: { auditAction: 'account.phone-change' },
      schema: {
        tags,
        summary: 'Save the phone number (a changed number loses its confirmation)',
        body: UpdatePhoneRequestSchema,
        response: { 200: PhoneNumberResponseSchema },
      },
    },
    async (request) => ({ data: await updatePhone(db, patientIdOf(request), request.body.phone) }),
  );

  app.post(
    '/api/phone-number/send-confirmation',
    {
      config: { auditAction: 'account.phone-code-send' },
      schema: {
        tags,
        summary: 'Text a four-digit code to the number (3 per 15 minutes and 10 a day, per number and per account)',
        body: SendConfirmationRequestSchema,
        response: { 200: SendConfirmationResponseSchema },
      },
    },
    async (request) => ({
      data: await sendConfirmationCode(deps, patientIdOf(request), request.brand, request.body.phoneNumber),
    }),
  );

  app.post(
    '/api/phone-number/confirm',
    {
      config: { auditAction: 'account.phone-confirm' },
      schema: {
        tags,
        summary: 'Check the code: confirms the number it was sent to (5 tries per code, 10 minutes)',
        body: ConfirmPhoneRequestSchema,
        response: { 200: ConfirmPhoneResponseSchema },
      },
    },
    async (request) => ({ data: await confirmPhone(deps, patientIdOf(request), request.body.token) }),
  );

  app.post(
    '/api/patient/sms-preferences',
    {
      config: { auditAction: 'account.sms-preferences' },
      schema: {
        tags,
        summary: 'Turn transactional or marketing texts on or off',
        body: SmsPreferencesRequestSchema,
        response: { 200: SmsPreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await updateSmsPreferences(db, patientIdOf(request), request.body) }),
  );

  app.post(
    '/api/patient/sms-message',
    {
      config: { auditAction: 'sms.request' },
      schema: {
        tags,
        summary: 'Text the patient a link they asked for (photo_upload_link: /v/{visitUuid}); needs a confirmed number',
        body: SmsMessageRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      message: await sendRequestedSms(
        deps,
        patientIdOf(request),
        request.brand,
        `${request.protocol}://${request.host}`,
        request.body,
      ),
    }),
  );
};
