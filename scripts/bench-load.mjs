// Load for `npm run bench -- --large`: autocannon at 50 connections on each hot path, beside the
// bare `SELECT 1` server (and, for a path with that goal, a bare server sending the path's own
// statements) measured just before, in rounds whose median is reported; a steady arrival rate for
// the paths whose promise is latency; one call at a time for a path whose calls consume set-up.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMicros } from './bench-cpu.mjs';
import { rawRequest, sendCall } from './bench-hot-paths.mjs';
import { startReference } from './bench-references.mjs';
import { steadyRun } from './bench-steady.mjs';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds for the paths with a goal; the others run once. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const ACTIVATIONS = Number(process.env.BENCH_ACTIVATIONS ?? 20);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One autocannon run; throws when an answer was not a 2xx. With `pid`, that process's CPU per request (µs). */
export async function run(name, options, pid, seconds = SECONDS) {
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${name}: ${failed} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)})`);
  }
  const cpu = pid && result.requests.total > 0 ? (cpuMicros(pid) - cpuBefore) / result.requests.total : NaN;
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, cpu };
}

/** autocannon's options for `path`: one fixed request, or each call built in turn when calls vary. */
export function loadOf(base, path, subjects) {
  const first = rawRequest(path.call(subjects, 0));
  if (!path.isVaried) {
    return { url: `${base}${first.path}`, method: first.method, headers: first.headers, body: first.body };
  }
  let calls = 0;
  const setupRequest = (request) => ({ ...request, ...rawRequest(path.call(subjects, calls++)) });
  return { url: `${base}${first.path}`, method: first.method, requests: [{ setupRequest }] };
}

/** A few seconds of the path, unmeasured: JIT, caches, the pool and each connection's plan cache settle first. */
export async function warmUp(context, path) {
  if (!path.prepare) {
    await run(`${path.name} (warm-up)`, loadOf(context.base, path, context.subjects), undefined, 2);
  }
}

/** The path at a steady `rate`; throws when a call failed. */
async function steady(context, path, rate) {
  let calls = 0;
  const result = await steadyRun(context.base, () => rawRequest(path.call(context.subjects, calls++)), { rate, seconds: SECONDS, connections: CONNECTIONS });
  if (result.failed > 0) {
    throw new Error(`${path.name} at ${rate}/s: ${result.failed} of ${result.total} calls failed`);
  }
  return result;
}

/** p50/p95 of `ACTIVATIONS` calls of a prepared path, each on set-up of its own, one at a time. */
async function oneAtATime(context, path) {
  const times = [];
  for (let n = 0; n < ACTIVATIONS; n += 1) {
    const call = await path.prepare(context.deps);
    const started = performance.now();
    await sendCall(call);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { calls: ACTIVATIONS, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Measures one path. `context`: { base, subjects, deps, pids: { app }, referenceUrl, databaseUrl,
 * workDir, phase, statements (each path's captured statements, by name) }. A path is compared
 * with a reference run just before it. Answers the medians: req/s, p50, p99, CPU per request, the
 * shares of the references, the steady figures, or the one-at-a-time ones.
 */
export async function measurePath(context, path) {
  if (path.prepare) {
    return { oneAtATime: await oneAtATime(context, path) };
  }
  const goals = path.goals ?? {};
  const load = loadOf(context.base, path, context.subjects);
  const rounds = goals.shareOfReference || goals.steady ? ROUNDS : 1;
  const figures = [];
  // Beside a share goal, a bare server sending exactly the path's statements: the share no app code
  // could pass, since the app sends those statements and does more (the ceiling of the report).
  const sameStatements = goals.shareOfSameStatements || goals.shareOfReference ? await startSameStatements(context, path) : undefined;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const figure = {};
      if (goals.steady) {
        figure.steady = await steady(context, path, goals.steady.rate);
      }
      // Each path beside a reference run of its own, just before it: the machine's speed drifts
      // within a phase, and a share against the phase's first run drifted with it.
      if (goals.shareOfReference || round === 0) {
        figure.reference = await run('reference', { url: context.referenceUrl });
      }
      // Saturated once for a path whose goal is its steady latency.
      if (round === 0 || goals.shareOfReference) {
        figure.load = await run(path.name, load, context.pids.app);
      }
      if (sameStatements) {
        figure.sameReference = await run('same-statements reference', { url: sameStatements.url });
        figure.afterSame = await run(path.name, load, context.pids.app);
      }
      figures.push(figure);
    }
  } finally {
    sameStatements?.child.kill('SIGTERM');
  }
  const loads = figures.flatMap((figure) => [figure.load, figure.afterSame].filter(Boolean));
  const shares = figures.filter((figure) => figure.load && figure.reference).map((figure) => figure.load.rps / figure.reference.rps);
  return {
    rounds,
    rps: median(loads.map((load) => load.rps)),
    p50: median(loads.map((load) => load.p50)),
    p99: median(loads.map((load) => load.p99)),
    cpu: median(loads.map((load) => load.cpu)),
    share: median(shares),
    ...(sameStatements
      ? {
          sameShare: median(figures.map((figure) => figure.afterSame.rps / figure.sameReference.rps)),
          ceiling: median(figures.filter((figure) => figure.reference).map((figure) => figure.sameReference.rps / figure.reference.rps)),
        }
      : {}),
    ...(goals.steady
      ? { steady: { rate: goals.steady.rate, p50: median(figures.map((f) => f.steady.p50)), p99: median(figures.map((f) => f.steady.p99)), rps: median(figures.map((f) => f.steady.rps)) } }
      : {}),
  };
}

/** A bare server sending exactly the path's captured statements, with their values and names. */
async function startSameStatements(context, path) {
  const file = join(context.workDir, `statements-${context.phase}.json`);
  writeFileSync(file, JSON.stringify(context.statements.get(path.name).map(({ text, name, values }) => ({ text, name, values }))));
  return startReference(context.databaseUrl, { STATEMENTS_FILE: file });
}
