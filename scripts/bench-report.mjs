// What `npm run bench -- --large` prints at the end: the checks that fail it (ADR 126), each path's
// statements and plans at the large volume, its figures empty beside large, and the goals.
import { hot } from './bench-hot-paths.mjs';

/** A table over this many rows (pg_class.reltuples) must never be read sequentially by a hot path. */
export const SEQUENTIAL_SCAN_ROWS = 10_000;
/** The growth criterion: a statement may examine 1,000 rows, plus 10 for each row it returns or writes. */
export const GROWTH_LIMIT = { allowance: 1_000, multiple: 10 };
const WITHIN_EMPTY = 1.2;

/** The failures: statement counts that changed with the volume, large sequential scans, plans that grow. */
export function findFailures(paths, empty, large, tableRows) {
  const failures = [];
  for (const path of paths) {
    const before = empty.statements.get(path.name);
    const after = large.statements.get(path.name);
    if (before.length !== after.length) {
      failures.push(`${path.name}: ${before.length} statements empty, ${after.length} at large`);
    }
    for (const statement of after.filter((candidate) => candidate.plan)) {
      const root = statement.plan.Plan;
      const text = statement.text.replace(/\s+/g, ' ').slice(0, 120);
      for (const node of hot.planNodes(root).filter((candidate) => candidate['Node Type'] === 'Seq Scan')) {
        const rows = tableRows.get(node['Relation Name']) ?? 0;
        if (rows > SEQUENTIAL_SCAN_ROWS) {
          failures.push(`${path.name}: sequential scan of ${node['Relation Name']} (${Math.round(rows)} rows) in ${text}`);
        }
      }
      const growth = hot.growthBeyond(root, GROWTH_LIMIT);
      if (growth) {
        failures.push(`${path.name}: examines ${growth.examined} rows to return ${growth.returned} in ${text}`);
      }
    }
  }
  return failures;
}

export function printPlans(paths, large) {
  console.log('\nstatements of each hot path at the large volume, with the plans they ran with (auto_explain, actual rows):');
  for (const path of paths) {
    const statements = large.statements.get(path.name);
    console.log(`\n${path.name}: ${statements.length} statements per request`);
    for (const statement of statements) {
      const text = statement.text.replace(/\s+/g, ' ').trim();
      const name = statement.name ? ` [prepared ${statement.name}]` : '';
      console.log(`  ${text.length > 200 ? `${text.slice(0, 197)}...` : text}${name}`);
      if (statement.plan) {
        const root = statement.plan.Plan;
        console.log(`      rows examined ${hot.rowsExamined(root)}, returned or written ${hot.rowsReturned(root)}`);
        for (const line of hot.describePlan(root)) {
          console.log(`      ${line}`);
        }
      }
    }
  }
}

const round = (value) => (value === undefined || Number.isNaN(value) ? '' : Math.round(value));
const change = (a, b) => (a && b ? `${(b / a).toFixed(2)}x` : '');

export function printFigures(paths, empty, large, settings) {
  console.log(`\nautocannon at 50 connections, ${settings.seconds} s a run; medians of ${settings.rounds} rounds for paths with a goal, one run for the others; large = ${settings.patients} patients`);
  console.log(`reference (SELECT 1 server) at the phase's start: ${round(empty.reference)} req/s empty, ${round(large.reference)} large`);
  const rows = paths.map((path) => {
    const e = empty.results.get(path.name);
    const l = large.results.get(path.name);
    const row = { path: path.name, 'stmts e/l': `${empty.statements.get(path.name).length}/${large.statements.get(path.name).length}` };
    if (e.oneAtATime) {
      return { ...row, 'req/s e': '', 'req/s l': '', 'p99 ms e': '', 'p99 ms l': '', 'l/e': change(e.oneAtATime.p50, l.oneAtATime.p50), note: `one at a time: p50/p95 ${e.oneAtATime.p50.toFixed(1)}/${e.oneAtATime.p95.toFixed(1)} ms empty, ${l.oneAtATime.p50.toFixed(1)}/${l.oneAtATime.p95.toFixed(1)} large` };
    }
    const notes = [`share ${e.share.toFixed(3)}/${l.share.toFixed(3)}`, `CPU µs ${round(e.cpu)}/${round(l.cpu)}`];
    if (e.sameShare !== undefined) {
      notes.push(`same-statements share ${e.sameShare.toFixed(3)}/${l.sameShare.toFixed(3)}`, `ceiling ${e.ceiling.toFixed(3)}/${l.ceiling.toFixed(3)}`);
    }
    if (e.steady) {
      notes.push(`at a steady ${e.steady.rate}/s p50/p99 ${e.steady.p50}/${e.steady.p99} ms empty, ${l.steady.p50}/${l.steady.p99} large`);
    }
    return { ...row, 'req/s e': round(e.rps), 'req/s l': round(l.rps), 'p99 ms e': e.p99, 'p99 ms l': l.p99, 'l/e': change(e.rps, l.rps), note: notes.join('; ') };
  });
  console.table(rows);
}

/** The goals of issue 27 at the large volume, each met or not (a single run on a shared machine can miss by noise). */
export function printGoals(paths, empty, large) {
  const goals = [];
  for (const path of paths) {
    const e = empty.results.get(path.name);
    const l = large.results.get(path.name);
    const { shareOfReference, shareOfSameStatements, steady } = path.goals ?? {};
    if (shareOfReference) {
      goals.push([
        `${path.name}: ${l.share.toFixed(3)} of the SELECT 1 server (goal >= ${shareOfReference}; a bare server sending the same statements: ${l.ceiling.toFixed(3)})`,
        l.share >= shareOfReference,
      ]);
    }
    if (shareOfSameStatements) {
      goals.push([`${path.name}: ${l.sameShare.toFixed(3)} of the same-statements server (goal >= ${shareOfSameStatements})`, l.sameShare >= shareOfSameStatements]);
    }
    if (steady) {
      goals.push([`${path.name}: p99 ${l.steady.p99} ms at a steady ${steady.rate}/s (goal <= ${steady.p99Ms} ms)`, l.steady.p99 <= steady.p99Ms]);
    }
    const isWithin = e.oneAtATime
      ? l.oneAtATime.p50 <= WITHIN_EMPTY * e.oneAtATime.p50
      : steady
        ? l.steady.p99 <= WITHIN_EMPTY * e.steady.p99
        : // Shares of each phase's own reference: the machine's speed drifts between the phases.
          l.share * WITHIN_EMPTY >= e.share;
    goals.push([`${path.name}: large within ${WITHIN_EMPTY}x of empty`, isWithin]);
  }
  console.log('\ngoals at the large volume:');
  for (const [goal, isMet] of goals) {
    console.log(`${isMet ? 'met    ' : 'NOT met'}  ${goal}`);
  }
}
