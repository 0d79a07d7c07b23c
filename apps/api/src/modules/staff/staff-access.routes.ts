import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  StaffAccessCompletionResponseSchema,
  StaffAccessCompletionSchema,
  StaffAccessLinkResponseSchema,
  StaffAccessTokenSchema,
  StaffPasswordResetRequestSchema,
  StaffPasswordResetResponseSchema,
} from '@app/domain/contracts';
import type { Clock } from '../clock';
import { completeAccessLink, readAccessLink, type LinkOrigin, type StaffAccessDeps } from './staff-access-links.service';
import { staffMemberView } from './staff-accounts.service';
import { requestStaffPasswordReset } from './staff-password-reset.service';

const TAGS = ['care portal'];

export interface StaffAccessRoutesOptions extends StaffAccessDeps {
  clock: Clock;
}

/** The brand and address a link sent from this request carries. */
export const linkOriginOf = (request: FastifyRequest): LinkOrigin => ({ brandId: request.brand.id, brandName: request.brand.name, origin: `${request.protocol}://${request.host}` });

/**
 * The pages an emailed link opens (staff-visitor surface, ADR 170): what the link is for, its use
 * (which signs the browser in), and the staff's own password reset request. Tokens travel in
 * bodies, never in a path an access log keeps.
 */
export const staffAccessRoutes: FastifyPluginAsyncZod<StaffAccessRoutesOptions> = async (app, deps) => {
  app.post(
    '/api/staff/access-link',
    {
      schema: {
        tags: TAGS,
        summary: 'What an emailed care-team link is for (an invitation, an authenticator reset or a password reset), with the new authenticator’s key where it sets one up',
        body: StaffAccessTokenSchema,
        response: { 200: StaffAccessLinkResponseSchema },
      },
    },
    async (request) => ({ data: await readAccessLink(deps, request.body.token, await deps.clock.now()) }),
  );

  app.post(
    '/api/staff/access-link/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Use an emailed care-team link once (limited tries per link): every session of the account ends and this browser is signed in; audited',
        body: StaffAccessCompletionSchema,
        response: { 200: StaffAccessCompletionResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await completeAccessLink(deps, request.body, request.ip, await deps.clock.now());
      await app.sessions.signIn(request, reply, { role: member.role, staffId: member.id });
      return { data: await staffMemberView(deps.db, member) };
    },
  );

  app.post(
    '/api/staff/password-reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Email a password reset link to the care-team account of this address, if any (the same answer either way; limited per email and address)',
        body: StaffPasswordResetRequestSchema,
        response: { 200: StaffPasswordResetResponseSchema },
      },
    },
    async (request) => ({ message: await requestStaffPasswordReset(deps, linkOriginOf(request), request.body, request.ip, await deps.clock.now()) }),
  );
};
