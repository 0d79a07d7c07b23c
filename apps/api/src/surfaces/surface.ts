import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { assertAudience, type Audience } from './audience';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audience of the surface the route was registered in; the route-table test reads it. */
    audience?: Audience;
  }
}

/**
 * A route group for one audience: one `onRequest` guard for every route registered inside it
 * (after the brand, session and CSRF hooks), and each route tagged with its audience. Routes never
 * check the principal themselves.
 */
export function defineSurface<Options extends FastifyPluginOptions>(audience: Audience, register: (app: FastifyInstance, options: Options) => Promise<void>): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, audience };
    });
    app.addHook('onRequest', async (request) => assertAudience(audience, request));
    await register(app, options);
  };
}
