import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuestCookiesResponseSchema, LandingRequestSchema, OptOutRequestSchema, TrackingStateSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { OPT_OUT_COOKIE, VISITOR_COOKIE } from './tracking-cookies';
import type { Clock } from '../clock';
import { recordReferralInvite } from '../promotions';
import { inviteTokenOf, recordLanding } from './tracking.service';

// "uuid cookie expires at 1000 (unit not shown)" (000 §9): days, ADR 011.
const VISITOR_COOKIE_DAYS = 1000;

export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db; isSecureCookie: boolean; clock: Clock }> = async (app, { db, isSecureCookie, clock }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie, path: '/' };

  /** The visitor's uuid, set as the visitor cookie when the browser has none yet. */
  const ensureVisitorCookie = (request: FastifyRequest, reply: FastifyReply): string => {
    const visitorUuid = request.tracking.visitorUuid ?? randomUUID();
    if (!request.tracking.visitorUuid) {
      reply.setCookie(VISITOR_COOKIE, visitorUuid, { ...cookieOptions, maxAge: VISITOR_COOKIE_DAYS * 86_400 });
    }
    return visitorUuid;
  };

  /**
   * A referral link's `?t=` is the visitor's own choice to take a friend's offer, not tracking: it
   * is kept in the (strictly necessary) session whatever the tracking choice, for a visitor only.
   */
  const rememberReferralInvite = async (request: FastifyRequest, reply: FastifyReply, landingUrl: string | undefined) => {
    const code = inviteTokenOf(landingUrl);
    if (!code || request.principal !== undefined || request.session?.data.referralInvite?.code === code) {
      return;
    }
    const invite = await recordReferralInvite(db, request.brand.id, code, await clock.now());
    if (invite) {
      await app.sessions.updateData(request, reply, (data) => ({ ...data, referralInvite: invite }));
    }
  };

  app.post(
    '/api/tracking/landing',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record where a visitor landed from (once per visitor), unless they opted out',
        body: LandingRequestSchema,
        response: { 200: TrackingStateSchema },
      },
    },
    async (request, reply) => {
      const { tracking } = request;
      await rememberReferralInvite(request, reply, request.body.landingUrl);
      if (tracking.isOptedOut) {
        return { isOptedOut: true };
      }
      const visitorUuid = ensureVisitorCookie(request, reply);
      await recordLanding(db, { ...tracking, visitorUuid }, request.body);
      return { isOptedOut: false };
    },
  );

  app.get(
    '/api/guest/middleware/cookies',
    {
      schema: {
        tags: ['tracking'],
        summary: "The guest cookie middleware (001 §7.1): sets the visitor cookie unless the browser opted out (ADR 101)",
        response: { 200: GuestCookiesResponseSchema },
      },
    },
    async (request, reply) => {
      const { isOptedOut } = request.tracking;
      if (!isOptedOut) {
        ensureVisitorCookie(request, reply);
      }
      return { data: { isOptedOut, hasVisitorCookie: !isOptedOut } };
    },
  );

  app.get(
    '/api/tracking/state',
    { schema: { tags: ['tracking'], summary: 'Whether this browser opted out of tracking', response: { 200: TrackingStateSchema } } },
    async (request) => ({ isOptedOut: request.tracking.isOptedOut }),
  );

  app.post(
    '/api/tracking/opt-out',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Opt this browser out of (or back into) tracking: the do-not-sell choice',
        body: OptOutRequestSchema,
        response: { 200: z.object({ isOptedOut: z.boolean() }) },
      },
    },
    async (request, reply) => {
      if (request.body.isOptedOut) {
        reply.setCookie(OPT_OUT_COOKIE, '1', { ...cookieOptions, maxAge: VISITOR_COOKIE_DAYS * 86_400 });
        reply.clearCookie(VISITOR_COOKIE, { path: '/' });
      } else {
        reply.clearCookie(OPT_OUT_COOKIE, { path: '/' });
      }
      return { isOptedOut: request.body.isOptedOut };
    },
  );
};
