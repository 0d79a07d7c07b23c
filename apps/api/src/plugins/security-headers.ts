import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Origins beyond our own that the policy allows (the payment processors' scripts and frames). */
export interface ExtraSources {
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  connectSrc?: readonly string[];
  imgSrc?: readonly string[];
}

type HeaderChange = { name: string; value: string } | { name: string; isRemoved: true };

/**
 * What helmet's middleware does to a response, recorded once: our policy has no per-request part
 * (no nonces), so every answer gets the same headers, and building them on each request (the CSP
 * string included) is work thrown away.
 */
function recordHeaders(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => changes.push({ name, value }),
    removeHeader: (name: string) => changes.push({ name, isRemoved: true }),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return changes;
}

/**
 * Helmet's security headers on every answer, errors and unknown paths included (an `onRequest`
 * hook, registered before any hook that can refuse), written straight onto the response as helmet
 * writes them. Built once at start-up: the Fastify wrapper parsed the policy again on every
 * request (ADR 076). The configured payment processors' origins are added (ADR 104).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { isSecure: boolean; extraSources?: ExtraSources }) => {
  const extra = opts.extraSources ?? {};
  const changes = recordHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the browser compile WebAssembly (the HEIC converter, ADR 142);
        // it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(extra.imgSrc ?? [])],
        frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
        connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
        upgradeInsecureRequests: opts.isSecure ? [] : null,
      },
    },
    strictTransportSecurity: opts.isSecure,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const change of changes) {
      if ('value' in change) {
        reply.raw.setHeader(change.name, change.value);
      } else {
        reply.raw.removeHeader(change.name);
      }
    }
    done();
  });
});
