import { z } from 'zod';
import { CatalogueImageSchema, ProductModalContentSchema } from './catalogue';
import { CheckoutAttemptIdSchema, RegisterCardRequestSchema, WalletAddressSchema } from './payments';

/**
 * The storefront (000 §2 "Storefront: /shop"; 000 §3 "Shop cart data: lines, discount codes,
 * checkoutUrl"; 001 §7.6 "cart, checkout cart"; ADR 152): the over-the-counter shop, its products
 * and the shopper's cart. Every amount is the server's; a request names variants and quantities only,
 * and a field it does not define (a price, a total) is refused, not ignored.
 */

const CentsSchema = z.number().int().nonnegative();

/** One buyable variant of a product: a colour or tint, or the product itself. */
export const ShopVariantSchema = z.object({
  /** The shop's variant id, `gid://teleskin/ProductVariant/<item id>` (as the resubscribe shop's). */
  variantId: z.string(),
  /** The same variant in the Shopify store the production cart speaks to (ADR 152). */
  shopifyVariantId: z.string(),
  /** The option's name ("Berry", "Medium"), or null for a product without options. */
  optionName: z.string().nullable(),
  colorHex: z.string().nullable(),
  priceCents: CentsSchema,
  /** The list price; above `priceCents` while on sale. */
  compareAtCents: CentsSchema,
});
export type ShopVariant = z.infer<typeof ShopVariantSchema>;

export const ShopProductSchema = z.object({
  id: z.number().int(),
  /** The product page's path segment: `/shop/<handle>`. */
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(['skin', 'hair']),
  rating: z.number().nullable(),
  numReviews: z.number().int().nullable(),
  image: CatalogueImageSchema,
  /** "Colour" or "Tint" where the product has options. */
  optionLabel: z.string().nullable(),
  variants: z.array(ShopVariantSchema).min(1),
  modal: ProductModalContentSchema,
});
export type ShopProduct = z.infer<typeof ShopProductSchema>;

export const ShopCatalogueResponseSchema = z.object({ data: z.object({ products: z.array(ShopProductSchema) }) });
export type ShopCatalogue = z.infer<typeof ShopCatalogueResponseSchema>['data'];
export const ShopProductResponseSchema = z.object({ data: ShopProductSchema });

export const StorefrontCartLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productHandle: z.string(),
  productName: z.string(),
  optionName: z.string().nullable(),
  image: z.object({ url: z.string(), alt: z.string() }),
  quantity: z.number().int().positive(),
  unitCents: CentsSchema,
  compareAtUnitCents: CentsSchema,
  lineCents: CentsSchema,
});
export type StorefrontCartLine = z.infer<typeof StorefrontCartLineSchema>;

/** A code on the cart, with why it gives nothing when it does not apply ("why didn't my code work"). */
export const StorefrontDiscountCodeSchema = z.object({
  code: z.string(),
  applicable: z.boolean(),
  amountCents: CentsSchema,
  reason: z.string().nullable(),
});
export type StorefrontDiscountCode = z.infer<typeof StorefrontDiscountCodeSchema>;

export const StorefrontCartSchema = z.object({
  id: z.string(),
  lines: z.array(StorefrontCartLineSchema),
  discountCodes: z.array(StorefrontDiscountCodeSchema),
  subtotalCents: CentsSchema,
  discountCents: CentsSchema,
  shippingCents: CentsSchema,
  /** Null until the shopper's state is known (an address, or the eligibility answer). */
  taxEstimateCents: CentsSchema.nullable(),
  totalCents: CentsSchema,
  maxLines: z.number().int(),
  maxQuantity: z.number().int(),
  /** Where "Check out" goes: the app's cart checkout, or the Shopify store's checkout (ADR 152). */
  checkoutUrl: z.string(),
});
export type StorefrontCart = z.infer<typeof StorefrontCartSchema>;

export const StorefrontCartResponseSchema = z.object({ data: StorefrontCartSchema });
/** The caller's cart, or null before the first product is added. */
export const CurrentStorefrontCartResponseSchema = z.object({ data: StorefrontCartSchema.nullable() });

/*
 * The requests are loose on purpose: a quantity out of range, a code too long or a field the call
 * does not define (a price, a total) reaches `cartRequestProblem` (storefront/), which refuses it in
 * words the shopper can act on instead of the schema's "field is invalid". Types are still checked
 * here, and strings have a ceiling so nothing unbounded is read.
 */
const WIRE_TEXT_MAX = 20_000;

export const CartLineInputSchema = z.looseObject({ variantId: z.string().trim().min(1).max(WIRE_TEXT_MAX), quantity: z.number().int() });
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** POST /api/shop/carts (the caller's cart, started when there is none) and POST /api/shop/carts/{id}/lines. */
export const CartLinesAddRequestSchema = z.looseObject({ lines: z.array(CartLineInputSchema).min(1).max(100) });
export type CartLinesAddRequest = z.infer<typeof CartLinesAddRequestSchema>;

/** PATCH /api/shop/carts/{id}/lines/{lineId}: a line's new quantity (remove is DELETE). */
export const CartLineUpdateRequestSchema = z.looseObject({ quantity: z.number().int() });
export type CartLineUpdateRequest = z.infer<typeof CartLineUpdateRequestSchema>;

/** PUT /api/shop/carts/{id}/discount-codes: the codes the cart carries (none to remove them). */
export const CartDiscountCodesRequestSchema = z.looseObject({ discountCodes: z.array(z.string().trim().min(1).max(WIRE_TEXT_MAX)).max(100) });
export type CartDiscountCodesRequest = z.infer<typeof CartDiscountCodesRequestSchema>;

/**
 * POST /api/shop/carts/{cartId}/checkout (001 §7.6 "checkout cart"; ADR 152): pays for the
 * signed-in shopper's cart once, with the card and the shipping address on file, and answers as
 * the other checkouts do (`ActivationResponseSchema`). The attempt id is the browser's, one per
 * press of "Place order", so a retry of the same press never charges twice.
 */
export const ShopCheckoutRequestSchema = z.object({ checkoutAttemptId: CheckoutAttemptIdSchema }).strict();
export type ShopCheckoutRequest = z.infer<typeof ShopCheckoutRequestSchema>;

/**
 * POST /api/shop/carts/{cartId}/express-checkout: a wallet (PayPal, Apple Pay) pays for the cart
 * with its token, payer and shipping address in one request, as the other express checkouts do
 * (001 §7.2); the wallet becomes the payment method and the address the one on file.
 */
export const ShopExpressCheckoutRequestSchema = RegisterCardRequestSchema.extend({
  ...WalletAddressSchema.shape,
  checkoutAttemptId: CheckoutAttemptIdSchema,
  /**
   * The total the wallet's sheet asked the shopper to approve, in cents. Never charged: the server
   * charges its own price, and refuses when the two differ (the wallet's address brought another
   * state's tax), so nobody pays more than they approved (ADR 152).
   */
  approvedTotalCents: z.number().int().nonnegative(),
}).strict();
export type ShopExpressCheckoutRequest = z.infer<typeof ShopExpressCheckoutRequestSchema>;
