import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPromotionsResponseSchema } from '@app/domain/contracts';
import type { BackOfficeDeps } from './back-office-deps';
import { listAdminPromotions } from './admin-promotions.service';

const TAGS = ['admin console'];

/** The admin console's promotions (issue 33 item 4, ADR 158): every brand's codes and how far they are claimed. */
export const adminPromotionsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, clock }) => {
  app.get(
    '/api/admin/promotions',
    {
      config: { auditAction: 'admin.promotions.read' },
      schema: { tags: TAGS, summary: "Every brand's promotion codes with their window, uses and status", response: { 200: AdminPromotionsResponseSchema } },
    },
    async () => ({ data: { promotions: await listAdminPromotions(db, await clock.now()) } }),
  );
};
