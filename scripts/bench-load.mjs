// Load for `npm run bench -- --large`: autocannon at 50 connections against the SELECT 1 reference
// and the app's hot paths, in rounds, so each route's ratio is taken against a reference measured
// beside it; the median of the rounds is reported (other work on a shared machine moves single runs).
import autocannon from 'autocannon';
import { cpuMicros } from './bench-cpu.mjs';
import { steadyRun } from './bench-steady.mjs';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The autosave is measured at a fixed arrival rate: its promise is latency, not throughput. */
export const SAVE_RATE = 200;

const SKIN_TYPES = ['oily', 'dry', 'combination', 'normal', 'sensitive'];

/**
 * One autocannon run; throws when a response was not a 2xx (the bench must measure real work).
 * With `serverPid`, also the server process's CPU per request in microseconds.
 */
async function run(name, options, serverPid) {
  const cpuBefore = serverPid ? cpuMicros(serverPid) : 0;
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${name}: ${failed} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)})`);
  }
  const cpu = serverPid ? (cpuMicros(serverPid) - cpuBefore) / result.requests.total : NaN;
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, cpu };
}

/** An autosave request for `patient` ({ cookie, csrf, uuid, context }): each one changes the answer, so every save writes. */
function saveOf(patient, saves) {
  const response = { question: 'skin_type', answer: SKIN_TYPES[saves % SKIN_TYPES.length], answeredAt: new Date().toISOString() };
  return {
    path: `/api/visits/${patient.uuid}/response`,
    headers: { cookie: patient.cookie, 'content-type': 'application/json', 'x-xsrf-token': patient.csrf },
    body: JSON.stringify({ context: patient.context, response }),
  };
}

/**
 * The hot paths of the signed-in patients `patients` ({ cookie, csrf, uuid, context }) on `base`:
 * the reads as the first patient; the autosave spread over the patients' visits in turn, as 200
 * saves a second arrive in life (the web client sends one visit's saves one after another), and,
 * for comparison, every save to the first patient's visit.
 */
export function hotPaths(base, patients) {
  const [first] = patients;
  const headers = { cookie: first.cookie };
  let saves = 0;
  const save = (patientOf) => ({
    url: `${base}/api/visits/${first.uuid}/response`,
    method: 'POST',
    overallRate: SAVE_RATE,
    requests: [
      {
        setupRequest: (request) => {
          saves += 1;
          return { ...request, ...saveOf(patientOf(saves), saves) };
        },
      },
    ],
  });
  return {
    patient: { url: `${base}/api/patient`, headers },
    visit: { url: `${base}/api/visits/${first.uuid}`, headers },
    save: save((n) => patients[n % patients.length]),
    saveOneVisit: save(() => first),
    // The same saves at a steady 200 a second (bench-steady.mjs): the figure the goal is about.
    steadySave: { base, requestOf: (n) => saveOf(patients[n % patients.length], n) },
    probeSave: () => saveOf(first, 0),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A few seconds of each, unmeasured: JIT, caches and both pools warm up before the first figure. */
export async function warmUp(referenceUrl, paths) {
  for (const options of [{ url: referenceUrl }, paths.patient, paths.visit, paths.save]) {
    await run('warm-up', { ...options, duration: 3 });
  }
}

/**
 * `ROUNDS` rounds of: the reference, GET /api/patient, the reference again, GET /api/visits/{uuid},
 * the autosave at 200 req/s. Each route's ratio is to the reference run just before it. Answers
 * the medians: req/s and ratios, the autosave's p99 and achieved rate, and the CPU per request of
 * each server (`pids`: { app, reference }).
 */
export async function measureRounds(label, referenceUrl, paths, pids, log = console.log) {
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const beforePatient = await run('reference', { url: referenceUrl }, pids.reference);
    const patient = await run('GET /api/patient', paths.patient, pids.app);
    const beforeVisit = await run('reference', { url: referenceUrl }, pids.reference);
    const visit = await run('GET /api/visits/{uuid}', paths.visit, pids.app);
    const save = await steadySaves(paths.steadySave, pids.app);
    const burst = await run('POST /api/visits/{uuid}/response', paths.save, pids.app);
    rounds.push({ beforePatient, patient, beforeVisit, visit, save, burst });
    log(
      `  ${label} round ${round}: reference ${Math.round(beforePatient.rps)} req/s, patient ${Math.round(patient.rps)}, ` +
        `reference ${Math.round(beforeVisit.rps)}, visit ${Math.round(visit.rps)}, save p99 ${save.p99} ms at ${Math.round(save.rps)} req/s ` +
        `(autocannon's bursts: p99 ${burst.p99} ms)`,
    );
  }
  return {
    reference: median(rounds.flatMap((r) => [r.beforePatient.rps, r.beforeVisit.rps])),
    patient: median(rounds.map((r) => r.patient.rps)),
    patientRatio: median(rounds.map((r) => r.patient.rps / r.beforePatient.rps)),
    visit: median(rounds.map((r) => r.visit.rps)),
    visitRatio: median(rounds.map((r) => r.visit.rps / r.beforeVisit.rps)),
    saveP99: median(rounds.map((r) => r.save.p99)),
    saveP50: median(rounds.map((r) => r.save.p50)),
    saveRate: median(rounds.map((r) => r.save.rps)),
    burstSaveP99: median(rounds.map((r) => r.burst.p99)),
    cpu: {
      reference: median(rounds.flatMap((r) => [r.beforePatient.cpu, r.beforeVisit.cpu])),
      patient: median(rounds.map((r) => r.patient.cpu)),
      visit: median(rounds.map((r) => r.visit.cpu)),
      save: median(rounds.map((r) => r.save.cpu)),
    },
    requests: rounds.reduce((sum, r) => sum + r.patient.total + r.visit.total + r.save.total, 0),
  };
}

/** The autosave at a steady SAVE_RATE over CONNECTIONS connections; throws when a save failed. */
async function steadySaves({ base, requestOf }, serverPid) {
  const cpuBefore = cpuMicros(serverPid);
  const result = await steadyRun(base, requestOf, { rate: SAVE_RATE, seconds: SECONDS, connections: CONNECTIONS });
  if (result.failed > 0) {
    throw new Error(`steady autosave: ${result.failed} of ${result.total} saves failed`);
  }
  return { ...result, cpu: (cpuMicros(serverPid) - cpuBefore) / result.total };
}

/** The autosave with all 50 connections on one visit: its row lock queues them (shown, not a goal). */
export async function measureOneVisitSaves(paths) {
  return run('POST /api/visits/{uuid}/response, one visit', paths.saveOneVisit);
}
