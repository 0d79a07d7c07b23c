import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AdminPromotionActionSchema, AdminPromotionParamsSchema, AdminPromotionCreateSchema, AdminPromotionResponseSchema, AdminPromotionsResponseSchema, AdminPromotionUpdateSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { BackOfficeDeps } from './back-office-deps';
import { listAdminPromotions } from './admin-promotions.service';
import { createAdminPromotion, endAdminPromotion, pauseAdminPromotion, resumeAdminPromotion, updateAdminPromotion, type AdminContext } from './admin-promotion-changes.service';

const TAGS = ['admin console'];

/**
 * The admin console's promotions (issue 33 item 4, ADRs 158, 159): every brand's codes and how far
 * they are claimed; a new code, its settings, a pause and an end, each with the admin's reason. A
 * done change writes its audit row (before and after) in its own transaction; a refused one is
 * recorded by the request hook with the refusal's words.
 */
export const adminPromotionsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, deps) => {
  /** Notes the audit row before any check that could refuse, and gives the admin's context. */
  const begin = (request: FastifyRequest, promotionCodeId?: number): AdminContext => {
    noteAudit(request, { isRecordedInTransaction: true, ...(promotionCodeId === undefined ? {} : { subject: { promotionCodeId } }) });
    return { staffId: staffIdOf(request), ipAddress: request.ip };
  };
  const response = { 200: AdminPromotionResponseSchema };

  app.get(
    '/api/admin/promotions',
    {
      config: { auditAction: 'admin.promotions.read' },
      schema: { tags: TAGS, summary: "Every brand's promotion codes with their window, uses and status", response: { 200: AdminPromotionsResponseSchema } },
    },
    async () => ({ data: { promotions: await listAdminPromotions(deps.db, await deps.clock.now()) } }),
  );

  app.post(
    '/api/admin/promotions',
    {
      config: { auditAction: 'promotion.create' },
      schema: { tags: TAGS, summary: 'Create a promotion code of a brand (its spelling unique in the brand)', body: AdminPromotionCreateSchema, response: { 201: AdminPromotionResponseSchema } },
    },
    async (request, reply) => reply.code(201).send({ data: await createAdminPromotion(deps, begin(request), request.body) }),
  );

  app.put(
    '/api/admin/promotions/:promotionId',
    {
      config: { auditAction: 'promotion.update' },
      schema: { tags: TAGS, summary: "Change a code's settings (never its spelling or brand; claims already made keep their amount)", params: AdminPromotionParamsSchema, body: AdminPromotionUpdateSchema, response },
    },
    async (request) => ({ data: await updateAdminPromotion(deps, begin(request, request.params.promotionId), request.params.promotionId, request.body) }),
  );

  const actions = [
    ['pause', 'promotion.pause', 'Pause a code: no new claims until it is resumed', pauseAdminPromotion],
    ['resume', 'promotion.resume', 'Resume a paused code', resumeAdminPromotion],
    ['end', 'promotion.end', "End a code's window now", endAdminPromotion],
  ] as const;
  for (const [path, auditAction, summary, act] of actions) {
    app.post(
      `/api/admin/promotions/:promotionId/${path}`,
      { config: { auditAction }, schema: { tags: TAGS, summary, params: AdminPromotionParamsSchema, body: AdminPromotionActionSchema, response } },
      async (request) => ({ data: await act(deps, begin(request, request.params.promotionId), request.params.promotionId, request.body.reason) }),
    );
  }
};
