import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states';

/** The estimate path of 001 §7.6 (answer ours, ADR 101): what chosen products cost, in cents. */

/** At most 10 products, as a cart holds at most 10 lines (000 §9). */
export const ESTIMATE_MAX_PRODUCTS = 10;

export const EstimateQuerySchema = z.object({
  category: z.enum(['skin', 'hair']),
  purchaseContext: z.enum(['trial', 'subscription', 'onetime']).optional().default('trial'),
  /** Product ids, comma-separated: `1,16,52`. */
  productIds: z.string().regex(new RegExp(`^\\d{1,6}(,\\d{1,6}){0,${ESTIMATE_MAX_PRODUCTS - 1}}$`), 'Product ids, comma-separated'),
  /** With a state, the estimated sales tax on the items is added. */
  state: z.enum(US_STATE_CODES as [string, ...string[]]).optional(),
});
export type EstimateQuery = z.infer<typeof EstimateQuerySchema>;

export const EstimateSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      itemId: z.number().int(),
      /** "Mini …" for an item that is not full size (001 §2.4). */
      name: z.string(),
      isRx: z.boolean(),
      originalAmount: z.number().int(),
      finalAmount: z.number().int(),
    }),
  ),
  itemsTotal: z.number().int(),
  /** The estimated sales tax on the items; 0 without a state. */
  tax: z.number().int(),
  total: z.number().int(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

export const EstimateResponseSchema = z.object({ data: EstimateSchema });
