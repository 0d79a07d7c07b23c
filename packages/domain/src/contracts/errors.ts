import { z } from 'zod';

/** Body of every error answer: `{ message, code, errors? }` (422 adds per-field `errors`). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
