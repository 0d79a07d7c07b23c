import type { CatalogueImage } from '@app/domain/contracts';
import type { PriceEntry } from '@app/domain/pricing';

/**
 * Small builders for the catalogue's data files, so each entry states only what is its own: a
 * price's final amount is derived (never typed twice), and a product's pictures all come from its
 * one drawn illustration.
 */

/** A price entry in cents; `adjustmentAmount` is a sale taken off the list price. */
export function buildPrice(originalAmount: number, adjustmentAmount = 0): PriceEntry {
  return { originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount };
}

/** The drawn illustration of a product (apps/web/public/assets/products/<key>.svg). */
export function buildImage(key: string, alt: string): CatalogueImage {
  return { name: key, url: `/assets/products/${key}.svg`, alt };
}

/** A card's carousel (its illustration first, then any other pictures) and its thumbnail. */
export function buildCardImages(
  image: CatalogueImage,
  ...more: readonly CatalogueImage[]
): {
  images: readonly CatalogueImage[];
  thumbnailImage: Omit<CatalogueImage, 'name'>;
} {
  return { images: [image, ...more], thumbnailImage: { url: image.url, alt: image.alt } };
}
