import { pino } from 'pino';
import { createAdapters } from './adapters';
import { openCliDatabase } from './cli/cli-database';
import { parseEnv } from './env';
import { jobWorkerConnections } from './jobs/job-connections';
import { startJobWorker } from './jobs/worker';
import { loggerOptions } from './logging';
import { createProcessMetrics, startMetricsServer } from './observability';
import { loadSecret } from './secret';
import { startTracing, tracingSettingsOf } from './observability/tracing';

// `npm run worker`: the job worker in a process of its own, for deployments that run the API with
// JOBS_IN_API=false and scale the two apart (docs/operations.md). Like the API it reads the
// settings once; it uses DATABASE_URL, or the embedded database of DATA_DIR.
const env = parseEnv(process.env);
const log = pino(loggerOptions(env.LOG_LEVEL));
// Traces (ADR 156): each job continues the trace of the request that queued it.
const tracing = await startTracing(tracingSettingsOf(env, 'teleskin-worker'));
const database = await openCliDatabase(env, (message) => log.info(message), jobWorkerConnections(env), { isLive: true });
const { db, pool } = database.handle;
const metrics = createProcessMetrics(db, pool);
// The API's secret, loaded the same way: jobs open what requests sealed (queued message texts).
const worker = await startJobWorker(pool, { db, env, secret: loadSecret(env), adapters: createAdapters(env, db), log, metrics: metrics.jobs });
// Its metrics on a port of its own (ADR 155): the pool, and the figures read from the database.
const metricsServer =
  env.WORKER_METRICS_PORT === undefined ? undefined : await startMetricsServer(metrics.registry, env.WORKER_METRICS_PORT, env.METRICS_HOST);
log.info(metricsServer ? `job worker running; metrics: http://${env.METRICS_HOST}:${metricsServer.port}/metrics` : 'job worker running');

let isStopping = false;
async function stop(signal: string): Promise<void> {
  if (isStopping) {
    return;
  }
  isStopping = true;
  log.info(`${signal}: stopping the job worker`);
  await worker.stop().catch(() => undefined);
  await tracing.shutdown().catch(() => undefined);
  await metricsServer?.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
