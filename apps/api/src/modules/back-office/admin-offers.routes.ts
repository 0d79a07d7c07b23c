import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBrandSellingResponseSchema,
  AdminOffersParamsSchema,
  AdminOffersResponseSchema,
  AdminSellingChangeSchema,
  AdminSellingPreviewResponseSchema,
  AdminSellingPreviewSchema,
} from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import { changeAdminOffers, listAdminOffers, previewAdminOffers, type AdminOffersDeps } from './admin-offers.service';

const TAGS = ['admin console'];

/**
 * The admin console's offers and flags (issue 33 item 3, ADR 163): how each brand sells to new
 * patients, a preview of settings not yet saved, and a change with the admin's reason. A done
 * change writes its audit row in its own transaction; a refused one is recorded by the request hook.
 */
export const adminOffersRoutes: FastifyPluginAsyncZod<AdminOffersDeps> = async (app, deps) => {
  app.get(
    '/api/admin/offers',
    {
      config: { auditAction: 'admin.offers.read' },
      schema: { tags: TAGS, summary: "Every brand's trial offer, flags, copy, fees, gift and offered promotion, as new patients get them now", response: { 200: AdminOffersResponseSchema } },
    },
    async () => ({ data: await listAdminOffers(deps) }),
  );

  app.put(
    '/api/admin/offers/:brandId',
    {
      config: { auditAction: 'brand.offers.change' },
      schema: {
        tags: TAGS,
        summary: "A brand's offers and flags from now, whole, with the reason; boxes already paid keep their terms",
        params: AdminOffersParamsSchema,
        body: AdminSellingChangeSchema,
        response: { 200: AdminBrandSellingResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await changeAdminOffers(deps, context, request.params.brandId, request.body) };
    },
  );

  app.post(
    '/api/admin/offers/:brandId/preview',
    {
      config: { auditAction: 'admin.offers.preview' },
      schema: {
        tags: TAGS,
        summary: "The selection data a new patient of the brand would get under settings not yet saved: the routine recommended before any answer and its prices",
        params: AdminOffersParamsSchema,
        body: AdminSellingPreviewSchema,
        response: { 200: AdminSellingPreviewResponseSchema },
      },
    },
    async (request) => ({ data: await previewAdminOffers(deps, request.params.brandId, request.body) }),
  );
};
