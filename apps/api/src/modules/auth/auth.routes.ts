import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsrfResponseSchema, LoginRequestSchema, LoginResponseSchema } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { actorOfPrincipal } from './sessions.service';
import { recordAudit } from '../audit';
import { withFlash } from '../flash-messages';
import { logIn, patientAccountOf, type LoginLimits } from './login.service';
import { knownDeviceOf, rememberDevice, type KnownDeviceCookieSettings } from './known-device-cookie';
import { toPatientView } from '../patients';

export interface AuthRoutesOptions {
  db: Db;
  loginLimits: LoginLimits;
  knownDevices: KnownDeviceCookieSettings;
}

/** The CSRF token and log-out: for anyone, whoever is signed in (public surface). */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/auth/csrf',
    { schema: { tags: ['identity'], summary: 'Sets the XSRF-TOKEN cookie', response: { 200: CsrfResponseSchema } } },
    async (_request, reply) => {
      reply.issueCsrfCookie();
      return { ok: true as const };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['identity'], summary: 'End the session', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      const principal = request.principal;
      if (principal) {
        const patientId = principal.role === 'patient' ? principal.patientId : null;
        await recordAudit(db, { actor: actorOfPrincipal(principal), action: 'account.sign-out', patientId, ipAddress: request.ip });
      }
      await app.sessions.signOut(request, reply);
      await app.sessions.updateData(request, reply, (data) =>
        withFlash(data, { type: 'info', content: MESSAGES.account.loggedOut }),
      );
      return { ok: true as const };
    },
  );
};

/** Log-in with email and password (visitor surface). */
export const loginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Log in with email and password (limited per address and per account; a known device on its own budget)',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const account = patientAccountOf(request.brand.id, request.body.email);
      const deviceId = knownDeviceOf(request, opts.knownDevices, account);
      const patient = await logIn(opts.db, request.brand.id, request.body, { address: request.ip, deviceId }, opts.loginLimits);
      rememberDevice(reply, opts.knownDevices, account, deviceId);
      await app.sessions.signIn(request, reply, { role: 'patient', patientId: patient.id });
      return { user: toPatientView(patient), message: '' };
    },
  );
};
