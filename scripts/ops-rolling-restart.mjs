// `npm run ops:rolling-restart-check` (issue 32): two API processes and a job worker on one
// PostgreSQL behind nginx on loopback, under steady load of patient reads and checkouts; each API
// process is restarted in turn as a deploy does (SIGTERM, the load balancer follows readiness, the
// new process joins once ready). It passes with 0 failed requests and every checkout charged once.
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { buildApi, buildWeb } from './build.mjs';
import { freePort } from './free-port.mjs';
import { benchDeps, hot, rawRequest } from './bench-hot-paths.mjs';
import { isNginxInstalled, startNginx } from './ops/nginx-balancer.mjs';
import {
  deploymentEnv,
  startProcess,
  waitUntilNotReady,
  waitUntilReady,
} from './ops/app-processes.mjs';
import { startSteadyLoad } from './ops/steady-load.mjs';
import { checkCharges } from './ops/charge-check.mjs';

const READ_RATE = Number(process.env.CHECK_READ_RATE ?? 40);
const CHECKOUT_RATE = Number(process.env.CHECK_CHECKOUT_RATE ?? 4);
const READERS = 8;
const CHECKOUTS = Number(process.env.CHECK_CHECKOUTS ?? 60);
// Long enough for the load balancer to see the failed readiness and take the process out.
const DRAIN_MS = 2000;
// How a process is stopped: SIGTERM as a deploy does. CHECK_SIGNAL=SIGKILL (a crash) shows the
// check failing: the requests a killed process held are lost.
const STOP_SIGNAL = process.env.CHECK_SIGNAL ?? 'SIGTERM';

if (!isNginxInstalled()) {
  console.error('nginx is not installed: apt-get install nginx (Debian), then run this again.');
  process.exit(1);
}
await Promise.all([buildWeb(), buildApi()]);
const typescript = register({ namespace: 'ops-rolling-restart' });
const { startEmbeddedPostgres } = await typescript.import(
  '../apps/api/src/db/embedded-postgres.ts',
  import.meta.url,
);
const { superuserRoleUrls } = await typescript.import(
  '../apps/api/src/db/prepare-database.ts',
  import.meta.url,
);

const work = mkdtempSync(join(tmpdir(), 'teleskin-rolling-'));
const log = openSync(join(work, 'processes.log'), 'a');
const say = (message) => console.log(`[rolling-restart] ${message}`);
const database = await startEmbeddedPostgres(join(work, 'db'));
const urls = await superuserRoleUrls(database.url);
const env = {
  ...deploymentEnv(urls, join(work, 'data')),
  TRUST_PROXY: 'true',
  JOBS_IN_API: 'false',
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  LOG_LEVEL: 'warn',
};
const apiPorts = [await freePort(), await freePort()];
const startApi = (port) => startProcess('server', { ...env, PORT: String(port) }, log);
const processes = new Map();
let nginx;
let exitCode = 1;
try {
  // The first process migrates the database; the others start on a migrated one.
  processes.set(apiPorts[0], startApi(apiPorts[0]));
  await waitUntilReady(`http://127.0.0.1:${apiPorts[0]}`, processes.get(apiPorts[0]));
  processes.set(apiPorts[1], startApi(apiPorts[1]));
  const worker = startProcess('worker', env, log);
  await waitUntilReady(`http://127.0.0.1:${apiPorts[1]}`, processes.get(apiPorts[1]));
  const balancerPort = await freePort();
  nginx = await startNginx(join(work, 'nginx'), balancerPort, apiPorts);
  const base = `http://127.0.0.1:${balancerPort}`;
  await waitUntilReady(base, nginx.child);
  say(`2 API processes (${apiPorts.join(', ')}) and a job worker behind nginx at ${base}`);

  const deps = benchDeps(base, undefined);
  const readers = [];
  for (let n = 0; n < READERS; n += 1) {
    const patient = await hot.patientReadyToPay(deps);
    await hot.okBody(
      patient.client.request('POST', '/app/patient/payment/activate-trial', hot.activationBody()),
      'activation',
    );
    readers.push(patient.client);
  }
  const buyers = [];
  for (let n = 0; n < CHECKOUTS; n += 1) {
    buyers.push((await hot.patientReadyToPay(deps)).client);
  }
  say(`${READERS} subscribed patients read, ${CHECKOUTS} patients ready to pay`);

  const READ_PATHS = [
    '/api/patient/subscriptions',
    '/api/visits',
    '/api/patient/shipments',
    '/api/patient/orders',
  ];
  const reads = startSteadyLoad(base, READ_RATE, (n) =>
    rawRequest({
      client: readers[n % READERS],
      method: 'GET',
      url: READ_PATHS[n % READ_PATHS.length],
    }),
  );
  const checkouts = startSteadyLoad(base, CHECKOUT_RATE, (n) =>
    n < CHECKOUTS
      ? rawRequest({
          client: buyers[n],
          method: 'POST',
          url: '/app/patient/payment/activate-trial',
          body: hot.activationBody(),
        })
      : undefined,
  );
  const restartStarted = performance.now();
  for (const port of apiPorts) {
    const direct = `http://127.0.0.1:${port}`;
    const old = processes.get(port);
    old.kill(STOP_SIGNAL);
    await waitUntilNotReady(direct);
    nginx.route(apiPorts.filter((each) => each !== port));
    const { code, signal } = await old.exited;
    if (code !== 0 && signal !== STOP_SIGNAL) {
      throw new Error(
        `the API process on ${port} exited with ${code ?? signal} after ${STOP_SIGNAL}`,
      );
    }
    const fresh = startApi(port);
    processes.set(port, fresh);
    await waitUntilReady(direct, fresh);
    nginx.route(apiPorts);
    say(
      `restarted the API process on ${port} (${Math.round(performance.now() - restartStarted)} ms into the restarts)`,
    );
  }
  // A little load after the last restart, so the new processes serve it too.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [readLoad, checkoutLoad] = [await reads.stop(), await checkouts.stop()];
  const outcomes = [...readLoad.outcomes, ...checkoutLoad.outcomes];
  const failed = outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
  const servedBy = new Map();
  for (const outcome of outcomes) {
    servedBy.set(outcome.upstream ?? 'none', (servedBy.get(outcome.upstream ?? 'none') ?? 0) + 1);
  }
  const checkoutsSent = outcomes.filter((outcome) => outcome.method === 'POST').length;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const charges = await checkCharges(admin, checkoutsSent + READERS);
  await admin.end();
  worker.kill('SIGTERM');
  await worker.exited;

  console.table({
    'requests sent': outcomes.length,
    'failed requests': failed.length,
    'sent again (balancer closed a kept-alive connection)': readLoad.resent + checkoutLoad.resent,
    'checkouts sent': checkoutsSent,
    'paid orders': charges.paidOrders,
    'charges (succeeded)': charges.succeededCharges,
    'patients charged twice': charges.chargedTwice,
    'orders without a charge, or charges without an order': charges.unmatched,
  });
  say(`served by ${[...servedBy].map(([upstream, count]) => `${upstream}: ${count}`).join(', ')}`);
  for (const outcome of failed.slice(0, 10)) {
    console.error(
      `failed: ${outcome.method} ${outcome.path} → ${outcome.status} ${outcome.error ?? outcome.body.replace(/\s+/g, ' ').slice(0, 120)} (via ${outcome.upstream ?? '?'})`,
    );
  }
  exitCode = failed.length === 0 && charges.isExact ? 0 : 1;
  say(exitCode === 0 ? 'passed: 0 failed requests, every checkout charged once' : 'FAILED');
} catch (error) {
  console.error(error);
  console.error(`process output: ${join(work, 'processes.log')}`);
} finally {
  await nginx?.stop();
  for (const child of processes.values()) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await child.exited;
    }
  }
  await database.stop();
  if (exitCode === 0) {
    rmSync(work, { recursive: true, force: true });
  }
}
process.exit(exitCode);
