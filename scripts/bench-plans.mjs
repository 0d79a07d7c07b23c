// The statements a hot path really sends, captured by PostgreSQL's pg_stat_statements while one
// request runs, and their plans. EXPLAIN (GENERIC_PLAN) plans a statement as it is written, with
// its parameters unknown: the plan a prepared statement settles on, and no values to guess.

/** Tables that grow with the number of patients: a sequential scan of one of them is a failure. */
const LARGE_TABLES = new Set(['patients', 'sessions', 'visits', 'survey_responses', 'consultations', 'photos']);
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * pg_stat_statements must be loaded when the server starts: call this, then restart the app.
 * It records nothing (`track = none`) until `captureStatements` turns it on, so the measured
 * runs pay nothing for it.
 */
export async function prepareStatementCapture(client) {
  await client.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await client.query(`alter system set pg_stat_statements.track = 'none'`);
}

/** After the restart. */
export async function installStatementCapture(client) {
  await client.query('create extension if not exists pg_stat_statements');
}

async function readCaptured(client) {
  const { rows } = await client.query(`
    select query, calls::int from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      and query not ilike '%pg_stat_statements%' and query not ilike '%graphile_worker%'
      and query not ilike '%pg_reload_conf%' and query not ilike 'alter system%'
    order by calls desc, query`);
  return rows;
}

/**
 * Runs `probe` (one request) with statement tracking on and answers the statements it sent. The
 * server's backends take the setting at their next command after the reload, so the probe runs a
 * few times first; requests of an earlier load may still be finishing, so the capture is repeated
 * until two in a row agree.
 */
export async function captureStatements(client, probe) {
  await client.query(`alter system set pg_stat_statements.track = 'top'`);
  await client.query('select pg_reload_conf()');
  for (let warmUp = 0; warmUp < 3; warmUp += 1) {
    await probe();
  }
  let previous = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await client.query('select pg_stat_statements_reset()');
    await probe();
    const rows = await readCaptured(client);
    const seen = JSON.stringify(rows);
    if (rows.length > 0 && seen === previous) {
      return rows;
    }
    previous = seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pg_stat_statements recorded nothing steady: is it loaded, and is the load over?');
}

/** Stops recording again. */
export async function stopCapture(client) {
  await client.query(`alter system set pg_stat_statements.track = 'none'`);
  await client.query('select pg_reload_conf()');
}

/** The plan of each captured statement and the large tables it scans sequentially. */
export async function explainStatements(client, rows) {
  const plans = [];
  for (const { query, calls } of rows) {
    if (TRANSACTION_CONTROL.test(query)) {
      plans.push({ query, calls, plan: [], seqScans: [] });
      continue;
    }
    const { rows: lines } = await client.query(`explain (generic_plan) ${query}`);
    const plan = lines.map((line) => line['QUERY PLAN']);
    const seqScans = plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])).filter((t) => LARGE_TABLES.has(t));
    plans.push({ query, calls, plan, seqScans });
  }
  return plans;
}

/** Prints a hot path's statements with their plans; answers the sequential scans of large tables. */
export function printPlans(name, plans) {
  const roundTrips = plans.reduce((sum, p) => sum + p.calls, 0);
  console.log(`\n${name}: ${roundTrips} statements per request`);
  for (const { query, calls, plan, seqScans } of plans) {
    const text = query.replace(/\s+/g, ' ').trim();
    console.log(`  ${calls}x ${text.length > 160 ? `${text.slice(0, 157)}...` : text}`);
    for (const line of plan) {
      console.log(`      ${line}`);
    }
    if (seqScans.length > 0) {
      console.log(`      ^^^ SEQUENTIAL SCAN of ${seqScans.join(', ')}`);
    }
  }
  return plans.flatMap((p) => p.seqScans.map((table) => `${name}: ${table}`));
}
