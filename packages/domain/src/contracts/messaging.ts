import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/limits';

/**
 * HTTP shapes of the messaging module (001 §7.4, §7.1): phone numbers and codes, texts, email
 * verification, email preferences and the development outbox. Field rules with the spec's
 * messages (phone, code, email) are checked by the services, so the schemas only bound sizes.
 */

const PHONE_INPUT_MAX = 40;

/** The phone number object of 000 §3: the stored ten digits and when they were confirmed. */
export const PhoneNumberSchema = z.object({ number: z.string().nullable(), confirmedAt: z.string().nullable() });
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;
export const PhoneNumberResponseSchema = z.object({ data: PhoneNumberSchema });

export const RequiresVerificationResponseSchema = z.object({ data: z.object({ requiresVerification: z.boolean() }) });
export type RequiresVerification = z.infer<typeof RequiresVerificationResponseSchema>['data'];

/** PATCH /app/users/self/phone-number. */
export const UpdatePhoneRequestSchema = z.object({ phone: z.string().max(PHONE_INPUT_MAX).default('') });

/** POST /api/phone-number/send-confirmation. */
export const SendConfirmationRequestSchema = z.object({ phoneNumber: z.string().max(PHONE_INPUT_MAX).default('') });
export const SendConfirmationResponseSchema = z.object({
  data: z.object({ phoneNumber: z.string(), expiresAt: z.string() }),
});
export type SendConfirmationResponse = z.infer<typeof SendConfirmationResponseSchema>;

/** POST /api/phone-number/confirm: `token` is the four-digit code. */
export const ConfirmPhoneRequestSchema = z.object({ token: z.string().max(20).default('') });
export const ConfirmPhoneResponseSchema = z.object({ data: z.object({ number: z.string(), confirmedAt: z.string() }) });
export type ConfirmPhoneResponse = z.infer<typeof ConfirmPhoneResponseSchema>;

/** POST /api/patient/sms-preferences: the booleans of 001 §3; either may be left out. */
export const SmsPreferencesRequestSchema = z
  .object({ sms_transactional_enabled: z.boolean(), sms_marketing_enabled: z.boolean() })
  .partial()
  .strict();
export const SmsPreferencesResponseSchema = z.object({
  data: z.object({ sms_transactional_enabled: z.boolean(), sms_marketing_enabled: z.boolean() }),
});

/** POST /api/patient/sms-message: the texts a patient can ask for. */
export const SmsMessageRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('photo_upload_link'), visitUuid: z.string().max(64) }),
]);
export type SmsMessageRequest = z.infer<typeof SmsMessageRequestSchema>;
export const MessageResponseSchema = z.object({ message: z.string() });

/** Where the patient stands with email verification (ours: the spec shows no such call). */
export const EmailVerificationStatusSchema = z.object({
  email: z.string(),
  verifiedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  /** The development-only "Auto-verify email" call is routed (never in production). */
  canAutoVerify: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatusSchema>;
export const EmailVerificationStatusResponseSchema = z.object({ data: EmailVerificationStatusSchema });
export const SendVerificationEmailResponseSchema = z.object({ message: z.string(), data: EmailVerificationStatusSchema });

/** GET /auth/verify-email?token=… (the link in the email). */
export const VerifyEmailQuerySchema = z.object({ token: z.string().max(200).default('') });

const PreferenceEmail = z.string().max(EMAIL_MAX_LENGTH + 50).default('');

/** POST /iterable/preferences/double-opt-in. */
export const DoubleOptInRequestSchema = z.object({
  messageTypeId: z.number().int().positive().max(2_147_483_647),
  email: PreferenceEmail,
});
export type DoubleOptInRequest = z.infer<typeof DoubleOptInRequestSchema>;

/** Iterable's subscription groups. */
export const SUBSCRIPTION_GROUPS = ['emailList', 'messageType', 'messageChannel'] as const;

/** POST /iterable/preferences/unsubscribe. */
export const UnsubscribeRequestSchema = z.object({
  subscriptionGroup: z.enum(SUBSCRIPTION_GROUPS),
  subscriptionGroupId: z.number().int().positive().max(2_147_483_647),
  email: PreferenceEmail,
});
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

/** GET /dev/outbox (development only). */
export const OutboxQuerySchema = z.object({
  recipient: z.string().max(300).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/** A file sent with an email: a calendar invitation (`text/calendar`). */
export const EmailAttachmentSchema = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type EmailAttachment = z.infer<typeof EmailAttachmentSchema>;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string(),
  brandId: z.number().int(),
  adapter: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(EmailAttachmentSchema),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = z.object({ data: z.array(OutboxMessageSchema) });
