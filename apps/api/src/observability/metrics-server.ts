import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { registerBusinessMetrics } from './business-metrics';
import { registerJobMetrics, type JobMetrics } from './job-metrics';
import { registerPoolMetrics } from './pool-metrics';

/**
 * A process's metrics: Node's own (memory, event loop lag, `process_` and `nodejs_`), its database
 * pool, the figures read from the database and what its jobs count. The API adds its request
 * metrics (http-metrics.ts).
 */
export function createProcessMetrics(db: Db, pool: pg.Pool): { registry: Registry; jobs: JobMetrics } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerPoolMetrics(registry, pool);
  registerBusinessMetrics(registry, db);
  return { registry, jobs: registerJobMetrics(registry) };
}

export interface MetricsServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * Serves `GET /metrics` on a port of its own (ADR 155), apart from the app's: a load balancer that
 * forwards the app's port never reaches it, and it binds the loopback unless told otherwise.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
