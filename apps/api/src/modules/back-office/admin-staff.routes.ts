import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStaffAccessChangeSchema, AdminStaffListResponseSchema, AdminStaffMemberResponseSchema, AdminStaffParamsSchema, AdminStaffRoleChangeSchema } from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { BackOfficeDeps } from './back-office-deps';
import { changeStaffAccess, changeStaffRole, listStaffAccounts } from './admin-staff.service';

const TAGS = ['admin console'];

/**
 * The admin console's care-team accounts (issue 34 item 2, ADR 169): who has access in which role,
 * access taken away or given back, and an operator made an admin or the reverse, each with the
 * admin's reason. A done change writes its audit row in its own transaction; a refused one is
 * recorded by the request hook.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, deps) => {
  app.get(
    '/api/admin/staff',
    {
      config: { auditAction: 'admin.staff.read' },
      schema: { tags: TAGS, summary: 'Every care-team account with its role, access and open sessions', response: { 200: AdminStaffListResponseSchema } },
    },
    async (request) => ({ data: { members: await listStaffAccounts(deps.db, staffIdOf(request), await deps.clock.now()) } }),
  );

  app.post(
    '/api/admin/staff/:staffId/access',
    {
      config: { auditAction: 'staff.access.change' },
      schema: {
        tags: TAGS,
        summary: "Take a care-team member's access away (every session of theirs ends at once) or give it back, with the reason",
        params: AdminStaffParamsSchema,
        body: AdminStaffAccessChangeSchema,
        response: { 200: AdminStaffMemberResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { staffId: request.params.staffId } });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await changeStaffAccess(deps.db, context, request.params.staffId, request.body, await deps.clock.now()) };
    },
  );

  app.post(
    '/api/admin/staff/:staffId/role',
    {
      config: { auditAction: 'staff.role.change' },
      schema: {
        tags: TAGS,
        summary: 'Make an operator an admin or the reverse, with the reason; every session of theirs ends',
        params: AdminStaffParamsSchema,
        body: AdminStaffRoleChangeSchema,
        response: { 200: AdminStaffMemberResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { staffId: request.params.staffId } });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await changeStaffRole(deps.db, context, request.params.staffId, request.body) };
    },
  );
};
