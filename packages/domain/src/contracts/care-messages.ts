import { z } from 'zod';
import {
  CARE_MESSAGE_MAX_LENGTH,
  CARE_MESSAGE_MAX_PHOTOS,
  CARE_MESSAGE_SENDERS,
  CARE_SUBJECT_MAX_LENGTH,
  PATIENT_MESSAGE_STATUSES,
} from '../care/care-messages';

const IsoDateSchema = z.string().datetime();

/**
 * Bodies are taken as any text up to a generous bound and checked by the service after trimming,
 * so an empty or too long text answers the field's own message rather than a schema's.
 */
const LooseText = z.string().max(CARE_MESSAGE_MAX_LENGTH * 4);
/** A row id: a PostgreSQL `serial`, so at most 2^31 - 1. */
const RowIdSchema = z.number().int().positive().max(2_147_483_647);
const PhotoIdsSchema = z.array(RowIdSchema).max(CARE_MESSAGE_MAX_PHOTOS * 4).optional();

/** `POST /api/patient/care-messages`: a new thread with its first message. */
export const StartCareThreadRequestSchema = z.object({
  subject: z.string().max(CARE_SUBJECT_MAX_LENGTH * 4),
  body: LooseText,
  photoIds: PhotoIdsSchema,
});
export type StartCareThreadRequest = z.infer<typeof StartCareThreadRequestSchema>;

/** `POST /api/patient/care-messages/{threadId}/messages`: a reply in a thread. */
export const CareReplyRequestSchema = z.object({ body: LooseText, photoIds: PhotoIdsSchema });
export type CareReplyRequest = z.infer<typeof CareReplyRequestSchema>;

export const CareThreadParamsSchema = z.object({ threadId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A photo on a message, through a short-lived signed link (ADR 031). */
export const CareAttachmentSchema = z.object({ photoId: z.number().int(), url: z.string() });

export const CareMessageViewSchema = z.object({
  id: z.number().int(),
  sender: z.enum(CARE_MESSAGE_SENDERS),
  /** The provider's name on a care-team message; null on the patient's own. */
  providerName: z.string().nullable(),
  body: z.string(),
  sentAt: IsoDateSchema,
  /** A patient's message: sent, read by the care team, answered; null on a care-team message. */
  status: z.enum(PATIENT_MESSAGE_STATUSES).nullable(),
  /** A care-team message: whether the patient has read it. */
  isUnread: z.boolean(),
  attachments: z.array(CareAttachmentSchema),
});
export type CareMessageView = z.infer<typeof CareMessageViewSchema>;

export const CareThreadSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  lastMessageAt: IsoDateSchema,
  messageCount: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type CareThreadSummary = z.infer<typeof CareThreadSummarySchema>;

/** `GET /api/patient/care-messages`: the patient's threads, latest activity first. */
export const CareThreadsResponseSchema = z.object({
  data: z.object({ unreadCount: z.number().int().nonnegative(), threads: z.array(CareThreadSummarySchema) }),
});
export type CareThreads = z.infer<typeof CareThreadsResponseSchema>['data'];

/** `GET /api/patient/care-messages/unread`: the dashboard link's count. */
export const CareUnreadResponseSchema = z.object({ data: z.object({ unreadCount: z.number().int().nonnegative() }) });

export const CareThreadViewSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  messages: z.array(CareMessageViewSchema),
});
export type CareThreadView = z.infer<typeof CareThreadViewSchema>;

/** A thread, oldest message first (GET, and the answer of a start or reply). */
export const CareThreadResponseSchema = z.object({ data: CareThreadViewSchema });

/** `POST /api/patient/care-message-photos` (multipart `file`): a photo ready to attach. */
export const CarePhotoResponseSchema = z.object({ data: CareAttachmentSchema });
export type CareAttachment = z.infer<typeof CareAttachmentSchema>;
