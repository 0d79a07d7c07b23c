import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountSecuritySchema, AccountSessionParamsSchema, PasswordChangeRequestSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { signedInPatientSessionOf } from '../../http/audience';
import { noteAudit } from '../../http/audit-note';
import { accountSecurityOf, changePassword, endOtherSession, endOtherSessions, type SignedInAccount } from './account-security.service';
import type { SessionLifetime } from './sessions.service';

export interface AccountSecurityRoutesOptions {
  db: Db;
  /** A patient's session lifetime: a session idle past it is no longer listed (it is ended on sight). */
  lifetime: SessionLifetime;
}

/**
 * The patient's signed-in devices and password (issue 34 item 4, ADR 168), on the patient surface.
 * Every change answers with the devices as they now stand.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<AccountSecurityRoutesOptions> = async (app, { db, lifetime }) => {
  const response = { 200: AccountSecuritySchema };
  const answer = (account: SignedInAccount, hasPassword?: boolean) => accountSecurityOf(db, lifetime, account, hasPassword);

  app.get(
    '/api/account/security',
    { schema: { tags: ['identity'], summary: "The patient's signed-in devices, and whether the account has a password", response } },
    async (request) => answer(signedInPatientSessionOf(request)),
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      config: { auditAction: 'session.end' },
      schema: { tags: ['identity'], summary: "Sign one of the patient's other devices out", params: AccountSessionParamsSchema, response },
    },
    async (request) => {
      const account = signedInPatientSessionOf(request);
      noteAudit(request, { subject: { session: request.params.sessionId } });
      await endOtherSession(db, account, request.params.sessionId);
      return answer(account);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { config: { auditAction: 'sessions.end-others' }, schema: { tags: ['identity'], summary: "Sign every other device of the patient's out", response } },
    async (request) => {
      const account = signedInPatientSessionOf(request);
      noteAudit(request, { subject: { ended: await endOtherSessions(db, account) } });
      return answer(account);
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { auditAction: 'password.change' },
      schema: {
        tags: ['identity'],
        summary: "Change (or set) the patient's password; every other device is signed out (limited per hour)",
        body: PasswordChangeRequestSchema,
        response,
      },
    },
    async (request) => {
      const account = signedInPatientSessionOf(request);
      noteAudit(request, { subject: { ended: await changePassword(db, account, request.body) } });
      return answer(account, true);
    },
  );
};
