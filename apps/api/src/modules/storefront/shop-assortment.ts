/**
 * What each brand's shop sells and the Shopify variant each item is (ADR 152). Configuration like
 * the brand catalogue: invented demo values that production replaces, never the rules reading them.
 * The main brand sells every over-the-counter product of the catalogue; the agency brand a curated
 * shelf without the body wash and the spot patches.
 */

/** Product keys a brand's shop leaves out; every other OTC product of the catalogue is sold. */
const LEFT_OUT: Readonly<Record<number, readonly string[]>> = {
  1: [],
  2: ['body-wash', 'spot-patches'],
};

export function isSoldByBrand(brandId: number, productKey: string): boolean {
  const leftOut = LEFT_OUT[brandId];
  return leftOut !== undefined && !leftOut.includes(productKey);
}

/** The demo store's variant numbers: one Shopify variant per full-size item. */
const SHOPIFY_VARIANT_BASE = 44_000_000_000_000;

export const shopifyVariantIdOf = (itemId: number): string => `gid://shopify/ProductVariant/${SHOPIFY_VARIANT_BASE + itemId}`;

/** The item of a Shopify variant id of the demo store, or undefined. */
export function itemIdOfShopifyVariant(gid: string): number | undefined {
  const match = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/.exec(gid);
  const itemId = match ? Number(match[1]) - SHOPIFY_VARIANT_BASE : NaN;
  return Number.isSafeInteger(itemId) && itemId > 0 ? itemId : undefined;
}
