import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionData } from '../db/schema/index';

/** `app.sessions` (plugins/session.ts): what a route does to the request's session. */
export interface SessionManager {
  /**
   * Changes the session's data, starting a visitor session when there is none. `change` sees the data as
   * stored now, under a lock, so it must derive everything it writes from its argument; a throw stores nothing.
   */
  updateData: (request: FastifyRequest, reply: FastifyReply, change: (data: SessionData) => SessionData) => Promise<void>;
  /** Signs a principal in on a fresh session id (the visitor's data moves across). */
  signIn: (request: FastifyRequest, reply: FastifyReply, principal: NonNullable<FastifyRequest['principal']>) => Promise<void>;
  signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
