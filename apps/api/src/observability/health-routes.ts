import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Readiness } from './readiness';

type Probe = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The probes' answers: /livez (the process answers) and /readyz (it may be sent traffic, see readiness.ts). */
function probesOf(readiness: Readiness): Record<string, Probe> {
  let lastStatus = 'ready';
  return {
    '/livez': async (_request, reply) => reply.code(200).send({ status: 'alive' }),
    '/readyz': async (request, reply) => {
      const report = await readiness.report();
      // Probes come every few seconds: a change is logged once, not every answer.
      if (report.status !== lastStatus) {
        lastStatus = report.status;
        request.log.warn({ readiness: report }, `readiness: ${report.status}`);
      }
      return reply
        .code(report.isReady ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: report.status, checks: report.checks });
    },
  };
}

/** The paths a load balancer and an orchestrator probe; left out of the request metrics (ADR 155). */
export const HEALTH_PATHS: readonly string[] = ['/livez', '/readyz'];

/**
 * GET /livez and GET /readyz (ADR 155), routes like any other (the route-table tests walk them),
 * but answered by the first `onRequest` hook, registered before the brand, session, tracking and
 * CSRF plugins: Fastify runs a root hook on every route whenever it was added, and a load
 * balancer asks by address, with no brand's host, cookie or token. Their request lines are left
 * out (`logLevel: warn`), so probes do not drown the log.
 *
 * While the process drains after SIGTERM, every answer says `Connection: close`: a client with a
 * kept-alive connection opens a new one (to another process) for its next request, rather than
 * sending it on a connection this process is about to close.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: { readiness: Readiness }) => {
  const probes = probesOf(options.readiness);
  app.addHook('onRequest', async (request, reply) => {
    const probe = request.routeOptions.config.isProbe
      ? probes[request.routeOptions.url ?? '']
      : undefined;
    if (probe) {
      return probe(request, reply);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (options.readiness.stopping) {
      reply.header('connection', 'close');
    }
  });
  for (const [url, probe] of Object.entries(probes)) {
    app.get(url, { logLevel: 'warn', config: { isProbe: true } }, probe);
  }
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A load balancer's probe, answered before every other hook (health-routes.ts). */
    isProbe?: boolean;
  }
}
