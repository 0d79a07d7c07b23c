// `npm run bench -- --tracing` (issue 32, ADR 156): what tracing costs. One API process on the
// built bundle and one PostgreSQL, measured on a subscribed patient's reads (each a session look-up
// and the read's own queries) with tracing off (the default), on with every trace kept, and on
// with one trace in ten kept, exporting over OTLP/HTTP to a collector on loopback that reads and
// drops what it is sent. The three runs alternate in rounds; the medians are reported.
import { createServer } from 'node:http';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildApi, buildWeb } from './build.mjs';
import { freePort } from './free-port.mjs';
import { benchDeps, hot, rawRequest } from './bench-hot-paths.mjs';
import { run, SECONDS } from './bench-load.mjs';
import { deploymentEnv, startProcess, waitUntilReady } from './ops/app-processes.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READ_PATHS = ['/api/patient/subscriptions', '/api/patient/orders'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** An OTLP/HTTP receiver that reads each export whole and answers as a collector does. */
async function startSinkCollector() {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, exports: () => exports, close: () => new Promise((resolve) => server.close(resolve)) };
}

await Promise.all([buildWeb(), buildApi()]);
const typescript = register({ namespace: 'bench-tracing' });
const { startEmbeddedPostgres } = await typescript.import('../apps/api/src/db/embedded-postgres.ts', import.meta.url);
const { superuserRoleUrls } = await typescript.import('../apps/api/src/db/prepare-database.ts', import.meta.url);

const work = mkdtempSync(join(tmpdir(), 'teleskin-bench-tracing-'));
const log = openSync(join(work, 'processes.log'), 'a');
const database = await startEmbeddedPostgres(join(work, 'db'));
const urls = await superuserRoleUrls(database.url);
const collector = await startSinkCollector();
const env = { ...deploymentEnv(urls, join(work, 'data')), LOG_LEVEL: 'warn' };
const MODES = {
  off: {},
  'on, every trace': { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
  'on, 1 in 10 kept': { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER_ARG: '0.1' },
};

/** Starts the API with `modeEnv`, measures the reads of `patient` for SECONDS, stops it. */
async function measure(modeEnv, patient) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess('server', { ...env, ...modeEnv, PORT: String(port) }, log);
  try {
    await waitUntilReady(base, child);
    let calls = 0;
    const requests = [{ setupRequest: (request) => ({ ...request, ...rawRequest({ client: patient, method: 'GET', url: READ_PATHS[calls++ % READ_PATHS.length] }) }) }];
    const options = { url: `${base}${READ_PATHS[0]}`, requests };
    // Unmeasured first: the JIT, the pool and each connection's statement cache settle.
    await run('warm-up', options, undefined, 2);
    return await run('reads', options, child.pid);
  } finally {
    child.kill('SIGTERM');
    await child.exited;
  }
}

let exitCode = 1;
try {
  // The patient is made once, through a process with tracing off; the session outlives the restarts.
  const port = await freePort();
  const setup = startProcess('server', { ...env, PORT: String(port) }, log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, setup);
  const patient = await hot.patientReadyToPay(benchDeps(base, undefined));
  await hot.okBody(patient.client.request('POST', '/app/patient/payment/activate-trial', hot.activationBody()), 'activation');
  setup.kill('SIGTERM');
  await setup.exited;
  // Its cookies and CSRF token serve against each new process: the session is in the database.
  const client = patient.client;

  const figures = Object.fromEntries(Object.keys(MODES).map((mode) => [mode, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [mode, modeEnv] of Object.entries(MODES)) {
      figures[mode].push(await measure(modeEnv, client));
    }
  }
  const off = median(figures.off.map((figure) => figure.rps));
  const table = Object.fromEntries(
    Object.entries(figures).map(([mode, list]) => [
      mode,
      {
        'req/s': Math.round(median(list.map((figure) => figure.rps))),
        'p50 ms': median(list.map((figure) => figure.p50)),
        'p99 ms': median(list.map((figure) => figure.p99)),
        'CPU µs/request': Math.round(median(list.map((figure) => figure.cpu))),
        'share of off': `${Math.round((median(list.map((figure) => figure.rps)) / off) * 100)}%`,
      },
    ]),
  );
  console.log(`\nTracing's cost: a subscribed patient's reads (${READ_PATHS.join(', ')}), 50 connections, ${SECONDS} s a run, median of ${ROUNDS} rounds`);
  console.table(table);
  console.log(`The collector received ${collector.exports()} exports.`);
  exitCode = collector.exports() > 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  console.error(`process output: ${join(work, 'processes.log')}`);
} finally {
  await collector.close();
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
