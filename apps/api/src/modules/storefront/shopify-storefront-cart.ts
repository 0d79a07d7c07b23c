import { createStorefrontApiClient, type ClientResponse } from '@shopify/storefront-api-client';
import { z } from 'zod';
import { StorefrontCartError, type CartLineQuantity, type StorefrontCartService, type StorefrontCartState } from './storefront-cart';

/**
 * The cart service on a Shopify store (ADR 152, 001 §7.6): every call is one Storefront API 2025-01
 * request through Shopify's own client, signed with the store's private (server-to-server) token.
 * createCart → `cartCreate`, getCart → the `cart` query, addLines → `cartLinesAdd`, updateLines →
 * `cartLinesUpdate`, removeLines → `cartLinesRemove`, updateDiscountCodes → `cartDiscountCodesUpdate`;
 * each answer brings the cart's id, checkout url, codes and first 50 lines (the storefront allows 10).
 * Variant ids cross over through `variantIds`: the app's `gid://teleskin/ProductVariant/<item>` out,
 * Shopify's `gid://shopify/ProductVariant/<n>` back; a variant without a Shopify id is refused with
 * a StorefrontCartError (INVALID) before any request.
 * Errors: Shopify's `userErrors` (a change the store refused) become a StorefrontCartError with its
 * message and code; a cart the query cannot find is null. Anything else (HTTP status other than 2xx,
 * no connection, a timeout, GraphQL `errors`, an answer of another shape) is a plain Error saying the
 * Shopify cart failed, with the operation, the status and Shopify's error codes only: never the token
 * or the request's variables, since the error is logged. No retry: a repeated cartLinesAdd whose
 * first answer was lost would add twice.
 */

export interface ShopifyStorefrontCartSettings {
  /** `shop.myshopify.com` or the shop's own domain. */
  storeDomain: string;
  /** A private Storefront API token (`Shopify-Storefront-Private-Token`). */
  accessToken: string;
  apiVersion?: '2025-01';
  variantIds: {
    toShopify(variantId: string): string | undefined;
    fromShopify(shopifyGid: string): string | undefined;
  };
  fetchApi?: typeof fetch;
  /** Where requests go instead of `https://<storeDomain>`, e.g. a local fake (the client always speaks https). */
  apiBaseUrl?: string;
  /** How long one request may take: the storefront holds the cart's lock meanwhile. */
  timeoutMs?: number;
  /** Shopify's client's notices: an API version past its support, a deprecated field. */
  onNotice?: (notice: string) => void;
}

const CART_FRAGMENT = /* GraphQL */ `
  fragment TeleskinCart on Cart {
    id
    checkoutUrl
    discountCodes {
      code
      applicable
    }
    lines(first: 50) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
          }
        }
      }
    }
  }
`;

const mutation = (name: string, signature: string, call: string) => /* GraphQL */ `
  mutation ${name}(${signature}) {
    ${call} {
      cart {
        ...TeleskinCart
      }
      userErrors {
        field
        message
        code
      }
    }
  }
  ${CART_FRAGMENT}
`;

const OPERATIONS = {
  cartCreate: mutation('TeleskinCartCreate', '$input: CartInput!', 'cartCreate(input: $input)'),
  cartLinesAdd: mutation('TeleskinCartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartLinesAdd(cartId: $cartId, lines: $lines)'),
  cartLinesUpdate: mutation('TeleskinCartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartLinesUpdate(cartId: $cartId, lines: $lines)'),
  cartLinesRemove: mutation('TeleskinCartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartLinesRemove(cartId: $cartId, lineIds: $lineIds)'),
  cartDiscountCodesUpdate: mutation(
    'TeleskinCartDiscountCodesUpdate',
    '$cartId: ID!, $discountCodes: [String!]!',
    'cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes)',
  ),
  cart: /* GraphQL */ `
    query TeleskinCart($id: ID!) {
      cart(id: $id) {
        ...TeleskinCart
      }
    }
    ${CART_FRAGMENT}
  `,
} as const;

type Operation = keyof typeof OPERATIONS;

const ShopifyCartSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  lines: z.object({
    nodes: z.array(z.object({ id: z.string(), quantity: z.number().int(), merchandise: z.object({ id: z.string().optional() }) })),
  }),
});

const CartPayloadSchema = z.object({
  cart: ShopifyCartSchema.nullable(),
  userErrors: z.array(z.object({ field: z.array(z.string()).nullish(), message: z.string(), code: z.string().nullish() })),
});

const DEFAULT_TIMEOUT_MS = 10_000;

/** The error the storefront logs: what failed and how, never the token or the variables sent. */
function cartFailure(operation: Operation, response: ClientResponse): Error {
  const { errors } = response;
  const codes = (errors?.graphQLErrors ?? []).map((error) => (error.extensions?.code as string | undefined) ?? 'GRAPHQL_ERROR');
  const how = [
    errors?.networkStatusCode === undefined ? 'no answer' : `HTTP ${errors.networkStatusCode}`,
    codes.length > 0 ? `GraphQL errors: ${[...new Set(codes)].join(', ')}` : (errors?.message ?? 'an answer of another shape'),
  ];
  return new Error(`The Shopify cart failed (${operation}): ${how.join('; ')}`);
}

export function createShopifyStorefrontCart(settings: ShopifyStorefrontCartSettings): StorefrontCartService {
  const send = settings.fetchApi ?? fetch;
  const client = createStorefrontApiClient({
    storeDomain: settings.storeDomain,
    apiVersion: settings.apiVersion ?? '2025-01',
    privateAccessToken: settings.accessToken,
    customFetchApi: (url, init) => {
      if (!settings.apiBaseUrl) {
        return send(url, init);
      }
      const { pathname, search } = new URL(url);
      return send(new URL(`${pathname}${search}`, settings.apiBaseUrl).toString(), init);
    },
    // Only the notices are passed on: the client's response logs carry the request's headers, the token among them.
    logger: (log) => {
      if (log.type === 'Unsupported_Api_Version') {
        settings.onNotice?.(`Shopify Storefront API ${log.content.apiVersion} is past its support (supported: ${log.content.supportedApiVersions.join(', ')})`);
      } else if (log.type === 'HTTP-Response-GraphQL-Deprecation-Notice') {
        settings.onNotice?.(`Shopify Storefront API deprecation: ${log.content.deprecationNotice}`);
      }
    },
  });

  const request = async (operation: Operation, variables: Record<string, unknown>): Promise<unknown> => {
    const response = await client.request(OPERATIONS[operation], {
      variables,
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (response.errors || !response.data) {
      throw cartFailure(operation, response);
    }
    return (response.data as Record<string, unknown>)[operation];
  };

  const stateOf = (cart: z.infer<typeof ShopifyCartSchema>): StorefrontCartState => ({
    cartId: cart.id,
    // A line whose merchandise is no variant of the shop (added in Shopify by another channel, or a
    // variant since unmapped) has nothing the storefront could price or show, so it is left out.
    lines: cart.lines.nodes.flatMap((line) => {
      const variantId = line.merchandise.id ? settings.variantIds.fromShopify(line.merchandise.id) : undefined;
      return variantId ? [{ lineId: line.id, variantId, quantity: line.quantity }] : [];
    }),
    discountCodes: cart.discountCodes.map((discount) => discount.code),
    checkoutUrl: cart.checkoutUrl,
  });

  const mutate = async (operation: Exclude<Operation, 'cart'>, variables: Record<string, unknown>): Promise<StorefrontCartState> => {
    const parsed = CartPayloadSchema.safeParse(await request(operation, variables));
    if (!parsed.success) {
      throw new Error(`The Shopify cart failed (${operation}): an answer of another shape`);
    }
    const [refusal] = parsed.data.userErrors;
    if (refusal) {
      throw new StorefrontCartError(parsed.data.userErrors.map((error) => error.message).join(' '), refusal.code ?? 'INVALID');
    }
    if (!parsed.data.cart) {
      throw new Error(`The Shopify cart failed (${operation}): no cart and no userErrors`);
    }
    return stateOf(parsed.data.cart);
  };

  const shopifyLines = (lines: readonly CartLineQuantity[]) =>
    lines.map((line) => {
      const merchandiseId = settings.variantIds.toShopify(line.variantId);
      if (!merchandiseId) {
        throw new StorefrontCartError(`The variant ${line.variantId} is not sold in the Shopify store.`, 'INVALID');
      }
      return { merchandiseId, quantity: line.quantity };
    });

  // `within` (the storefront's transaction) is not used: nothing here is written to PostgreSQL, and
  // a Shopify request cannot join the transaction; the cart's lock, held meanwhile, orders the calls.
  return {
    kind: 'shopify',
    createCart: async (_within, input) =>
      mutate('cartCreate', { input: { lines: shopifyLines(input.lines), discountCodes: [...input.discountCodes] } }),
    async getCart(_within, cartId) {
      const parsed = ShopifyCartSchema.nullable().safeParse(await request('cart', { id: cartId }));
      if (!parsed.success) {
        throw new Error('The Shopify cart failed (cart): an answer of another shape');
      }
      return parsed.data ? stateOf(parsed.data) : null;
    },
    addLines: async (_within, cartId, lines) => mutate('cartLinesAdd', { cartId, lines: shopifyLines(lines) }),
    updateLines: async (_within, cartId, lines) =>
      mutate('cartLinesUpdate', { cartId, lines: lines.map((line) => ({ id: line.lineId, quantity: line.quantity })) }),
    removeLines: async (_within, cartId, lineIds) => mutate('cartLinesRemove', { cartId, lineIds: [...lineIds] }),
    updateDiscountCodes: async (_within, cartId, codes) => mutate('cartDiscountCodesUpdate', { cartId, discountCodes: [...codes] }),
  };
}
