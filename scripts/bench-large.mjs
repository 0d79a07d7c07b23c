// `npm run bench -- --large` (ADR 126): every hot path of apps/api/src/test/hot-paths, on the
// subjects and demo data alone, then again after a year of a 100,000-patient business is seeded
// (seedVolume). For each path: its statements per request empty and large (the run FAILS if they
// differ), the plan each statement ran with at large (FAILS on a sequential scan of a table over
// 10,000 rows and on a plan whose work grows with rows the request does not return), req/s and
// p99 at 50 connections beside the bare `SELECT 1` server, the goals met or not, and the visit view
// with the audit hash chain's triggers on and off (bench-audit-chain.mjs).
// Settings: BENCH_PATIENTS, BENCH_ROUNDS, BENCH_SECONDS, BENCH_ACTIVATIONS, BENCH_PATHS (a regular
// expression over the paths' names).
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildAll } from './build.mjs';
import { freePort } from './free-port.mjs';
import { startServer, stopServer } from './bench-app.mjs';
import { CAPTURE_SETTINGS, statementCapture } from './bench-capture.mjs';
import { descendantRunning } from './bench-cpu.mjs';
import { startDatabase } from './bench-database.mjs';
import { benchDeps, hot, selectedPaths } from './bench-hot-paths.mjs';
import { ROUNDS, SECONDS } from './bench-load.mjs';
import { CHAIN_GOAL, measureChainCost } from './bench-audit-chain.mjs';
import { runPhase } from './bench-phase.mjs';
import { startReference } from './bench-references.mjs';
import { findFailures, printFigures, printGoals, printPlans } from './bench-report.mjs';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const OPEN_VISITS = 50;
const benchStarted = performance.now();
const log = (line) => console.log(line);

async function warmRestarts(dataDir, port, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const { child, ms } = await startServer(dataDir, port);
    times.push(ms);
    await stopServer(child);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)];
}

/** Demo data is topped up while the app starts answering: the subjects need the demo care team. */
async function untilDemoDataReady(logFile) {
  while (!readFileSync(logFile, 'utf8').includes('demo data ready')) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const paths = selectedPaths();
await buildAll();
const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-bench-large-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app;
let database;
let reference;
let db;
try {
  // The first start initialises the cluster and the demo data; then the warm restarts npm start promises.
  await stopServer((await startServer(dataDir, port)).child);
  const restart = { empty: await warmRestarts(dataDir, port, 3) };

  // The app on the bench's own start of that cluster (bench-database.mjs), request logs on as in
  // production; addresses come from X-Forwarded-For, so each
  // subject and each one-tap visitor is a person of their own to the per-address limits.
  database = await startDatabase(dataDir, CAPTURE_SETTINGS);
  const logFile = join(dataDir, 'app.log');
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'info', TRUST_PROXY: 'true', JOBS_IN_API: 'false', SESSION_IDLE_MINUTES: '600', STAFF_SESSION_IDLE_MINUTES: '600' };
  app = (await startServer(dataDir, port, { env, stdout: openSync(logFile, 'a') })).child;
  await untilDemoDataReady(logFile);
  db = new pg.Client({ connectionString: database.url, application_name: 'teleskin-bench' });
  await db.connect();
  const deps = benchDeps(base, db);
  log(`\nsetting up the subjects (${OPEN_VISITS} open visits for the answer saves)`);
  const subjects = await hot.setUpSubjects(deps, { openVisits: OPEN_VISITS });
  reference = await startReference(database.url);
  const capture = statementCapture(db, join(dataDir, 'postgres'));
  const context = { base, subjects, deps, pids: { app: descendantRunning(app.pid, 'scripts/start.mjs') }, referenceUrl: reference.url, databaseUrl: database.url, workDir: dataDir };

  const empty = await runPhase({ ...context, phase: 'empty' }, paths, capture, log);

  log(`\nseeding a year of a ${PATIENTS}-patient business:`);
  const seedStarted = performance.now();
  await hot.seedVolume(db, { patients: PATIENTS, log });
  log(`  seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`);
  const large = await runPhase({ ...context, phase: 'large' }, paths, capture, log);
  const visitView = paths.find((path) => path.name.includes('(visit view)'));
  const chainCost = visitView ? await measureChainCost({ ...context, phase: 'large' }, visitView, db) : undefined;
  const { rows } = await db.query(`select relname, reltuples from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`);
  const tableRows = new Map(rows.map((row) => [row.relname, Number(row.reltuples)]));

  reference.child.kill('SIGTERM');
  reference = undefined;
  await db.end();
  db = undefined;
  await stopServer(app);
  app = undefined;
  await database.stop();
  database = undefined;
  restart.large = await warmRestarts(dataDir, port, 3);

  printPlans(paths, large);
  printFigures(paths, empty, large, { seconds: SECONDS, rounds: ROUNDS, patients: PATIENTS });
  printGoals(paths, empty, large);
  if (chainCost) {
    const shown = `${Math.round(chainCost.on)} req/s with the audit hash chain, ${Math.round(chainCost.off)} without`;
    log(`visit view at large: ${shown}, ratio ${chainCost.ratio.toFixed(2)} (goal ≥ ${CHAIN_GOAL}, median of the rounds' ratios)`);
  }
  log(`warm restart, npm start to first answer: ${Math.round(restart.empty)} ms empty, ${Math.round(restart.large)} ms large (median of 3)`);
  const failures = findFailures(paths, empty, large, tableRows);
  if (chainCost && chainCost.ratio < CHAIN_GOAL) {
    failures.push(`visit view: ${chainCost.ratio.toFixed(2)} of its throughput with the audit hash chain (goal ${CHAIN_GOAL}, issue 28 item 2)`);
  }
  log(`\nthe run took ${Math.round((performance.now() - benchStarted) / 1000)} s`);
  if (failures.length > 0) {
    console.error(`\nFAILED (ADR 126):\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  reference?.child.kill('SIGTERM');
  await db?.end().catch(() => undefined);
  if (app) {
    await stopServer(app);
  }
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
