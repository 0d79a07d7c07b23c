// Where a box's database time goes (`BENCH_STATEMENTS=1 npm run bench -- --renewals`): every
// statement the workers and the pass sent during a round, from pg_stat_statements (all of them,
// graphile-worker's own included), per box billed, heaviest first.
import { prepareStatementCapture, installStatementCapture, stopCapture } from './bench-plans.mjs';

export { prepareStatementCapture, installStatementCapture };

/** Starts recording from zero; the backends take the setting at their next command. */
export async function startStatementCapture(client) {
  await client.query(`alter system set pg_stat_statements.track = 'top'`);
  await client.query('select pg_reload_conf()');
  await client.query('select pg_stat_statements_reset()');
}

/** Stops recording and prints the statements per box, the heaviest (total execution time) first. */
export async function printStatementsPerBox(client, boxes, shown = 30) {
  await stopCapture(client);
  const { rows } = await client.query(`
    select query, calls::int, total_exec_time as ms from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database()) and query not ilike '%pg_stat_statements%'
    order by total_exec_time desc`);
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`  statements: ${(calls / boxes).toFixed(1)} per box, ${(ms / boxes).toFixed(2)} ms of execution per box; the heaviest:`);
  for (const row of rows.slice(0, shown)) {
    const text = row.query.replace(/\s+/g, ' ').trim();
    console.log(`    ${(row.calls / boxes).toFixed(2).padStart(6)}/box ${((row.ms * 1000) / boxes).toFixed(0).padStart(5)} µs/box  ${text.length > 130 ? `${text.slice(0, 127)}...` : text}`);
  }
}
