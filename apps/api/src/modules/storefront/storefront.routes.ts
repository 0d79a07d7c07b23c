import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_VISITOR_CART_DAYS } from '@app/domain/constants';
import {
  CartDiscountCodesRequestSchema,
  CartLinesAddRequestSchema,
  CartLineUpdateRequestSchema,
  CurrentStorefrontCartResponseSchema,
  ShopCatalogueResponseSchema,
  ShopProductResponseSchema,
  StorefrontCartResponseSchema,
} from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import { addToCart, cartById, currentCart, removeCartLine, setCartCodes, updateCartLine, type CartAnswer, type StorefrontDeps } from './shop-cart.service';
import { shopCatalogueAt } from './shop-catalogue';
import { CART_COOKIE, CART_COOKIE_PATH, shopperOf } from './shopper';

const TAGS = ['storefront'];


const CartParamsSchema = z.object({ cartId: z.string().max(64) });
// Within Fastify's longest path parameter (100), past which it answers 414 before any guard.
const LineParamsSchema = CartParamsSchema.extend({ lineId: z.string().max(100) });
const HandleParamsSchema = z.object({ handle: z.string().max(100) });

export interface StorefrontRouteDeps extends StorefrontDeps {
  isSecureCookie: boolean;
}

/**
 * The storefront's calls (000 §2 "Storefront: /shop"; 001 §7.6 "cart, checkout cart"; ADR 152):
 * the brand's products and the shopper's cart. Open to visitors and patients alike; a visitor's
 * cart is theirs through a cookie, an account's through the session.
 */
export const storefrontRoutes: FastifyPluginAsyncZod<StorefrontRouteDeps> = async (app, deps) => {
  const answer = (reply: FastifyReply, result: CartAnswer) => {
    if (result.newVisitorSecret) {
      void reply.setCookie(CART_COOKIE, result.newVisitorSecret, {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.isSecureCookie,
        path: CART_COOKIE_PATH,
        maxAge: SHOP_VISITOR_CART_DAYS * 24 * 60 * 60,
      });
    }
    if (result.forgetVisitor) {
      void reply.clearCookie(CART_COOKIE, { path: CART_COOKIE_PATH });
    }
    return { data: result.cart };
  };
  const cartOf = (reply: FastifyReply, result: CartAnswer) => {
    const { data } = answer(reply, result);
    if (!data) {
      throw new AppError('NOT_FOUND', STOREFRONT_MESSAGES.storefront.cartNotFound);
    }
    return { data };
  };

  app.get(
    '/api/shop/products',
    { schema: { tags: TAGS, summary: "The brand's over-the-counter products with their options, prices and sale prices", response: { 200: ShopCatalogueResponseSchema } } },
    async (request) => ({ data: { products: [...(await shopCatalogueAt(deps.db, request.brand.id, await deps.clock.now())).products] } }),
  );

  app.get(
    '/api/shop/products/:handle',
    { schema: { tags: TAGS, summary: 'One product of the shop, by its handle', params: HandleParamsSchema, response: { 200: ShopProductResponseSchema } } },
    async (request) => {
      const product = (await shopCatalogueAt(deps.db, request.brand.id, await deps.clock.now())).byHandle.get(request.params.handle);
      if (!product) {
        throw new AppError('NOT_FOUND', STOREFRONT_MESSAGES.storefront.unknownVariant);
      }
      return { data: product };
    },
  );

  app.get(
    '/api/shop/cart',
    { config: { auditAction: 'shop-cart.read' }, schema: { tags: TAGS, summary: "The caller's cart, or null before the first add; a visitor's cart joins the account's after sign-in", response: { 200: CurrentStorefrontCartResponseSchema } } },
    async (request, reply) => answer(reply, await currentCart(deps, shopperOf(request))),
  );

  app.post(
    '/api/shop/carts',
    { config: { auditAction: 'shop-cart.add' }, schema: { tags: TAGS, summary: "Adds lines to the caller's cart, starting one when there is none", body: CartLinesAddRequestSchema, response: { 200: StorefrontCartResponseSchema } } },
    async (request, reply) => cartOf(reply, await addToCart(deps, shopperOf(request), request.body)),
  );

  app.get(
    '/api/shop/carts/:cartId',
    { config: { auditAction: 'shop-cart.read' }, schema: { tags: TAGS, summary: "One of the caller's carts", params: CartParamsSchema, response: { 200: StorefrontCartResponseSchema } } },
    async (request, reply) => cartOf(reply, await cartById(deps, shopperOf(request), request.params.cartId)),
  );

  app.post(
    '/api/shop/carts/:cartId/lines',
    { config: { auditAction: 'shop-cart.add' }, schema: { tags: TAGS, summary: 'Adds lines to the cart (at most 10 lines, quantities 1 to 10)', params: CartParamsSchema, body: CartLinesAddRequestSchema, response: { 200: StorefrontCartResponseSchema } } },
    async (request, reply) => cartOf(reply, await addToCart(deps, shopperOf(request), request.body, request.params.cartId)),
  );

  app.patch(
    '/api/shop/carts/:cartId/lines/:lineId',
    { config: { auditAction: 'shop-cart.line-change' }, schema: { tags: TAGS, summary: "Changes a line's quantity", params: LineParamsSchema, body: CartLineUpdateRequestSchema, response: { 200: StorefrontCartResponseSchema } } },
    async (request, reply) => cartOf(reply, await updateCartLine(deps, shopperOf(request), request.params.cartId, request.params.lineId, request.body)),
  );

  app.delete(
    '/api/shop/carts/:cartId/lines/:lineId',
    { config: { auditAction: 'shop-cart.line-remove' }, schema: { tags: TAGS, summary: 'Removes a line from the cart', params: LineParamsSchema, response: { 200: StorefrontCartResponseSchema } } },
    async (request, reply) => cartOf(reply, await removeCartLine(deps, shopperOf(request), request.params.cartId, request.params.lineId)),
  );

  app.put(
    '/api/shop/carts/:cartId/discount-codes',
    {
      config: { auditAction: 'shop-cart.codes' },
      schema: {
        tags: TAGS,
        summary: "Sets the cart's discount code (or none); a code that gives nothing is kept with its reason",
        params: CartParamsSchema,
        body: CartDiscountCodesRequestSchema,
        response: { 200: StorefrontCartResponseSchema },
      },
    },
    async (request, reply) => cartOf(reply, await setCartCodes(deps, shopperOf(request), request.params.cartId, request.body)),
  );
};
