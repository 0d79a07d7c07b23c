import { z } from 'zod';
import { OPERATOR_REASON_MAX_LENGTH } from '../operations/operator-rules';

/**
 * The admin console's product copy (issue 33 item 2, ADR 167): what each brand's product cards
 * say, as an admin sets it. Not in the spec. `card-copy.ts` checks the values; a 422 names each
 * field.
 */

const TEXT_MAX = 5000;

export const CardCopySchema = z
  .object({
    name: z.string().max(TEXT_MAX),
    bodyDescription: z.string().max(TEXT_MAX),
    claim: z.object({ short: z.string().max(TEXT_MAX), disclaimer: z.string().max(TEXT_MAX) }).strict().nullable(),
    tagline: z.string().max(TEXT_MAX),
    description: z.string().max(TEXT_MAX),
  })
  .strict();

/** A brand's product card as the console lists it: the copy in effect and the admin change it comes from. */
export const AdminCardCopySchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  cardKey: z.string(),
  category: z.enum(['skin', 'hair']),
  isRx: z.boolean(),
  copy: CardCopySchema,
  /** When an admin last changed it; null while the card says what the catalogue released. */
  changedAt: z.string().datetime().nullable(),
  reason: z.string().nullable(),
});
export type AdminCardCopy = z.infer<typeof AdminCardCopySchema>;

/** `GET /api/admin/card-copy`: every brand's cards, in the catalogue's order. */
export const AdminCardCopiesResponseSchema = z.object({ data: z.object({ cards: z.array(AdminCardCopySchema) }) });
export type AdminCardCopies = z.infer<typeof AdminCardCopiesResponseSchema>['data'];

/** A brand's card named in the address. */
export const AdminCardCopyParamsSchema = z.object({ brandId: z.coerce.number().int().positive().max(2_147_483_647), cardKey: z.string().max(100) });

/** `PUT /api/admin/card-copy/{brandId}/{cardKey}`: the card's copy, whole, with the reason; answers the card as listed. */
export const AdminCardCopyChangeSchema = z.object({ copy: CardCopySchema, reason: z.string().max(OPERATOR_REASON_MAX_LENGTH) }).strict();
export type AdminCardCopyChange = z.infer<typeof AdminCardCopyChangeSchema>;

export const AdminCardCopyResponseSchema = z.object({ data: AdminCardCopySchema });
