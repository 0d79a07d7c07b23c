import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@app/domain/messages/en';
import type { SessionData, SessionRow } from '../db/schema/index';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import {
  endSession,
  resumeSession,
  changeSessionData,
  startSession,
  type SessionPolicy,
} from '../modules/identity/sessions.service';

export const SESSION_COOKIE = 'teleskin_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | undefined;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionManager {
  /** The signed-in patient's id, or a 401. */
  requirePatientId: (request: FastifyRequest) => number;
  /**
   * Changes the session's data, starting a visitor session when there is none. `change` sees the data as
   * stored now, under a lock, so it must derive everything it writes from its argument; a throw stores nothing.
   */
  updateData: (request: FastifyRequest, reply: FastifyReply, change: (data: SessionData) => SessionData) => Promise<void>;
  /** Signs a patient in on a fresh session id (the visitor's data moves across). */
  signIn: (request: FastifyRequest, reply: FastifyReply, patientId: number) => Promise<void>;
  signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export interface SessionPluginOptions {
  db: Db;
  policy: SessionPolicy;
  isSecureCookie: boolean;
}

/** Sessions in PostgreSQL behind an HttpOnly, SameSite=Lax cookie. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const { db, policy } = opts;
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.isSecureCookie,
      path: '/',
      maxAge: policy.absoluteHours * 3600,
    });

  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      return;
    }
    const row = await resumeSession(db, policy, token);
    // A cookie only ever travels to its own host, but a session never crosses brands regardless.
    request.session = row && row.brandId === request.brand.id ? row : undefined;
  });

  const manager: SessionManager = {
    requirePatientId: (request) => {
      const patientId = request.session?.patientId;
      if (patientId == null) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
      }
      return patientId;
    },
    updateData: async (request, reply, change) => {
      if (request.session) {
        await changeSessionData(db, request.session, change);
        return;
      }
      const { token, row } = await startSession(db, policy, {
        brandId: request.brand.id,
        patientId: null,
        data: change({}),
      });
      request.session = row;
      setCookie(reply, token);
    },
    signIn: async (request, reply, patientId) => {
      const carried = request.session?.data ?? {};
      if (request.session) {
        await endSession(db, request.session);
      }
      const { token, row } = await startSession(db, policy, { brandId: request.brand.id, patientId, data: carried });
      request.session = row;
      setCookie(reply, token);
    },
    signOut: async (request, reply) => {
      if (request.session) {
        await endSession(db, request.session);
      }
      request.session = undefined;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
  app.decorate('sessions', manager);
});
