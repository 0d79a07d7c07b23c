import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, type Registry } from 'prom-client';
import { HEALTH_PATHS } from './health-routes';

/** The label of a request no route matched; never the raw path, whose values are unbounded. */
const UNMATCHED = 'unmatched';

const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Request counts and durations per route template (`/api/shop/carts/:id`, never the path itself:
 * one series per template keeps the cardinality fixed), method and status class (ADR 155). The
 * health probes are left out: a 503 while draining is no error of the service.
 */
export const httpMetricsPlugin = fp(
  async (app: FastifyInstance, options: { registry: Registry }) => {
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'teleskin_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status class.',
      labelNames,
      registers: [options.registry],
    });
    const durations = new Histogram({
      name: 'teleskin_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template, method and status class.',
      labelNames,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [options.registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      if (HEALTH_PATHS.includes(route)) {
        return;
      }
      const labels = {
        method: request.method,
        route,
        status_class: statusClassOf(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  },
);
