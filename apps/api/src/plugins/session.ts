import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PatientRow, SessionRow } from '../db/schema/index';
import type { Db } from '../db/client';
import type { SessionManager } from '../http/session-manager';
import { deviceLabelOf, endSession, lifetimeOf, resumeSession, changeSessionData, principalOf, startSession, type Principal, type SessionPolicy, type SessionStaffRow } from '../modules/auth';

export const SESSION_COOKIE = 'teleskin_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | undefined;
    /** Who is signed in: derived from `session`; the route group's guard checks its role. */
    principal: Principal | undefined;
    /**
     * The signed-in patient's account row, read with the session as the request began (one round
     * trip, ADR 076); undefined for a visitor or staff member, and after a sign-in or sign-out in
     * this request. Read it through `signedInPatientOf` (http/audience.ts).
     */
    sessionPatient: PatientRow | undefined;
    /**
     * The signed-in staff member (with a provider's licensed states), read with the session in the
     * same statement (ADR 127); undefined otherwise. Read it through `signedInStaffOf`.
     */
    sessionStaff: SessionStaffRow | undefined;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionPluginOptions {
  db: Db;
  policy: SessionPolicy;
  isSecureCookie: boolean;
}

/** Sessions in PostgreSQL behind an HttpOnly, SameSite=Lax cookie. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const { db, policy } = opts;
  const setCookie = (reply: FastifyReply, token: string, principal?: Principal) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.isSecureCookie,
      path: '/',
      maxAge: lifetimeOf(policy, principal).absoluteHours * 3600,
    });

  const remember = (request: FastifyRequest, row: SessionRow | undefined, account: { patient?: PatientRow; staff?: SessionStaffRow } = {}) => {
    request.session = row;
    request.principal = principalOf(row);
    request.sessionPatient = row ? account.patient : undefined;
    request.sessionStaff = row ? account.staff : undefined;
  };

  app.decorateRequest('session', undefined);
  app.decorateRequest('principal', undefined);
  app.decorateRequest('sessionPatient', undefined);
  app.decorateRequest('sessionStaff', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      return;
    }
    const resumed = await resumeSession(db, policy, token);
    // A cookie only ever travels to its own host, but a session never crosses brands regardless.
    if (resumed && resumed.row.brandId === request.brand.id) {
      remember(request, resumed.row, resumed);
    }
  });

  const manager: SessionManager = {
    updateData: async (request, reply, change) => {
      if (request.session) {
        await changeSessionData(db, request.session, change);
        return;
      }
      const { token, row } = await startSession(db, policy, { brandId: request.brand.id, principal: undefined, data: change({}) });
      remember(request, row);
      setCookie(reply, token);
    },
    signIn: async (request, reply, principal) => {
      const carried = request.session?.data ?? {};
      if (request.session) {
        await endSession(db, request.session);
      }
      const deviceLabel = deviceLabelOf(request.headers['user-agent']);
      const { token, row } = await startSession(db, policy, { brandId: request.brand.id, principal, data: carried, deviceLabel });
      remember(request, row);
      setCookie(reply, token, principal);
    },
    signOut: async (request, reply) => {
      if (request.session) {
        await endSession(db, request.session);
      }
      remember(request, undefined);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
  app.decorate('sessions', manager);
});
