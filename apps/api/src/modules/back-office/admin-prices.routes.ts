import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPriceChangeCreateSchema, AdminPriceResponseSchema, AdminPricesResponseSchema, AdminProductSalesChangeSchema, AdminProductSalesResponseSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { BackOfficeDeps } from './back-office-deps';
import { listAdminPrices, scheduleAdminPrice } from './admin-prices.service';
import { changeProductSales } from './admin-product-sales.service';

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

  app.post(
    '/api/admin/product-sales',
    {
      // The refused request's row; a done change writes catalogue.product.pause or .resume in its transaction.
      config: { auditAction: 'catalogue.product.sales' },
      schema: {
        tags: TAGS,
        summary: "Pause or resume a brand's new sales of an over-the-counter product; subscriptions holding it renew unchanged",
        body: AdminProductSalesChangeSchema,
        response: { 200: AdminProductSalesResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true });
      return { data: await changeProductSales(deps, { staffId: staffIdOf(request), ipAddress: request.ip }, request.body) };
    },
  );
};
