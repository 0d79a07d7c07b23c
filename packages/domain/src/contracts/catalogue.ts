import type { TreatmentCategoryName } from '../constants/treatment-categories';
import type { PriceEntry } from '../pricing/order-total';

/**
 * The catalogue's shapes (001 §3 "Card (product)", "Price entry"): what the selection page shows
 * of a product and what each of its items costs. The data itself lives in the API's catalogue
 * module; the browser receives it in the selection data and never sends a price back.
 */

/** The Rx products the spec names by id (000 §3, §9; 001 §9). */
export const RX_PRODUCT_IDS = { customFormula: 1, futureProof: 16, deepCleanse: 17, bodyCleanse: 31 } as const;

export interface CatalogueImage {
  name: string;
  /** A path the web app serves (`/assets/products/…`). */
  url: string;
  alt: string;
}

export interface CatalogueIngredient {
  name: string;
  description: string;
  image?: string;
}

/** A colour or option of a card (lip balm, sunscreen): each option is its own full-size item. */
export interface SelectableOption {
  fullSizeItemId: number;
  name: string;
  colorHex: string;
}

/** The product detail modal (001 §2.1); every card that can be shown has one. */
export interface ProductModalContent {
  title: string;
  titleIsRx: boolean;
  image: CatalogueImage;
  /** Two parts separated by a bullet, e.g. "30 mL • 1 fl oz". */
  volume: string;
  tagline: string;
  description: string;
  whyItIsSpecial: string;
  howToUse: string;
  featuredIngredients: readonly CatalogueIngredient[];
  fullIngredients: string;
  /** "Colour" or "Tint" where the card has options; the modal then shows swatches. */
  selectableOptionName?: string;
}

/** A product card of the selection page (001 §3). Item ids are unique across the catalogue. */
export interface CatalogueCard {
  /** The product id; the Rx products use the ids of RX_PRODUCT_IDS. */
  id: number;
  /** A key for the modal's content and the images, e.g. `custom-formula` (001 §2.1's list). */
  key: string;
  name: string;
  lineItemName: string;
  bodyDescription: string;
  category: TreatmentCategoryName;
  isRx: boolean;
  trialSizeItemId?: number;
  fullSizeItemId?: number;
  rating?: number;
  numReviews?: number;
  images: readonly CatalogueImage[];
  thumbnailImage: Omit<CatalogueImage, 'name'>;
  claim?: { short: string; disclaimer: string };
  callout?: string;
  ingredients: readonly CatalogueIngredient[];
  selectableOptions?: readonly SelectableOption[];
  modal: ProductModalContent;
}

/** Prices by item id, per context (001 §3): trial-size, one-time and full-size. */
export interface CataloguePrices {
  trialSizeItemPrices: Readonly<Record<number, PriceEntry>>;
  oneTimeItemPrices: Readonly<Record<number, PriceEntry>>;
  fullSizeItemPrices: Readonly<Record<number, PriceEntry>>;
}
