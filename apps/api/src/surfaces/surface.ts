import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { assertAudience, AUDIENCE_NOTES, type Audience } from '../http/audience';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audience of the surface the route was registered in; the route-table test reads it. */
    audience?: Audience;
  }
}

/**
 * A route group for one audience: one `onRequest` guard for every route registered inside it
 * (after the brand, session and CSRF hooks), and each route tagged with its audience, which its
 * API description states after the route's own description. Routes never check the principal
 * themselves.
 */
export function defineSurface<Options extends FastifyPluginOptions>(audience: Audience, register: (app: FastifyInstance, options: Options) => Promise<void>): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, audience };
      route.schema = { ...route.schema, description: [route.schema?.description, AUDIENCE_NOTES[audience]].filter(Boolean).join(' ') };
    });
    app.addHook('onRequest', async (request) => assertAudience(audience, request));
    await register(app, options);
  };
}
