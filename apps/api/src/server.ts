import { parseEnv } from './env';
import { connectDb } from './db/client';
import { holdProcessLiveness } from './db/process-liveness';
import { apiConnections } from './jobs/job-connections';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { configuredUrls, superuserRoleUrls, migrateDatabase } from './db/prepare-database';
import { loadSecret } from './secret';
import { startTracing, tracingSettingsOf } from './observability/tracing';
import type { JobWorker } from './jobs/worker';

// The app's modules are loaded on demand, so their start-up work can overlap PostgreSQL's boot.
const loadModules = () =>
  Promise.all([import('./app'), import('./seed/demo-data'), import('./jobs/worker'), import('./adapters'), import('./modules/auth'), import('./observability')]);

// The one place that reads process.env.
const env = parseEnv(process.env);
const bootStarted = performance.now();
const log = (message: string) => console.log(`[teleskin] ${message}`);
const elapsed = () => `${Math.round(performance.now() - bootStarted)} ms`;
// Traces (ADR 156): off unless an OTLP endpoint is set; with it, before any request or query.
const tracing = await startTracing(tracingSettingsOf(env, 'teleskin-api'));

let embedded: EmbeddedDatabase | undefined;
let url = env.DATABASE_URL;
let modules: Awaited<ReturnType<typeof loadModules>> | undefined;
if (!url) {
  // A database that will not start is the person's to fix (its message says how): no stack trace.
  embedded = await startEmbeddedPostgres(env.DATA_DIR, log, async () => {
    modules = await loadModules();
  }).catch((error: unknown) => {
    console.error(`[teleskin] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  url = embedded.url;
  log(`embedded PostgreSQL running (data in ${env.DATA_DIR}/postgres) after ${elapsed()}`);
}
const [{ buildApp }, { seedDemoData }, { startJobWorker }, { createAdapters }, { isLocalOidcWanted, startLocalOidcProviders }, observability] =
  modules ?? (await loadModules());
// Migrations as the database's owner; the app then connects as its own role, with data rights only (ADR 131).
const urls = embedded ? await superuserRoleUrls(embedded.url) : configuredUrls(url, env.DATABASE_MIGRATION_URL);
// This process's liveness lock (ADR 135), taken while the migrations run (it needs no table):
// checkout attempts the process leaves when killed are settled at once.
const [, liveness] = await Promise.all([migrateDatabase(urls), holdProcessLiveness(urls.appUrl)]);
const handle = connectDb(urls.appUrl, apiConnections(env), liveness.token);
log(`database migrated after ${elapsed()}`);
const secret = loadSecret(env);

// Development only (ADR 091): local stand-ins for the social providers when none is configured,
// given to the app as the settings a real provider would have. The app's port is known at listen.
let listeningPort = env.PORT;
const localOidc = isLocalOidcWanted(env) ? await startLocalOidcProviders(env, () => listeningPort) : undefined;

// The composition root: every outside service is built once, here, for the app and the jobs.
const adapters = createAdapters(localOidc ? { ...env, ...localOidc.settings } : env, handle.db);
// Demo data is topped up while the app builds and starts listening: the first page need not wait.
// It stores the queue patient's photos through the same storage the app reads them from.
const seeding = env.SEED_DEMO_DATA ? seedDemoData(handle.db, secret, adapters) : Promise.resolve();
// Health and metrics (ADR 155): /readyz follows the job worker's heartbeat when it runs here.
const heartbeat = env.JOBS_IN_API ? new observability.JobHeartbeat() : undefined;
const readiness = new observability.Readiness({ db: handle.db, heartbeat });
const metrics = observability.createProcessMetrics(handle.db, handle.pool);
const app = await buildApp({ env, db: handle.db, secret, adapters, readiness, metrics: metrics.registry, tracing });
const metricsServer = env.METRICS_PORT === undefined ? undefined : await observability.startMetricsServer(metrics.registry, env.METRICS_PORT, env.METRICS_HOST);
// Kept as a promise: a stop that comes while the worker is still starting must wait for it and
// stop it, or it would go on using a pool that is closing ("Connection terminated").
let jobWorker: Promise<JobWorker> | undefined;

let isStopping = false;
async function stop(signal: string): Promise<void> {
  if (isStopping) {
    return;
  }
  isStopping = true;
  // SIGTERM (a deployment): /readyz answers 503 while requests are still served, so the load
  // balancer stops sending before the port closes; then requests in flight finish (ADR 155).
  readiness.markStopping();
  const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0;
  log(`${signal}: stopping${drainMs > 0 ? `, not ready, draining for ${drainMs} ms` : ''}`);
  await Promise.all([
    new Promise((resolve) => setTimeout(resolve, drainMs)),
    jobWorker?.then((worker) => worker.stop()).catch(() => undefined),
  ]);
  await app.close().catch(() => undefined);
  await tracing.shutdown().catch(() => undefined);
  await metricsServer?.close().catch(() => undefined);
  await localOidc?.close().catch(() => undefined);
  // Demo data still being written would fail half-way against a closed pool.
  await seeding.catch(() => undefined);
  await handle.close().catch(() => undefined);
  await liveness.stop();
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// PORT=0 asks the system for a free port: say which one it gave.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
listeningPort = port;
if (localOidc) {
  log(`local sign-in providers for Facebook, Apple and Google (development only): ${localOidc.issuers.join(', ')}`);
}
// The job worker starts once the app answers: the first page need not wait for it. Not when a
// stop has already begun: it would start on a pool that is closing.
if (env.JOBS_IN_API && !isStopping) {
  jobWorker = startJobWorker(handle.pool, { db: handle.db, env, secret, adapters, log: app.log, metrics: metrics.jobs });
  heartbeat?.follow((await jobWorker).events);
}
if (metricsServer) {
  log(`metrics: http://${env.METRICS_HOST}:${metricsServer.port}/metrics`);
}
log(`ready after ${elapsed()} (process up ${Math.round(process.uptime() * 1000)} ms): http://127.0.0.1:${port} (main brand), http://agency.localhost:${port} (agency)`);
await seeding.then(
  () => env.SEED_DEMO_DATA && log(`demo data ready after ${elapsed()}`),
  (error: unknown) => app.log.error({ err: error }, 'demo data could not be seeded'),
);
