import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPriceChangeCreateSchema, AdminPriceResponseSchema, AdminPricesResponseSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { BackOfficeDeps } from './back-office-deps';
import { listAdminPrices, scheduleAdminPrice } from './admin-prices.service';

const TAGS = ['admin console'];

/**
 * The admin console's prices (issue 33 item 2, ADR 160): each brand's full-size prices now and to
 * come, and a new price from a date with the admin's reason. A done change writes its audit row in
 * its own transaction; a refused one is recorded by the request hook with the refusal's words.
 */
export const adminPricesRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, deps) => {
  app.get(
    '/api/admin/prices',
    {
      config: { auditAction: 'admin.prices.read' },
      schema: { tags: TAGS, summary: "Every brand's full-size prices now, the changes to come, and the first date a change may start", response: { 200: AdminPricesResponseSchema } },
    },
    async () => ({ data: await listAdminPrices(deps.db, await deps.clock.now()) }),
  );

  app.post(
    '/api/admin/prices',
    {
      config: { auditAction: 'catalogue.price.schedule' },
      schema: {
        tags: TAGS,
        summary: "A product's new price of a brand from a date (tomorrow or later); subscribers are told before a box bills at a raise",
        body: AdminPriceChangeCreateSchema,
        response: { 201: AdminPriceResponseSchema },
      },
    },
    async (request, reply) => {
      noteAudit(request, { isRecordedInTransaction: true });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return reply.code(201).send({ data: await scheduleAdminPrice(deps, context, request.body) });
    },
  );
};
