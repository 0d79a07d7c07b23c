import { z } from 'zod';
import type { TreatmentCategoryName } from '../constants/treatment-categories';

/**
 * The catalogue's shapes (001 §3 "Card (product)", "Price entry"): what the selection page shows
 * of a product and what each of its items costs. The data itself lives in the API's catalogue
 * module; the browser receives it in the selection data and never sends a price back. They are
 * zod schemas because the selection data call answers with them.
 */

export { RX_PRODUCT_IDS } from '../constants/product-ids';

const ItemIdSchema = z.number().int().positive();

/** A price entry of an item id (001 §3), in cents: final = original − adjustment. */
export const PriceEntrySchema = z.object({
  originalAmount: z.number().int(),
  adjustmentAmount: z.number().int(),
  finalAmount: z.number().int(),
});

export const CatalogueImageSchema = z.object({
  name: z.string(),
  /** A path the web app serves (`/assets/products/…`). */
  url: z.string(),
  alt: z.string(),
});
export type CatalogueImage = z.infer<typeof CatalogueImageSchema>;

export const CatalogueIngredientSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string().optional(),
});
export type CatalogueIngredient = z.infer<typeof CatalogueIngredientSchema>;

/** A colour or option of a card (lip balm, sunscreen): each option is its own full-size item. */
export const SelectableOptionSchema = z.object({
  fullSizeItemId: ItemIdSchema,
  name: z.string(),
  colorHex: z.string(),
});
export type SelectableOption = z.infer<typeof SelectableOptionSchema>;

/** The product detail modal (001 §2.1); every card that can be shown has one. */
export const ProductModalContentSchema = z.object({
  title: z.string(),
  titleIsRx: z.boolean(),
  image: CatalogueImageSchema,
  /** Two parts separated by a bullet, e.g. "30 mL • 1 fl oz". */
  volume: z.string(),
  tagline: z.string(),
  description: z.string(),
  whyItIsSpecial: z.string(),
  howToUse: z.string(),
  featuredIngredients: z.array(CatalogueIngredientSchema).readonly(),
  fullIngredients: z.string(),
  /** "Colour" or "Tint" where the card has options; the modal then shows swatches. */
  selectableOptionName: z.string().optional(),
});
export type ProductModalContent = z.infer<typeof ProductModalContentSchema>;

const CATEGORY_NAMES = ['skin', 'hair'] as const satisfies readonly TreatmentCategoryName[];

/** A product card of the selection page (001 §3). Item ids are unique across the catalogue. */
export const CatalogueCardSchema = z.object({
  /** The product id; the Rx products use the ids of RX_PRODUCT_IDS. */
  id: z.number().int(),
  /** A key for the modal's content and the images, e.g. `custom-formula` (001 §2.1's list). */
  key: z.string(),
  name: z.string(),
  lineItemName: z.string(),
  bodyDescription: z.string(),
  category: z.enum(CATEGORY_NAMES),
  isRx: z.boolean(),
  trialSizeItemId: ItemIdSchema.optional(),
  fullSizeItemId: ItemIdSchema.optional(),
  rating: z.number().optional(),
  numReviews: z.number().int().optional(),
  images: z.array(CatalogueImageSchema).readonly(),
  thumbnailImage: CatalogueImageSchema.omit({ name: true }),
  claim: z.object({ short: z.string(), disclaimer: z.string() }).optional(),
  callout: z.string().optional(),
  ingredients: z.array(CatalogueIngredientSchema).readonly(),
  selectableOptions: z.array(SelectableOptionSchema).readonly().optional(),
  modal: ProductModalContentSchema,
});
export type CatalogueCard = z.infer<typeof CatalogueCardSchema>;

const PriceSetSchema = z.record(z.string(), PriceEntrySchema);

/** Prices by item id, per context (001 §3): trial-size, one-time and full-size. */
export const CataloguePricesSchema = z.object({
  trialSizeItemPrices: PriceSetSchema,
  oneTimeItemPrices: PriceSetSchema,
  fullSizeItemPrices: PriceSetSchema,
});
export interface CataloguePrices {
  trialSizeItemPrices: Readonly<Record<number, z.infer<typeof PriceEntrySchema>>>;
  oneTimeItemPrices: Readonly<Record<number, z.infer<typeof PriceEntrySchema>>>;
  fullSizeItemPrices: Readonly<Record<number, z.infer<typeof PriceEntrySchema>>>;
}
