import { z } from 'zod';
import { UPSELL_OFFER_IDS } from '../constants/upsell-offers';
import { ProductModalContentSchema } from './catalogue';

const CentsSchema = z.number().int().nonnegative();

/**
 * An offer made to the box of a visit (000 §2 "Body Cleanse upsell", "Special offer upsell";
 * ADR 108): the variant's code, what it costs today and what it adds to each later box, and the
 * patient's answer so far.
 */
export const UpsellViewSchema = z.object({
  offer: z.enum(UPSELL_OFFER_IDS),
  code: z.string(),
  productName: z.string(),
  /** The product's details: its image, how to use it, its ingredients (the ingredients dialog). */
  details: ProductModalContentSchema,
  todayCents: CentsSchema,
  listCents: CentsSchema,
  /** What the offer adds to each later box, of `everyDays` days. */
  laterCents: CentsSchema,
  everyDays: z.number().int().positive(),
  decision: z.enum(['accepted', 'declined']).nullable(),
});
export type UpsellView = z.infer<typeof UpsellViewSchema>;

/** The upsells call, read: the offers made to the visit's saved box, in the flow's order. */
export const UpsellListResponseSchema = z.object({ data: z.object({ upsells: z.array(UpsellViewSchema) }) });

/** The upsells call, write: accepting ("Add for $14", "Upgrade for free") or skipping an offer. */
export const UpsellDecisionRequestSchema = z
  .object({
    offer: z.enum(UPSELL_OFFER_IDS),
    decision: z.enum(['accepted', 'declined']),
  })
  .strict();
export type UpsellDecisionRequest = z.infer<typeof UpsellDecisionRequestSchema>;

/**
 * The stored answer (the first one, whatever a repeated post said) and, for an acceptance, the
 * success notice the page shows for 2 seconds before moving on (000 §4).
 */
export const UpsellDecisionResponseSchema = z.object({
  data: z.object({
    offer: z.enum(UPSELL_OFFER_IDS),
    decision: z.enum(['accepted', 'declined']),
    notice: z.string().nullable(),
  }),
});
export type UpsellDecisionResponse = z.infer<typeof UpsellDecisionResponseSchema>['data'];

/** An accepted offer on a subscription, as the dashboard lists it: removable until the next box bills. */
export const AcceptedUpsellSchema = z.object({
  visitUuid: z.string().uuid(),
  offer: z.enum(UPSELL_OFFER_IDS),
  productName: z.string(),
  laterCents: CentsSchema,
  everyDays: z.number().int().positive(),
  /** When the next box bills (an ISO date). */
  nextBillAt: z.string(),
  isRemovable: z.boolean(),
});
export type AcceptedUpsell = z.infer<typeof AcceptedUpsellSchema>;
export const AcceptedUpsellListResponseSchema = z.object({ data: z.array(AcceptedUpsellSchema) });

export const UpsellUndoResponseSchema = z.object({ data: z.object({ offer: z.enum(UPSELL_OFFER_IDS), undoneAt: z.string() }) });
