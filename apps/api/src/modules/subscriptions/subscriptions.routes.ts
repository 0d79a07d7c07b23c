import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddableProductsResponseSchema, AddItemRequestSchema, CancelRequestSchema, ScheduleChangeRequestSchema, SafetyCheckRequestSchema, SafetyCheckResponseSchema, SubscriptionHistoryResponseSchema, SubscriptionItemParamsSchema, SubscriptionParamsSchema, SubscriptionResponseSchema, SubscriptionsResponseSchema } from '@app/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { signedInPatientOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import {
  addBoxItem,
  cancelSubscription,
  changeNextBoxDate,
  listAddableProducts,
  pauseSubscription,
  reactivateSubscription,
  removeBoxItem,
} from './subscription-changes.service';
import { answerSafetyCheck, readSafetyCheck } from './safety-check.service';
import { listSubscriptions, subscriptionHistory, subscriptionView, type SubscriptionsDeps } from './subscriptions.service';

const TAGS = ['subscriptions'];
const params = SubscriptionParamsSchema;
const answers = { 200: SubscriptionResponseSchema };

/**
 * The patient's subscriptions and the changes they make themselves (issue 13 item 5): every change
 * runs under the subscription's row lock with its history row, and answers the subscription as it
 * now stands. Another patient's subscription is 404.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsDeps> = async (app, deps) => {
  const patientIdOf = (request: FastifyRequest) => signedInPatientOf(request).id;
  const changed = async (request: FastifyRequest, subscriptionId: number, change: (now: Date) => Promise<void>) => {
    await change(await deps.clock.now());
    return { data: await subscriptionView(deps, signedInPatientOf(request), subscriptionId) };
  };

  app.get(
    '/api/patient/subscriptions',
    { schema: { tags: TAGS, summary: "The patient's subscriptions: the next box, its price, the change cutoff", response: { 200: SubscriptionsResponseSchema } } },
    async (request) => ({ data: await listSubscriptions(deps, signedInPatientOf(request)) }),
  );

  app.get(
    '/api/patient/subscriptions/:subscriptionId/history',
    { schema: { tags: TAGS, summary: 'Every change to the subscription, with who made it and when', params, response: { 200: SubscriptionHistoryResponseSchema } } },
    async (request) => ({ data: await subscriptionHistory(deps.db, patientIdOf(request), request.params.subscriptionId) }),
  );

  app.get(
    '/api/patient/subscriptions/:subscriptionId/addable-products',
    { schema: { tags: TAGS, summary: 'The products the patient may add to the next boxes', params, response: { 200: AddableProductsResponseSchema } } },
    async (request) => ({ data: await listAddableProducts(deps.db, patientIdOf(request), request.params.subscriptionId, await deps.clock.now()) }),
  );

  app.post(
    '/api/patient/subscriptions/:subscriptionId/schedule',
    { config: { auditAction: 'subscription.reschedule' }, schema: { tags: TAGS, summary: 'Ships the next box a week sooner, 1 to 12 weeks later, or skips it', params, body: ScheduleChangeRequestSchema, response: answers } },
    async (request) => {
      // The trail names the change itself: subscription.skip, .postpone or .sooner (ADR 116).
      noteAudit(request, { action: `subscription.${request.body.change}` });
      return changed(request, request.params.subscriptionId, (now) => changeNextBoxDate(deps.db, patientIdOf(request), request.params.subscriptionId, request.body, now));
    },
  );

  app.post(
    '/api/patient/subscriptions/:subscriptionId/pause',
    { config: { auditAction: 'subscription.pause' }, schema: { tags: TAGS, summary: 'Pauses the boxes until the patient reactivates', params, response: answers } },
    async (request) => changed(request, request.params.subscriptionId, (now) => pauseSubscription(deps.db, patientIdOf(request), request.params.subscriptionId, now)),
  );

  app.post(
    '/api/patient/subscriptions/:subscriptionId/cancel',
    { config: { auditAction: 'subscription.cancel' }, schema: { tags: TAGS, summary: 'Cancels the boxes not yet billed, with a reason', params, body: CancelRequestSchema, response: answers } },
    async (request) =>
      changed(request, request.params.subscriptionId, (now) => cancelSubscription(deps.db, patientIdOf(request), request.params.subscriptionId, request.body, now)),
  );

  app.post(
    '/api/patient/subscriptions/:subscriptionId/reactivate',
    { config: { auditAction: 'subscription.reactivate' }, schema: { tags: TAGS, summary: 'Starts a paused or canceled subscription again', params, response: answers } },
    async (request) => changed(request, request.params.subscriptionId, (now) => reactivateSubscription(deps.db, patientIdOf(request), request.params.subscriptionId, now)),
  );

  app.post(
    '/api/patient/subscriptions/:subscriptionId/items',
    { config: { auditAction: 'subscription.item-add' }, schema: { tags: TAGS, summary: 'Adds a product to the next boxes', params, body: AddItemRequestSchema, response: answers } },
    async (request) =>
      changed(request, request.params.subscriptionId, (now) => addBoxItem(deps.db, patientIdOf(request), request.params.subscriptionId, request.body.itemId, now)),
  );

  app.delete(
    '/api/patient/subscriptions/:subscriptionId/items/:itemId',
    { config: { auditAction: 'subscription.item-remove' }, schema: { tags: TAGS, summary: 'Takes a product off the next boxes (not the prescription)', params: SubscriptionItemParamsSchema, response: answers } },
    async (request) =>
      changed(request, request.params.subscriptionId, (now) =>
        removeBoxItem(deps.db, patientIdOf(request), request.params.subscriptionId, request.params.itemId, now),
      ),
  );

  app.get(
    '/api/patient/subscriptions/:subscriptionId/safety-check',
    { config: { auditAction: 'safety-check.read' }, schema: { tags: TAGS, summary: "The next box's safety questions and the patient's answers", params, response: { 200: SafetyCheckResponseSchema } } },
    async (request) => ({ data: await readSafetyCheck(deps.db, patientIdOf(request), request.params.subscriptionId, await deps.clock.now()) }),
  );

  app.put(
    '/api/patient/subscriptions/:subscriptionId/safety-check',
    {
      config: { auditAction: 'safety-check.answer' },
      schema: {
        tags: TAGS,
        summary: "Answers the next box's safety questions; a yes holds the box for the provider",
        params,
        body: SafetyCheckRequestSchema,
        response: { 200: SafetyCheckResponseSchema },
      },
    },
    async (request) => ({
      data: await answerSafetyCheck(deps.db, patientIdOf(request), request.params.subscriptionId, request.body.answers, await deps.clock.now()),
    }),
  );
};
