import { z } from 'zod';

/**
 * The patient's side of the care team added in issue 14 (ADR 120): the provider's open requests
 * for more photos, and the care team's usual reply time.
 */

const IsoDateSchema = z.string().datetime();

/** A provider's request for more photos of one of the patient's visits, not answered yet. */
export const PatientPhotoRequestSchema = z.object({
  id: z.number().int(),
  visitUuid: z.string(),
  /** Who asked; the care team when their account is gone. */
  providerName: z.string(),
  /** What the provider asks the patient to photograph, in their words. */
  note: z.string(),
  requestedAt: IsoDateSchema,
});
export type PatientPhotoRequest = z.infer<typeof PatientPhotoRequestSchema>;

/** `GET /api/patient/photo-requests`: open requests, newest first. */
export const PatientPhotoRequestsResponseSchema = z.object({ data: z.array(PatientPhotoRequestSchema) });

/** `GET /api/patient/care-messages/reply-time`: the median first-answer wait of the last 30 days. */
export const CareReplyTimeSchema = z.object({
  /** Null while the window holds too few answers to say what is usual. */
  usualReplyMinutes: z.number().int().nonnegative().nullable(),
});
export type CareReplyTime = z.infer<typeof CareReplyTimeSchema>;
export const CareReplyTimeResponseSchema = z.object({ data: CareReplyTimeSchema });
