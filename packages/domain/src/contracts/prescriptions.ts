import { z } from 'zod';

const IsoDateSchema = z.string().datetime();

export const PRESCRIPTION_STATUSES = ['active', 'declined'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** An active ingredient and its strength as the provider wrote it ("Tretinoin", "0.025%"). */
export const PrescriptionIngredientSchema = z.object({ name: z.string(), strength: z.string() });
export type PrescriptionIngredient = z.infer<typeof PrescriptionIngredientSchema>;

/** A prescription as the patient sees it (ADR 112): no provider id, only the name. */
export const PrescriptionViewSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  ingredients: z.array(PrescriptionIngredientSchema),
  providerName: z.string(),
  status: z.enum(PRESCRIPTION_STATUSES),
  declineReason: z.string().nullable(),
  prescribedAt: IsoDateSchema,
});
export type PrescriptionView = z.infer<typeof PrescriptionViewSchema>;

/** `GET /api/patient/prescriptions` (ours, ADR 112): newest first. */
export const PrescriptionsResponseSchema = z.object({ data: z.array(PrescriptionViewSchema) });

const Text = (max: number) => z.string().trim().min(1).max(max);

/**
 * What the care team records (issue 14's provider route will take this body): a prescribed item
 * with its ingredients, or a declined one with the reason the patient will read.
 */
export const RecordPrescriptionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('active'),
    itemId: z.number().int().positive(),
    itemName: Text(120),
    ingredients: z.array(z.object({ name: Text(80), strength: Text(40) })).min(1).max(12),
  }),
  z.object({
    status: z.literal('declined'),
    itemId: z.number().int().positive(),
    itemName: Text(120),
    ingredients: z.array(z.object({ name: Text(80), strength: Text(40) })).max(12).default([]),
    declineReason: Text(1000),
  }),
]);
export type RecordPrescription = z.input<typeof RecordPrescriptionSchema>;
