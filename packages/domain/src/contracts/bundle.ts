import { z } from 'zod';
import { INTRO_OFFER_IDS } from './product-selection';

const BundlePriceSchema = z.object({ final: z.number().int(), original: z.number().int() });

/** A product of the bundle's fixed set (ours: the spec gives the set as item ids only). */
export const BundleSetProductSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  isRx: z.boolean(),
  price: BundlePriceSchema,
  image: z.object({ url: z.string(), altText: z.string() }),
});
export type BundleSetProduct = z.infer<typeof BundleSetProductSchema>;

/** An add-on routine essential of the bundle page (001 §3 "Bundle config"). */
export const BundleAddOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemIds: z.array(z.number().int()),
  price: BundlePriceSchema,
  volume: z.string(),
  cadence: z.string(),
  rating: z.number().optional(),
  numReviews: z.number().int().optional(),
  carouselImages: z.array(z.object({ url: z.string(), altText: z.string() })),
});
export type BundleAddOn = z.infer<typeof BundleAddOnSchema>;

/**
 * Bundle config (001 §3): the product-detail page's free trial. `shippingPrice` is what the trial
 * costs today besides its products (shipping, handling and the consultation, in cents);
 * `setProducts.products` and `headerText` are ours, for the page to show.
 */
export const BundleConfigSchema = z.object({
  offerId: z.enum(INTRO_OFFER_IDS),
  shippingPrice: z.number().int(),
  setProducts: z.object({ itemIds: z.array(z.number().int()), products: z.array(BundleSetProductSchema) }),
  addOnProducts: z.array(BundleAddOnSchema),
  headerText: z.string(),
});
export type BundleConfig = z.infer<typeof BundleConfigSchema>;
export const BundleConfigResponseSchema = z.object({ data: BundleConfigSchema });
