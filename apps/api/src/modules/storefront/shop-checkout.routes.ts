import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivationResponseSchema, ShopCheckoutRequestSchema } from '@app/domain/contracts';
import { signedInPatientOf } from '../../http/audience';
import { checkoutCart, type ShopCheckoutDeps } from './shop-checkout.service';
import { shopperOf } from './shopper';

const CartParamsSchema = z.object({ cartId: z.string().max(64) });

/** The checkout of a shop cart (001 §7.6 "checkout cart"; ADR 152), for a signed-in shopper. */
export const shopCheckoutRoutes: FastifyPluginAsyncZod<ShopCheckoutDeps> = async (app, deps) => {
  app.post(
    '/api/shop/carts/:cartId/checkout',
    {
      config: { auditAction: 'shop-cart.checkout' },
      schema: {
        tags: ['storefront'],
        summary: 'Pays for the cart once with the card and the shipping address on file; the cart becomes an order and its shipment',
        params: CartParamsSchema,
        body: ShopCheckoutRequestSchema,
        response: { 200: ActivationResponseSchema },
      },
    },
    async (request) => {
      const patient = signedInPatientOf(request);
      const result = await checkoutCart(deps, patient, shopperOf(request), request.params.cartId, request.body);
      // 001 §4: a purchase is followed by the order completed event (no health data in it).
      await app.trackEvent(request, { name: 'order_completed', patientId: patient.id, properties: { purchaseType: 'cart', revenue: result.revenue } });
      return { data: result };
    },
  );
};
