import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PromotionClaimRemovalRequestSchema, PromotionClaimRemovalResponseSchema, PromotionClaimRequestSchema, PromotionClaimResponseSchema, ReferralsOverviewResponseSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { patientIdOf } from '../../http/audience';
import { getSignedInPatient } from '../patients';
import { claimPromotion, removePromotionClaim } from './promotion-claims.service';
import { referralsOverview } from './referrals-overview.service';

/**
 * Promo codes at product selection and checkout (001 §2.3, §7.2; paths ours: ADR 098). The code
 * travels in the body, never the path, so it stays out of request logs.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/patient/referrals',
    {
      schema: {
        tags: ['promotions'],
        summary: "The patient's referral link, account credit and every referral's stage (ADR 109)",
        response: { 200: ReferralsOverviewResponseSchema },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.headers.host ?? request.hostname}`;
      return { data: await referralsOverview(db, patientIdOf(request), origin, await clock.now()) };
    },
  );

  app.post(
    '/api/patient/promotion-claims',
    {
      config: { auditAction: 'promotion.claim' },
      schema: {
        tags: ['promotions'],
        summary: 'Look a promo code up and claim it for the signed-in patient (422 with the reason when refused)',
        body: PromotionClaimRequestSchema,
        response: { 200: PromotionClaimResponseSchema },
      },
    },
    async (request) => {
      const patient = await getSignedInPatient(db, patientIdOf(request));
      return { data: await claimPromotion(db, patient, request.body) };
    },
  );

  app.post(
    '/api/patient/promotion-claims/remove',
    {
      config: { auditAction: 'promotion.remove' },
      schema: {
        tags: ['promotions'],
        summary: "Remove the signed-in patient's claim of a promo code",
        body: PromotionClaimRemovalRequestSchema,
        response: { 200: PromotionClaimRemovalResponseSchema },
      },
    },
    async (request) => {
      const patient = await getSignedInPatient(db, patientIdOf(request));
      return { data: await removePromotionClaim(db, patient, request.body) };
    },
  );
};
