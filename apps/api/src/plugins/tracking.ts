import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnalyticsEvent, type AnalyticsSink, OPT_OUT_COOKIE, VISITOR_COOKIE, track, type TrackingContext } from '../modules/tracking';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    tracking: TrackingContext;
  }
  interface FastifyInstance {
    /** Records an analytics event for the request's visitor; never fails the request. */
    trackEvent: (request: FastifyRequest, event: Omit<AnalyticsEvent, 'brandId' | 'visitorUuid'>) => Promise<void>;
  }
}

/** Reads the visitor cookie and the opt-out (Global Privacy Control header or the do-not-sell choice). */
export const trackingPlugin = fp(async (app: FastifyInstance, opts: { sink: AnalyticsSink }) => {
  app.decorateRequest('tracking', null as unknown as TrackingContext);
  app.addHook('onRequest', async (request) => {
    const visitor = request.cookies[VISITOR_COOKIE];
    request.tracking = {
      brandId: request.brand.id,
      visitorUuid: visitor && UUID_PATTERN.test(visitor) ? visitor : undefined,
      isOptedOut: request.headers['sec-gpc'] === '1' || request.cookies[OPT_OUT_COOKIE] === '1',
    };
  });
  app.decorate('trackEvent', async (request: FastifyRequest, event: Omit<AnalyticsEvent, 'brandId' | 'visitorUuid'>) => {
    try {
      await track(opts.sink, request.tracking, event);
    } catch (error) {
      request.log.warn({ err: error, event: event.name }, 'analytics event not recorded');
    }
  });
});
