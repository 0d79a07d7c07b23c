import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscriptionParamsSchema, SubscriptionResponseSchema } from '@app/domain/contracts';
import { signedInPatientOf } from '../../http/audience';
import { reopenDeclinedBox, subscriptionView } from '../subscriptions';
import { retryDeclinedBox, type RenewalBillingDeps } from './renewal-billing.service';

/** The patient's way out of a declined renewal: charge the box again now (ADR 114). */
export const renewalBillingRoutes: FastifyPluginAsyncZod<RenewalBillingDeps> = async (app, deps) => {
  app.post(
    '/api/patient/subscriptions/:subscriptionId/retry-payment',
    {
      config: { auditAction: 'subscription.retry-payment' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Charges a declined box again now, with the card on file (after the patient updated it)',
        params: SubscriptionParamsSchema,
        response: { 200: SubscriptionResponseSchema },
      },
    },
    async (request) => {
      const patient = signedInPatientOf(request);
      const { subscriptionId } = request.params;
      await retryDeclinedBox(deps, (now) => reopenDeclinedBox(deps.db, patient.id, subscriptionId, now), subscriptionId);
      return { data: await subscriptionView(deps, patient, subscriptionId) };
    },
  );
};
