import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  PasskeyCeremonyResponseSchema,
  PasskeyRegistrationOptionsRequestSchema,
  PasskeyRegistrationRequestSchema,
  PasskeySignInRequestSchema,
  PasskeySignInResponseSchema,
  StaffPasskeyListResponseSchema,
  StaffPasskeyParamsSchema,
  StaffPasskeyResponseSchema,
} from '@app/domain/contracts';
import { staffIdOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import type { Clock } from '../clock';
import { findActiveStaff, staffMemberView } from './staff-accounts.service';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey, type PasskeyDeps, type PasskeySite } from './staff-passkeys.service';
import { staffGone } from './staff-sign-in.service';

const TAGS = ['care portal'];

export interface PasskeyRoutesOptions extends PasskeyDeps {
  clock: Clock;
}

/** The relying party is the host the page was served from, without its port; the origin is the page's. */
const siteOf = (request: FastifyRequest): PasskeySite => ({ rpID: request.hostname, origin: `${request.protocol}://${request.host}` });

/** A signed-in member's own passkeys (staff surface, every request audited; ADR 172). */
export const staffPasskeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, deps) => {
  const memberOf = async (request: FastifyRequest) => {
    const member = await findActiveStaff(deps.db, staffIdOf(request));
    if (!member) {
      throw staffGone();
    }
    return member;
  };

  app.get(
    '/api/staff/passkeys',
    { config: { auditAction: 'staff.passkeys.read' }, schema: { tags: TAGS, summary: "The signed-in member's passkeys", response: { 200: StaffPasskeyListResponseSchema } } },
    async (request) => ({ data: { passkeys: await listPasskeys(deps.db, staffIdOf(request)) } }),
  );

  app.post(
    '/api/staff/passkeys/options',
    {
      config: { auditAction: 'staff.passkey.options' },
      schema: { tags: TAGS, summary: 'Begin adding a passkey: with a code of the member’s authenticator, the options for the browser and their ticket', body: PasskeyRegistrationOptionsRequestSchema, response: { 200: PasskeyCeremonyResponseSchema } },
    },
    async (request) => ({ data: await passkeyRegistrationOptions(deps, await memberOf(request), request.body.code, siteOf(request), await deps.clock.now()) }),
  );

  app.post(
    '/api/staff/passkeys',
    {
      config: { auditAction: 'staff.passkey.add' },
      schema: { tags: TAGS, summary: 'Add the passkey the browser made for the ticket, under a name', body: PasskeyRegistrationRequestSchema, response: { 200: StaffPasskeyResponseSchema } },
    },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true });
      return { data: await addPasskey(deps, await memberOf(request), request.body, siteOf(request), request.ip, await deps.clock.now()) };
    },
  );

  app.delete(
    '/api/staff/passkeys/:passkeyId',
    { config: { auditAction: 'staff.passkey.remove' }, schema: { tags: TAGS, summary: 'Remove one of the member’s passkeys', params: StaffPasskeyParamsSchema, response: { 200: StaffPasskeyResponseSchema } } },
    async (request) => {
      noteAudit(request, { isRecordedInTransaction: true, subject: { passkeyId: request.params.passkeyId } });
      return { data: await removePasskey(deps.db, await memberOf(request), request.params.passkeyId, request.ip) };
    },
  );
};

/** Signing in with a passkey in place of password and code (staff-visitor surface; the service audits). */
export const staffPasskeySignInRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, deps) => {
  app.post(
    '/api/staff/passkeys/sign-in/options',
    { schema: { tags: TAGS, summary: 'The options of a passkey sign-in for the browser, and their ticket (five minutes, once)', response: { 200: PasskeyCeremonyResponseSchema } } },
    async (request) => ({ data: await passkeySignInOptions(deps, siteOf(request), await deps.clock.now()) }),
  );

  app.post(
    '/api/staff/passkeys/sign-in',
    { schema: { tags: TAGS, summary: 'Sign in with a passkey of an active member, in place of password and code (limited per address; audited)', body: PasskeySignInRequestSchema, response: { 200: PasskeySignInResponseSchema } } },
    async (request, reply) => {
      const member = await signInWithPasskey(deps, request.body, siteOf(request), request.ip, await deps.clock.now());
      await app.sessions.signIn(request, reply, { role: member.role, staffId: member.id });
      return { data: await staffMemberView(deps.db, member) };
    },
  );
};
