import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStaffAccessChangeSchema,
  AdminStaffListResponseSchema,
  AdminStaffMemberResponseSchema,
  AdminStaffParamsSchema,
  AdminStaffRoleChangeSchema,
  StaffAuthenticatorResetRequestSchema,
  StaffInvitationParamsSchema,
  StaffInvitationRequestSchema,
  StaffInvitationResponseSchema,
} from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import { cancelInvitation, inviteStaff, linkOriginOf, resendInvitation, type StaffAccessDeps } from '../staff';
import type { BackOfficeDeps } from './back-office-deps';
import { changeStaffAccess, changeStaffRole, listStaffAccounts, resetStaffAuthenticator } from './admin-staff.service';

export type AdminStaffDeps = BackOfficeDeps & StaffAccessDeps;

const TAGS = ['admin console'];

/**
 * The admin console's care-team accounts (issue 34 item 2, ADR 169): who has access in which role,
 * access taken away or given back, and an operator made an admin or the reverse, each with the
 * admin's reason. A done change writes its audit row in its own transaction; a refused one is
 * recorded by the request hook.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<AdminStaffDeps> = async (app, deps) => {
  app.get(
    '/api/admin/staff',
    {
      config: { auditAction: 'admin.staff.read' },
      schema: { tags: TAGS, summary: 'Every care-team account with its role, access and open sessions', response: { 200: AdminStaffListResponseSchema } },
    },
    async (request) => ({ data: await listStaffAccounts(deps.db, staffIdOf(request), await deps.clock.now()) }),
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
      return { data: await changeStaffRole(deps.db, context, request.params.staffId, request.body, await deps.clock.now()) };
    },
  );

  app.post(
    '/api/admin/staff/:staffId/authenticator-reset',
    {
      config: { auditAction: 'staff.authenticator.reset' },
      schema: {
        tags: TAGS,
        summary: 'Email a care-team member a link that sets up a new authenticator (a lost phone), with the reason; the old one works until the link is used',
        params: AdminStaffParamsSchema,
        body: StaffAuthenticatorResetRequestSchema,
        response: { 200: AdminStaffMemberResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { staffId: request.params.staffId } });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await resetStaffAuthenticator(deps, linkOriginOf(request), context, request.params.staffId, request.body, await deps.clock.now()) };
    },
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      config: { auditAction: 'staff.invite' },
      schema: {
        tags: TAGS,
        summary: 'Invite someone to the care team by email (operator or admin): a link that works once, for 7 days, sets their password and authenticator',
        body: StaffInvitationRequestSchema,
        response: { 200: StaffInvitationResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await inviteStaff(deps, linkOriginOf(request), context, request.body, await deps.clock.now()) };
    },
  );

  app.post(
    '/api/admin/staff/invitations/:invitationId/resend',
    {
      config: { auditAction: 'staff.invitation.resend' },
      schema: {
        tags: TAGS,
        summary: 'Send an invitation again with a new link and expiry; the old link stops working',
        params: StaffInvitationParamsSchema,
        response: { 200: StaffInvitationResponseSchema },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { invitationId: request.params.invitationId } });
      const context = { staffId: staffIdOf(request), ipAddress: request.ip };
      return { data: await resendInvitation(deps, linkOriginOf(request), context, request.params.invitationId, await deps.clock.now()) };
    },
  );

  app.post(
    '/api/admin/staff/invitations/:invitationId/revoke',
    {
      config: { auditAction: 'staff.invitation.revoke' },
      schema: {
        tags: TAGS,
        summary: 'Revoke an invitation: its link stops working at once',
        params: StaffInvitationParamsSchema,
        response: { 200: z.object({ data: z.object({ revoked: z.literal(true) }) }) },
      },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { invitationId: request.params.invitationId } });
      await cancelInvitation(deps, { staffId: staffIdOf(request), ipAddress: request.ip }, request.params.invitationId, await deps.clock.now());
      return { data: { revoked: true as const } };
    },
  );
};
