import { z } from 'zod';

const IsoDateSchema = z.string().datetime();

export const SHIPMENT_STATUSES = ['pending', 'submitted', 'shipped', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** One parcel of the patient's (ADR 110): its order's date and lines, and where it is. */
export const ShipmentViewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderedAt: IsoDateSchema,
  status: z.enum(SHIPMENT_STATUSES),
  lines: z.array(z.object({ name: z.string(), isRx: z.boolean() })),
  /** What the order was charged (its invoice's total, after credit); null for an order without an invoice. */
  chargedCents: z.number().int().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: IsoDateSchema.nullable(),
  deliveredAt: IsoDateSchema.nullable(),
});
export type ShipmentView = z.infer<typeof ShipmentViewSchema>;

/** `GET /api/patient/shipments` (ours, ADR 112): the signed-in patient's parcels, newest order first. */
export const ShipmentsResponseSchema = z.object({ data: z.array(ShipmentViewSchema) });
