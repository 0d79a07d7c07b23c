import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivationResponseSchema, ShopCheckoutRequestSchema, ShopExpressCheckoutRequestSchema, type Activation } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { signedInPatientOf } from '../../http/audience';
import { checkoutCart, expressCheckoutCart, type ShopCheckoutDeps } from './shop-checkout.service';
import { shopperOf } from './shopper';

const CartParamsSchema = z.object({ cartId: z.string().max(64) });

/** The checkout of a shop cart (001 §7.6 "checkout cart"; ADR 152), for a signed-in shopper. */
export const shopCheckoutRoutes: FastifyPluginAsyncZod<ShopCheckoutDeps> = async (app, deps) => {
  const completed = async (request: FastifyRequest, result: Activation) => {
    // 001 §4: a purchase is followed by the order completed event (no health data in it).
    await app.trackEvent(request, { name: 'order_completed', patientId: signedInPatientOf(request).id, properties: { purchaseType: 'cart', revenue: result.revenue } });
    return { data: result };
  };

  const route = <Body extends z.ZodType>(path: string, auditAction: string, summary: string, body: Body, pay: (request: FastifyRequest<{ Params: { cartId: string }; Body: z.infer<Body> }>) => Promise<Activation>) =>
    app.post(path, { config: { auditAction }, schema: { tags: ['storefront'], summary, params: CartParamsSchema, body, response: { 200: ActivationResponseSchema } } }, async (request) =>
      completed(request, await pay(request as FastifyRequest<{ Params: { cartId: string }; Body: z.infer<Body> }>)),
    );

  route(
    '/api/shop/carts/:cartId/checkout',
    'shop-cart.checkout',
    'Pays for the cart once with the card and the shipping address on file; the cart becomes an order and its shipment',
    ShopCheckoutRequestSchema,
    (request) => checkoutCart(deps, signedInPatientOf(request), shopperOf(request), request.params.cartId, request.body),
  );

  route(
    '/api/shop/carts/:cartId/express-checkout',
    'shop-cart.express-checkout',
    "Pays for the cart once with a wallet (PayPal, Apple Pay): its token, payer and address in one request, kept as the patient's",
    ShopExpressCheckoutRequestSchema,
    (request) => expressCheckoutCart(deps, signedInPatientOf(request), shopperOf(request), request.params.cartId, request.body),
  );
};
