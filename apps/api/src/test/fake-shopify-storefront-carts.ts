import { randomBytes, randomUUID } from 'node:crypto';
import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The cart part of Shopify's Storefront API 2025-01, as a schema the fake executes with graphql-js
 * (types, fields and arguments as Shopify names them, the rest of the API left out), and the carts'
 * behaviour behind it. Shopify's answers are mimicked where its docs or public reports show them:
 * a cart that does not exist is `cart: null` for the query and a `userErrors` entry for a mutation,
 * an unknown merchandise id is refused with INVALID on `lines.<i>.merchandiseId`, a line id the cart
 * does not hold with INVALID_MERCHANDISE_LINE, adding a variant the cart holds adds to its line, and
 * a code is kept whether or not it applies (`applicable` says which). A refused mutation changes
 * nothing. Assumed, not checked against a live store: quantities below 1 are refused with INVALID
 * (a live store may instead drop a line updated to 0), and userErrors' exact wording.
 */
export const STOREFRONT_CART_SDL = /* GraphQL */ `
  scalar URL

  interface Node {
    id: ID!
  }

  type ProductVariant implements Node {
    id: ID!
  }

  union Merchandise = ProductVariant

  interface BaseCartLine {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
  }

  type CartLine implements BaseCartLine & Node {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
  }

  type BaseCartLineConnection {
    nodes: [BaseCartLine!]!
  }

  type CartDiscountCode {
    applicable: Boolean!
    code: String!
  }

  type Cart implements Node {
    id: ID!
    checkoutUrl: URL!
    totalQuantity: Int!
    discountCodes: [CartDiscountCode!]!
    lines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): BaseCartLineConnection!
  }

  enum CartErrorCode {
    INVALID
    INVALID_MERCHANDISE_LINE
    INVALID_INCREMENT
    LESS_THAN
    MAXIMUM_EXCEEDED
    MINIMUM_NOT_MET
    MISSING_DISCOUNT_CODE
    MISSING_NOTE
  }

  type CartUserError {
    code: CartErrorCode
    field: [String!]
    message: String!
  }

  input CartLineInput {
    merchandiseId: ID!
    quantity: Int = 1
    sellingPlanId: ID
  }

  input CartLineUpdateInput {
    id: ID!
    merchandiseId: ID
    quantity: Int
    sellingPlanId: ID
  }

  input CartInput {
    lines: [CartLineInput!]
    discountCodes: [String!]
    note: String
  }

  type CartCreatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesAddPayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartLinesRemovePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type CartDiscountCodesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type QueryRoot {
    cart(id: ID!): Cart
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
    cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
    cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
    cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
    cartDiscountCodesUpdate(cartId: ID!, discountCodes: [String!]): CartDiscountCodesUpdatePayload
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }
`;

export interface FakeShopifyCartLine {
  id: string;
  merchandiseId: string;
  quantity: number;
}

export interface FakeShopifyCart {
  id: string;
  checkoutUrl: string;
  lines: FakeShopifyCartLine[];
  discountCodes: string[];
}

interface UserError {
  code: string;
  field: string[];
  message: string;
}

interface LineInput {
  merchandiseId: string;
  quantity: number;
}

const CART_NOT_FOUND: UserError = { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' };

/** The schema with root values that act on `carts`: graphql-js's default resolvers read the rest. */
export function createFakeStorefrontCarts(options: { storeDomain: string; variants: readonly string[]; applicableCodes: readonly string[] }) {
  const schema: GraphQLSchema = buildSchema(STOREFRONT_CART_SDL);
  const carts = new Map<string, FakeShopifyCart>();
  const isApplicable = (code: string) => options.applicableCodes.some((known) => known.toLowerCase() === code.toLowerCase());

  const view = (cart: FakeShopifyCart) => ({
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    discountCodes: cart.discountCodes.map((code) => ({ code, applicable: isApplicable(code) })),
    lines: () => ({
      nodes: cart.lines.map((line) => ({
        __typename: 'CartLine',
        id: line.id,
        quantity: line.quantity,
        merchandise: { __typename: 'ProductVariant', id: line.merchandiseId },
      })),
    }),
  });
  const payload = (cart: FakeShopifyCart | undefined, userErrors: UserError[]) => ({ cart: cart ? view(cart) : null, userErrors });

  const refuseLines = (lines: readonly LineInput[], path: string[]): UserError[] =>
    lines.flatMap((line, index): UserError[] => {
      if (!options.variants.includes(line.merchandiseId)) {
        return [{ code: 'INVALID', field: [...path, String(index), 'merchandiseId'], message: `The merchandise with id ${line.merchandiseId} does not exist.` }];
      }
      return line.quantity < 1 ? [{ code: 'INVALID', field: [...path, String(index), 'quantity'], message: 'The quantity must be greater than 0.' }] : [];
    });

  const addLines = (cart: FakeShopifyCart, lines: readonly LineInput[]) => {
    for (const line of lines) {
      const held = cart.lines.find((existing) => existing.merchandiseId === line.merchandiseId);
      if (held) {
        held.quantity += line.quantity;
      } else {
        const token = cart.id.split('/').at(-1);
        cart.lines.push({ id: `gid://shopify/CartLine/${randomUUID()}?cart=${token}`, merchandiseId: line.merchandiseId, quantity: line.quantity });
      }
    }
  };

  const withCart = (cartId: string, change: (cart: FakeShopifyCart) => UserError[]) => {
    const cart = carts.get(cartId);
    if (!cart) {
      return payload(undefined, [CART_NOT_FOUND]);
    }
    return payload(cart, change(cart));
  };

  const withLines = (cart: FakeShopifyCart, ids: readonly string[], path: (index: number) => string[]): UserError[] =>
    ids.flatMap((id, index) =>
      cart.lines.some((line) => line.id === id)
        ? []
        : [{ code: 'INVALID_MERCHANDISE_LINE', field: path(index), message: 'The merchandise line was not found in the cart.' }],
    );

  const rootValue = {
    cart: ({ id }: { id: string }) => {
      const cart = carts.get(id);
      return cart ? view(cart) : null;
    },
    cartCreate: ({ input }: { input?: { lines?: LineInput[]; discountCodes?: string[] } }) => {
      const lines = input?.lines ?? [];
      const refused = refuseLines(lines, ['input', 'lines']);
      if (refused.length > 0) {
        return payload(undefined, refused);
      }
      const token = randomBytes(12).toString('hex');
      const key = randomBytes(8).toString('hex');
      const cart: FakeShopifyCart = {
        id: `gid://shopify/Cart/${token}?key=${key}`,
        checkoutUrl: `https://${options.storeDomain}/cart/c/${token}?key=${key}`,
        lines: [],
        discountCodes: [...new Set(input?.discountCodes ?? [])],
      };
      addLines(cart, lines);
      carts.set(cart.id, cart);
      return payload(cart, []);
    },
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: LineInput[] }) =>
      withCart(cartId, (cart) => {
        const refused = refuseLines(lines, ['lines']);
        if (refused.length === 0) {
          addLines(cart, lines);
        }
        return refused;
      }),
    cartLinesUpdate: ({ cartId, lines }: { cartId: string; lines: { id: string; quantity?: number | null }[] }) =>
      withCart(cartId, (cart) => {
        const refused = [
          ...withLines(cart, lines.map((line) => line.id), (index) => ['lines', String(index), 'id']),
          ...lines.flatMap((line, index) =>
            line.quantity !== null && line.quantity !== undefined && line.quantity < 1
              ? [{ code: 'INVALID', field: ['lines', String(index), 'quantity'], message: 'The quantity must be greater than 0.' }]
              : [],
          ),
        ];
        if (refused.length === 0) {
          for (const change of lines) {
            const line = cart.lines.find((held) => held.id === change.id);
            if (line && typeof change.quantity === 'number') {
              line.quantity = change.quantity;
            }
          }
        }
        return refused;
      }),
    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) =>
      withCart(cartId, (cart) => {
        const refused = withLines(cart, lineIds, (index) => ['lineIds', String(index)]);
        if (refused.length === 0) {
          cart.lines = cart.lines.filter((line) => !lineIds.includes(line.id));
        }
        return refused;
      }),
    cartDiscountCodesUpdate: ({ cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null }) =>
      withCart(cartId, (cart) => {
        cart.discountCodes = [...new Set(discountCodes ?? [])];
        return [];
      }),
  };

  return { schema, rootValue, carts };
}
