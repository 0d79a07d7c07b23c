import { z } from 'zod';

/** A flash message (001 §3): content and type error, info or success. `critical` shows "Whoops!". */
export const FlashMessageSchema = z.object({
  content: z.string(),
  type: z.enum(['error', 'info', 'success', 'critical']),
});
export type FlashMessage = z.infer<typeof FlashMessageSchema>;

/** `GET /api/flash-messages`: the list is in `data.data` (001 §7.1). */
export const FlashMessagesResponseSchema = z.object({
  data: z.object({ data: z.array(FlashMessageSchema) }),
});
