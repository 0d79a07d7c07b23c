// `npm run bench -- --renewals`: renewals at the scale of a large business (issue 27 item 4). On a
// throw-away data folder, BENCH_DUE subscriptions (default 10,000) fall due in the same minute and
// one renewals pass is queued; job worker processes (`npm run worker`'s code, default settings)
// bill them through the local sandbox processor. Timed until every box is paid, once with one
// worker process and once with two (each round on its own clones), then checked: one order, one
// invoice, one shipment and one charge per box, none doubled, none lost. Prints boxes/s, the total
// time against the 5-minute goal, when the follow-up jobs (box-paid emails) were done, and the CPU
// each box cost the workers and PostgreSQL. The API runs beside them without jobs (JOBS_IN_API=false).
// Settings: BENCH_DUE, BENCH_WORKERS (the rounds, default "1,2"), BENCH_STATEMENTS=1 (each round's
// statements per box, heaviest first); JOB_CONCURRENCY and the other settings of the environment
// reach the workers.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildAll } from './build.mjs';
import { freePort } from './free-port.mjs';
import { embeddedDatabaseUrl, startServer, stopServer } from './bench-app.mjs';
import { benchDeps, hot, sendCall } from './bench-hot-paths.mjs';
import { checkClones, cloneSubscriptions, followUpsLeft, makeDue, paidCount } from './bench-renewals-seed.mjs';
import { treeCpuMicros } from './bench-renewals-cpu.mjs';
import { installStatementCapture, prepareStatementCapture, printStatementsPerBox, startStatementCapture } from './bench-renewals-statements.mjs';

const DUE = Number(process.env.BENCH_DUE ?? 10_000);
const ROUNDS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
// Statement capture costs a little: only when asked for.
const IS_CAPTURING = process.env.BENCH_STATEMENTS === '1';
const GOAL_MS = 5 * 60_000;
// A round that has not billed everything in three times the goal has failed: stop waiting.
const GIVE_UP_MS = 3 * GOAL_MS;
const root = fileURLToPath(new URL('..', import.meta.url));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `isDone(value)`, or throws after GIVE_UP_MS; answers the last value. */
async function waitUntil(read, isDone, description) {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (isDone(value)) {
      return value;
    }
    if (performance.now() - started > GIVE_UP_MS) {
      throw new Error(`gave up waiting for ${description} (last: ${JSON.stringify(value)})`);
    }
    await sleep(200);
  }
}

/** A job worker process on the data folder's running database, as `npm run worker` starts one; resolves once it runs. */
async function startWorker(dataDir, logFile) {
  const child = spawn(process.execPath, [...(process.env.WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/api/dist/worker.js'], {
    cwd: root,
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitUntil(
    async () => child.exitCode ?? readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"job worker running"')).length,
    (value) => value !== 0,
    'a worker to start',
  );
  if (child.exitCode !== null) {
    throw new Error(`a worker exited at start: see ${logFile}`);
  }
  return { child, stop: () => (child.kill('SIGTERM'), exited) };
}

/** The lines the renewals passes logged: how many bills each queued, in how many batches, in how long. */
function passesLogged(logFiles) {
  const lines = logFiles.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.includes('"renewals queued"')));
  return lines.map((line) => JSON.parse(line)).map(({ bills, notices, batches, ms }) => ({ bills, notices, batches, ms }));
}

/** One round: `workers` processes bill the clones; answers its figures. */
async function runRound(db, dataDir, clones, workers, postmasterPid) {
  const logFiles = Array.from({ length: workers }, (_, n) => join(dataDir, `worker-${workers}-${n}.log`));
  const started = await Promise.all(logFiles.map((file) => startWorker(dataDir, file)));
  try {
    const cpuBefore = { workers: started.map(({ child }) => treeCpuMicros(child.pid)), db: treeCpuMicros(postmasterPid) };
    if (IS_CAPTURING) {
      await startStatementCapture(db);
    }
    const dueAt = await makeDue(db, clones);
    await waitUntil(() => paidCount(db, clones), (paid) => paid === DUE, `${DUE} boxes to be paid`);
    const billedMs = performance.now() - dueAt;
    if (IS_CAPTURING) {
      await printStatementsPerBox(db, DUE);
    }
    const cpu = {
      workers: started.reduce((sum, { child }, n) => sum + treeCpuMicros(child.pid) - cpuBefore.workers[n], 0),
      db: treeCpuMicros(postmasterPid) - cpuBefore.db,
    };
    await waitUntil(() => followUpsLeft(db), (left) => left === 0, 'the follow-up jobs to finish');
    const drainedMs = performance.now() - dueAt;
    return { billedMs, drainedMs, cpu, passes: passesLogged(logFiles) };
  } finally {
    await Promise.all(started.map((worker) => worker.stop()));
  }
}

await buildAll();
const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-bench-renewals-'));
const port = await freePort();
let app;
let db;
try {
  // The API, without jobs, owns the embedded database; the workers alone run the jobs.
  const startApp = async () => (await startServer(dataDir, port, { env: { JOBS_IN_API: 'false', SEED_DEMO_DATA: 'false', REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' } })).child;
  app = await startApp();
  if (IS_CAPTURING) {
    // pg_stat_statements loads at the server's start: restart once with it.
    db = new pg.Client(embeddedDatabaseUrl(dataDir));
    await db.connect();
    await prepareStatementCapture(db);
    await db.end();
    await stopServer(app);
    app = await startApp();
  }
  // The template box: a patient who paid a trial through the API, as the hot-path list's activation makes one.
  const activation = hot.HOT_PATHS.find((path) => path.name.includes('activate-trial'));
  const activated = await activation.prepare(benchDeps(`http://127.0.0.1:${port}`, undefined));
  await sendCall(activated);
  const template = (await sendCall({ client: activated.client, method: 'GET', url: '/api/patient/subscriptions' })).body.data[0];

  db = new pg.Client(embeddedDatabaseUrl(dataDir));
  await db.connect();
  if (IS_CAPTURING) {
    await installStatementCapture(db);
  }
  const postmasterPid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const groups = [];
  for (const workers of ROUNDS) {
    const seeded = performance.now();
    groups.push(await cloneSubscriptions(db, template.id, DUE));
    console.log(`cloned ${DUE} subscriptions of the API-made trial for the ${workers}-worker round in ${Math.round(performance.now() - seeded)} ms`);
  }
  await db.query('vacuum analyze');

  const rows = [];
  const problems = [];
  for (const [index, workers] of ROUNDS.entries()) {
    console.log(`\n${workers} worker process${workers === 1 ? '' : 'es'}: ${DUE} boxes due now, one renewals pass queued`);
    const round = await runRound(db, dataDir, groups[index], workers, postmasterPid);
    const check = await checkClones(db, groups[index]);
    console.log(`  passes: ${JSON.stringify(round.passes)}`);
    console.log(`  check: ${JSON.stringify(check)}`);
    if (check.once !== DUE || check.missing !== 0 || check.doubled !== 0) {
      problems.push(`${workers} worker(s): ${JSON.stringify(check)}`);
    }
    rows.push({
      'worker processes': workers,
      boxes: DUE,
      'all billed, s': (round.billedMs / 1000).toFixed(1),
      'boxes/s': Math.round(DUE / (round.billedMs / 1000)),
      'within 5 min': round.billedMs <= GOAL_MS ? 'yes' : 'NO',
      'emails done, s': (round.drainedMs / 1000).toFixed(1),
      'worker CPU ms/box': (round.cpu.workers / DUE / 1000).toFixed(2),
      'PostgreSQL CPU ms/box': (round.cpu.db / DUE / 1000).toFixed(2),
    });
  }
  console.log(`\nrenewals: ${DUE} boxes due in the same minute, billed through the sandbox processor (JOB_CONCURRENCY ${process.env.JOB_CONCURRENCY ?? 'default'}):`);
  console.table(rows);
  if (rows.length > 1) {
    console.log(`two workers / one: ${(rows[1]['boxes/s'] / rows[0]['boxes/s']).toFixed(2)}x`);
  }
  if (problems.length > 0 || rows.some((row) => row['within 5 min'] !== 'yes')) {
    console.error(`\nFAILED: ${problems.length > 0 ? `boxes not billed exactly once: ${problems.join('; ')}` : 'a round missed the 5-minute goal'}`);
    process.exitCode = 1;
  }
} finally {
  await db?.end().catch(() => undefined);
  if (app) {
    await stopServer(app);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
