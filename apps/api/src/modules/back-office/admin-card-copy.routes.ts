import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCardCopiesResponseSchema, AdminCardCopyChangeSchema, AdminCardCopyParamsSchema, AdminCardCopyResponseSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { BackOfficeDeps } from './back-office-deps';
import { changeAdminCardCopy, listAdminCardCopies } from './admin-card-copy.service';

const TAGS = ['admin console'];

/**
 * The admin console's product copy (issue 33 item 2, ADR 167): what each brand's cards say, and a
 * change with the admin's reason. A done change writes its audit row in its own transaction; a
 * refused one is recorded by the request hook.
 */
export const adminCardCopyRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, deps) => {
  app.get(
    '/api/admin/card-copy',
    {
      config: { auditAction: 'admin.card-copy.read' },
      schema: { tags: TAGS, summary: "Every brand's product cards with the name, description, claim and details they show now", response: { 200: AdminCardCopiesResponseSchema } },
    },
    async () => ({ data: await listAdminCardCopies(deps) }),
  );

  app.put(
    '/api/admin/card-copy/:brandId/:cardKey',
    {
      config: { auditAction: 'catalogue.copy.change' },
      schema: {
        tags: TAGS,
        summary: "A brand's product card's copy from now, whole, with the reason; orders already placed keep their lines",
        params: AdminCardCopyParamsSchema,
        body: AdminCardCopyChangeSchema,
        response: { 200: AdminCardCopyResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await changeAdminCardCopy(deps, context, request.params.brandId, request.params.cardKey, request.body) };
    },
  );
};
