// One volume of `npm run bench -- --large`: every selected hot path warmed up, its statements and
// their plans captured one call at a time, then measured under load.
import { hot, sendCall } from './bench-hot-paths.mjs';
import { measurePath, run, warmUp } from './bench-load.mjs';

/** The same statements, in any order (a handler may send some at once). */
const textsOf = (statements) => statements.map((statement) => statement.text).sort();
const sameTexts = (a, b) => JSON.stringify(textsOf(a)) === JSON.stringify(textsOf(b));

/**
 * What one call of `path` sends: captured again until two calls in a row send the same statements
 * (a first call may fill a cache; a plan may change from custom to generic on its sixth run).
 */
async function statementsOf(context, capture, path) {
  let previous;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const call = path.prepare ? await path.prepare(context.deps) : path.call(context.subjects, attempt);
    await hot.markSessionsSeen(context.deps.query, context.subjects);
    const statements = await capture.capture(() => sendCall(call));
    if (previous && sameTexts(previous, statements)) {
      return statements;
    }
    previous = statements;
  }
  const shown = textsOf(previous).map((text) => `  ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
  throw new Error(`${path.name}: no two calls in a row sent the same statements; the last sent:\n${shown.join('\n')}`);
}

/**
 * Runs the phase `context.phase` over `paths`: answers { statements, results, reference } with
 * each path's statements (by name, in order, with their plans) and its figures.
 */
export async function runPhase(context, paths, capture, log) {
  log(`\n${context.phase}: warming up`);
  for (const path of paths) {
    await warmUp(context, path);
  }
  const statements = new Map();
  await capture.start();
  try {
    for (const path of paths) {
      statements.set(path.name, await statementsOf(context, capture, path));
    }
  } finally {
    await capture.stop();
  }
  const reference = (await run('reference', { url: context.referenceUrl })).rps;
  log(`${context.phase}: the SELECT 1 reference at ${Math.round(reference)} req/s`);
  const results = new Map();
  for (const path of paths) {
    const result = await measurePath({ ...context, statements }, path);
    results.set(path.name, result);
    const shown = result.oneAtATime
      ? `p50 ${result.oneAtATime.p50.toFixed(1)} ms, p95 ${result.oneAtATime.p95.toFixed(1)} ms one at a time`
      : `${Math.round(result.rps)} req/s, p99 ${result.p99} ms${result.steady ? `; at ${result.steady.rate}/s p99 ${result.steady.p99} ms` : ''}`;
    log(`  ${path.name}: ${statements.get(path.name).length} statements, ${shown}`);
  }
  return { statements, results, reference };
}
