import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { PatientSchema } from './patient';

/**
 * The legal name update of 001 §7.1 (firstname, lastname, dob). `dob` (mm/dd/yyyy) is sent only
 * when the flow asks for it; an absent or null `dob` means "not asked" (ours).
 */
export const LegalNameRequestSchema = z.object({
  firstname: z.string().max(NAME_MAX_LENGTH + 50).default(''),
  lastname: z.string().max(NAME_MAX_LENGTH + 50).default(''),
  dob: z.string().max(10).nullish(),
});
export type LegalNameRequest = z.infer<typeof LegalNameRequestSchema>;

export const LegalNameResponseSchema = z.object({ data: PatientSchema });
