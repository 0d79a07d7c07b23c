// `npm run bench -- --large`: the hot paths under load, against a bare Fastify `SELECT 1` server in
// the same run, on an empty database and again with 100,000 patients and 1,000,000 survey answers.
// 50 patients sign up first: the reads are the first one's, the autosaves go to their visits in
// turn. Prints the ratios and each server's CPU per request, empty beside large, which goals are
// met, the request-log volume, the warm restart at that volume and the plan of every statement the
// hot paths send; exits non-zero when a plan scans a large table sequentially.
// Settings: BENCH_PATIENTS, BENCH_ROUNDS, BENCH_SECONDS.
import { fork } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildAll } from './build.mjs';
import { freePort } from './free-port.mjs';
import { cookieFrom, embeddedDatabaseUrl, startServer, stopServer } from './bench-app.mjs';
import { descendantRunning } from './bench-cpu.mjs';
import { CONNECTIONS, hotPaths, measureOneVisitSaves, measureRounds, ROUNDS, SAVE_RATE, SECONDS, warmUp } from './bench-load.mjs';
import { captureStatements, explainStatements, installStatementCapture, prepareStatementCapture, printPlans, stopCapture } from './bench-plans.mjs';
import { seedVolume } from './bench-seed.mjs';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const here = fileURLToPath(new URL('.', import.meta.url));

/** The reference server, in its own process as the app is: { child, url }. */
async function startReference(databaseUrl) {
  const port = await freePort();
  const child = fork(join(here, 'bench-reference.mjs'), { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the reference server exited')));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

/** A patient who signed up through the API, with a sign-up visit: { cookie, csrf, uuid, context }. */
async function signUpPatient(base, n) {
  const csrf = decodeURIComponent(cookieFrom(await fetch(`${base}/api/auth/csrf`), 'XSRF-TOKEN') ?? '');
  const jar = { 'XSRF-TOKEN': encodeURIComponent(csrf) };
  const cookie = () => Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: cookie(), 'x-xsrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const session = cookieFrom(response, 'teleskin_session');
    if (session) {
      jar.teleskin_session = session;
    }
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return response.json();
  };
  await call('POST', '/api/eligibility/evaluate', { state: 'CA', zip: '94110', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
  await call('POST', '/api/register', { email: `bench-patient-${n}@example.com`, password: 'correct-horse-battery', acceptedTOS: true });
  await call('POST', '/app/users/self/legal-name', { firstname: 'Bench', lastname: 'Patient' });
  const { uuid } = (await call('POST', '/api/visits', { flow: 'skin-signup' })).data;
  const { context } = (await call('GET', `/api/visits/${uuid}/survey`)).data;
  return { cookie: cookie(), csrf, uuid, context };
}

/** `count` patients, five sign-ups at a time. */
async function signUpPatients(base, count) {
  const patients = [];
  for (let n = 0; n < count; n += 5) {
    patients.push(...(await Promise.all([0, 1, 2, 3, 4].map((i) => signUpPatient(base, n + i)))));
  }
  return patients.slice(0, count);
}

async function warmRestarts(dataDir, port, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const { child, ms } = await startServer(dataDir, port);
    times.push(ms);
    await stopServer(child);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)];
}

function printFigures(empty, large, restart) {
  const ratio = (value) => value.toFixed(3);
  const change = (a, b) => `${(b / a).toFixed(2)}x`;
  const rows = [
    { measure: 'reference SELECT 1, req/s', empty: Math.round(empty.reference), large: Math.round(large.reference), 'large/empty': change(empty.reference, large.reference) },
    { measure: 'GET /api/patient, req/s', empty: Math.round(empty.patient), large: Math.round(large.patient), 'large/empty': change(empty.patient, large.patient) },
    { measure: 'GET /api/patient / reference (goal >= 0.35)', empty: ratio(empty.patientRatio), large: ratio(large.patientRatio), 'large/empty': change(empty.patientRatio, large.patientRatio) },
    { measure: 'GET /api/visits/{uuid}, req/s', empty: Math.round(empty.visit), large: Math.round(large.visit), 'large/empty': change(empty.visit, large.visit) },
    { measure: 'GET /api/visits/{uuid} / reference (goal >= 0.25)', empty: ratio(empty.visitRatio), large: ratio(large.visitRatio), 'large/empty': change(empty.visitRatio, large.visitRatio) },
    { measure: `answer save at a steady ${SAVE_RATE} req/s: p99 ms (goal <= 50)`, empty: empty.saveP99, large: large.saveP99, 'large/empty': change(empty.saveP99, large.saveP99) },
    { measure: 'answer save: p50 ms', empty: empty.saveP50, large: large.saveP50, 'large/empty': change(empty.saveP50, large.saveP50) },
    { measure: 'answer save: achieved req/s', empty: Math.round(empty.saveRate), large: Math.round(large.saveRate), 'large/empty': change(empty.saveRate, large.saveRate) },
    { measure: "answer save, autocannon's bursts of 200 each second: p99 ms (no goal)", empty: empty.burstSaveP99, large: large.burstSaveP99, 'large/empty': change(empty.burstSaveP99, large.burstSaveP99) },
    { measure: 'answer save, all on one visit: p99 ms (no goal)', empty: empty.oneVisit.p99, large: large.oneVisit.p99, 'large/empty': change(empty.oneVisit.p99, large.oneVisit.p99) },
    { measure: 'CPU per request, µs: reference', empty: Math.round(empty.cpu.reference), large: Math.round(large.cpu.reference), 'large/empty': change(empty.cpu.reference, large.cpu.reference) },
    { measure: 'CPU per request, µs: GET /api/patient', empty: Math.round(empty.cpu.patient), large: Math.round(large.cpu.patient), 'large/empty': change(empty.cpu.patient, large.cpu.patient) },
    { measure: 'CPU per request, µs: GET /api/visits/{uuid}', empty: Math.round(empty.cpu.visit), large: Math.round(large.cpu.visit), 'large/empty': change(empty.cpu.visit, large.cpu.visit) },
    { measure: 'CPU per request, µs: answer save', empty: Math.round(empty.cpu.save), large: Math.round(large.cpu.save), 'large/empty': change(empty.cpu.save, large.cpu.save) },
    { measure: 'warm restart, npm start to first answer, ms', empty: Math.round(restart.empty), large: Math.round(restart.large), 'large/empty': change(restart.empty, restart.large) },
  ];
  console.log(`\nautocannon, ${SECONDS} s per run, 50 connections, median of ${ROUNDS} rounds; large = ${PATIENTS} patients:`);
  console.table(rows);
}

/** The goals, each met or not (a single run on a shared machine can miss by noise: rerun). */
function printGoals(empty, large) {
  const within = (a, b) => b / a <= 1.2;
  const goals = [
    ['GET /api/patient >= 0.35 of the reference', empty.patientRatio >= 0.35 && large.patientRatio >= 0.35],
    ['GET /api/visits/{uuid} >= 0.25 of the reference', empty.visitRatio >= 0.25 && large.visitRatio >= 0.25],
    [`answer save p99 <= 50 ms at ${SAVE_RATE} req/s`, empty.saveP99 <= 50 && large.saveP99 <= 50],
    ['large within 1.2x of empty', within(large.patientRatio, empty.patientRatio) && within(large.visitRatio, empty.visitRatio) && within(empty.saveP99, large.saveP99)],
  ];
  for (const [goal, isMet] of goals) {
    console.log(`${isMet ? 'met    ' : 'NOT met'}  ${goal}`);
  }
}

await buildAll();
const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-bench-large-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app;
let reference;
let db;
try {
  // The first start initialises the cluster; statement capture needs a restart to load.
  app = (await startServer(dataDir, port)).child;
  db = new pg.Client(embeddedDatabaseUrl(dataDir));
  await db.connect();
  await prepareStatementCapture(db);
  await db.end();
  await stopServer(app);
  const restart = { empty: await warmRestarts(dataDir, port, 3) };

  // Request logs on, as in production, into a file whose growth is measured. The bench signs up
  // one patient per connection from one address: registration's per-address limit is raised.
  const logFile = join(dataDir, 'app.log');
  const env = { LOG_LEVEL: 'info', REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000' };
  const startApp = async () => (await startServer(dataDir, port, { env, stdout: openSync(logFile, 'a') })).child;
  app = await startApp();
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  db = new pg.Client(databaseUrl);
  await db.connect();
  await installStatementCapture(db);
  reference = await startReference(databaseUrl);
  const paths = hotPaths(base, await signUpPatients(base, CONNECTIONS));
  const pids = { app: descendantRunning(app.pid, 'scripts/start.mjs'), reference: reference.child.pid };

  console.log('\nempty database:');
  await warmUp(reference.url, paths);
  const logBefore = statSync(logFile).size;
  const empty = await measureRounds('empty', reference.url, paths, pids);
  const logBytesPerRequest = (statSync(logFile).size - logBefore) / empty.requests;
  empty.oneVisit = await measureOneVisitSaves(paths);

  console.log(`\nseeding ${PATIENTS} patients:`);
  await seedVolume(db, PATIENTS);
  console.log('\nlarge database:');
  const large = await measureRounds('large', reference.url, paths, pids);
  large.oneVisit = await measureOneVisitSaves(paths);

  const probes = {
    'GET /api/patient': () => fetch(paths.patient.url, { headers: paths.patient.headers }).then((r) => r.arrayBuffer()),
    'GET /api/visits/{uuid}': () => fetch(paths.visit.url, { headers: paths.visit.headers }).then((r) => r.arrayBuffer()),
    'POST /api/visits/{uuid}/response': () => {
      const { path, headers, body } = paths.probeSave();
      return fetch(`${base}${path}`, { method: 'POST', headers, body }).then((r) => r.arrayBuffer());
    },
  };
  const seqScans = [];
  console.log('\nstatements of the hot paths and their plans at the large volume (EXPLAIN (GENERIC_PLAN)):');
  for (const [name, probe] of Object.entries(probes)) {
    seqScans.push(...printPlans(name, await explainStatements(db, await captureStatements(db, probe))));
  }
  await stopCapture(db);
  reference.child.kill('SIGTERM');
  reference = undefined;
  await db.end();
  db = undefined;
  await stopServer(app);
  app = undefined;
  restart.large = await warmRestarts(dataDir, port, 3);

  printFigures(empty, large, restart);
  printGoals(empty, large);
  console.log(`request logs: ${Math.round(logBytesPerRequest)} bytes per request, ${((logBytesPerRequest * 100_000) / 1e6).toFixed(1)} MB per 100,000 requests`);
  if (seqScans.length > 0) {
    console.error(`\nFAILED: hot-path plans scan large tables sequentially: ${seqScans.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  reference?.child.kill('SIGTERM');
  await db?.end().catch(() => undefined);
  if (app) {
    await stopServer(app);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
