import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivateSubscriptionRequestSchema, ActivateTrialRequestSchema, ActivationResponseSchema, ExpressSubscriptionRequestSchema, ExpressTrialRequestSchema, PlaceCartOrderRequestSchema, AcceptedUpsellListResponseSchema, UpsellUndoResponseSchema, type Activation } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPSELL_OFFER_IDS } from '@app/domain/upsells';
import { listAcceptedUpsells, undoUpsell } from './accepted-upsells.service';
import { signedInPatientOf } from '../../http/audience';
import type { ZipDirectory } from '../eligibility';
import { activateCheckout, type CheckoutDeps } from './activation.service';
import { expressCheckout } from './express-checkout.service';

const TAGS = ['checkout'];

/**
 * Activation (001 §7.2: activate trial, activate subscription; the cart order ours, ADR 106), express
 * checkout and the offers on later boxes. Nothing in a request is an amount: the server prices the saved box.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutDeps & { zipDirectory: ZipDirectory }> = async (app, deps) => {
  const completed = async (request: FastifyRequest, purchaseType: string, result: Activation) => {
    // 001 §4: an activation is followed by the order completed event (no health data in it).
    await app.trackEvent(request, { name: 'order_completed', patientId: signedInPatientOf(request).id, properties: { purchaseType, revenue: result.revenue } });
    return { data: result };
  };
  const activate = async (request: FastifyRequest, activation: Parameters<typeof activateCheckout>[2]) =>
    completed(request, activation.purchaseType, await activateCheckout(deps, signedInPatientOf(request), activation));
  const answers = { 200: ActivationResponseSchema };

  app.post(
    '/app/patient/payment/activate-trial',
    { config: { auditAction: 'checkout.activate-trial' }, schema: { tags: TAGS, summary: 'Activates the 30-day trial: charges what is due today (shipping and handling) and starts the subscription', body: ActivateTrialRequestSchema, response: answers } },
    async (request) => activate(request, { purchaseType: 'trial', ...request.body }),
  );

  app.post(
    '/app/patient/payment/activate-subscription',
    { config: { auditAction: 'checkout.activate-subscription' }, schema: { tags: TAGS, summary: "Activates a subscription: charges the first box and schedules the next", body: ActivateSubscriptionRequestSchema, response: answers } },
    async (request) => activate(request, { purchaseType: 'subscription', ...request.body }),
  );

  app.post(
    '/app/patient/payment/place-cart-order',
    { config: { auditAction: 'checkout.place-cart-order' }, schema: { tags: TAGS, summary: 'Places the one-time cart order (ours): charges the cart once', body: PlaceCartOrderRequestSchema, response: answers } },
    async (request) => activate(request, { purchaseType: 'cart', ...request.body }),
  );

  app.post(
    '/app/patient/payment/activate-express-checkout-trial',
    {
      config: { auditAction: 'checkout.express-trial' },
      schema: {
        tags: TAGS,
        summary: "Express trial checkout with a wallet: its token, payer and address in one request (the address's eligibility checked first)",
        body: ExpressTrialRequestSchema,
        response: answers,
      },
    },
    async (request) => completed(request, 'trial', await expressCheckout(deps, signedInPatientOf(request), request.body, 'trial')),
  );

  app.post(
    '/app/patient/payment/activate-express-checkout-subscription',
    {
      config: { auditAction: 'checkout.express-subscription' },
      schema: {
        tags: TAGS,
        summary: 'Express subscription checkout with a wallet (adds treatmentCategoryId to the trial variant)',
        body: ExpressSubscriptionRequestSchema,
        response: answers,
      },
    },
    async (request) => completed(request, 'subscription', await expressCheckout(deps, signedInPatientOf(request), request.body, 'subscription')),
  );

  app.get(
    '/api/patient/upsells',
    { schema: { tags: ['upsells'], summary: "The offers on the patient's later boxes, and whether each can still come off", response: { 200: AcceptedUpsellListResponseSchema } } },
    async (request) => ({ data: await listAcceptedUpsells(deps.db, signedInPatientOf(request).id, await deps.selection.clock.now()) }),
  );

  app.delete(
    '/api/visits/:uuid/upsells/:offer',
    {
      config: { auditAction: 'upsell.take-back' },
      schema: {
        tags: ['upsells'],
        summary: "Takes an accepted offer off the visit's box, until the next box bills",
        params: z.object({ uuid: z.string().max(64), offer: z.enum(UPSELL_OFFER_IDS) }),
        response: { 200: UpsellUndoResponseSchema },
      },
    },
    async (request) => ({
      data: await undoUpsell(deps.db, signedInPatientOf(request).id, request.params.uuid, request.params.offer, await deps.selection.clock.now()),
    }),
  );
};
