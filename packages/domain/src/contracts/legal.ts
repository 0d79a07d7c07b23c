import { z } from 'zod';

export { LEGAL_PAGE_KEYS, type LegalPageKey } from '../constants/legal-pages';

export const LegalDocumentSchema = z.object({
  title: z.string(),
  updated: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
