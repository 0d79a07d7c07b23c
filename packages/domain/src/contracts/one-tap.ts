import { z } from 'zod';

/** The one-tap links of the 3-day notice (issue 13 item 6; ADR 114): the token travels in the body, never the path. */
export const OneTapRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();

export const OneTapLinkViewSchema = z.object({
  action: z.enum(['skip', 'postpone']),
  weeks: z.number().int().nullable(),
  /** The box's bill date, written in the patient's zone. */
  billDate: z.string(),
  state: z.enum(['ready', 'used', 'expired', 'moved']),
  /** Why the link can no longer be used; null while it can. */
  message: z.string().nullable(),
  /** After use: the box's new bill date. */
  newBillDate: z.string().optional(),
});
export type OneTapLinkView = z.infer<typeof OneTapLinkViewSchema>;
export const OneTapResponseSchema = z.object({ data: OneTapLinkViewSchema });
