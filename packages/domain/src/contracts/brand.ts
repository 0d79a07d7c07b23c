import { z } from 'zod';

/** What the browser may know of the brand serving it: styling, copy and legal links. */
export const BrandSchema = z.object({
  id: z.number().int(),
  key: z.enum(['main', 'agency']),
  name: z.string(),
  pageTitle: z.string(),
  logoText: z.string(),
  colors: z.object({ primary: z.string(), primaryText: z.string(), accent: z.string(), background: z.string() }),
  legalLinks: z.object({
    privacy: z.string(),
    telehealthConsent: z.string(),
    terms: z.string(),
    doNotSell: z.string(),
  }),
  supportEmail: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;
