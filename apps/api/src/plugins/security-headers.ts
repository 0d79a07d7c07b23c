import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, errors and unknown paths included (an `onRequest`
 * hook, registered before any hook that can refuse). The middleware is built once here: the
 * Fastify wrapper built it again, policy parsing included, on every request (ADR 076).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { isSecure: boolean }) => {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: opts.isSecure ? [] : null,
      },
    },
    strictTransportSecurity: opts.isSecure,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet hands its callback an error only when a policy value function throws; ours has none.
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
