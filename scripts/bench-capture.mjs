// What the app really sends, read from PostgreSQL's own log while one call runs: every statement
// (log_statement: its text, its prepared statement's name, its parameter values) and the plan
// each ran with, actual rows and buffers included (auto_explain with log_analyze; PostgreSQL 16+
// writes the parameters into it too). Both are switched on only while capturing, so the measured
// runs pay nothing; the log is the logging collector's jsonlog file, read from where it stood.
// The collector takes the server's stderr, where the app's embedded start waits for "ready": so
// the bench starts this server itself (bench-database.mjs) and the app on DATABASE_URL.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Under the cluster's data folder, where the server may write whatever user it runs as. */
export const LOG_DIRECTORY = 'bench-log';
const LOG_FILE = 'statements.json';
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start\s+transaction|end)\b/i;

/**
 * The server's settings for capturing (bench-database.mjs starts it with them): the library
 * loaded, the collector writing jsonlog. Not the two switches (log_statement,
 * auto_explain.log_min_duration): a command-line setting outranks ALTER SYSTEM, and both are off by default.
 */
export const CAPTURE_SETTINGS = {
  shared_preload_libraries: 'auto_explain',
  logging_collector: 'on',
  log_destination: 'jsonlog',
  log_directory: LOG_DIRECTORY,
  log_filename: LOG_FILE.replace('.json', '.log'),
  log_rotation_size: '0',
  log_rotation_age: '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'off',
  'auto_explain.log_format': 'json',
};

async function switchCapture(client, isOn) {
  await client.query(`alter system set log_statement = '${isOn ? 'all' : 'none'}'`);
  await client.query(`alter system set auto_explain.log_min_duration = ${isOn ? 0 : -1}`);
  await client.query('select pg_reload_conf()');
  // The postmaster signals every backend at once; once this connection sees the value, the app's
  // backends have been signalled too, and each applies it before its next command.
  for (;;) {
    const { rows } = await client.query('show log_statement');
    if (rows[0].log_statement === (isOn ? 'all' : 'none')) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function readFrom(path, offset) {
  const size = statSync(path).size;
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** `$1 = 'a''b', $2 = NULL` as ['a\'b', null]. */
function parametersOf(detail) {
  const values = [];
  for (const match of (detail ?? '').matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) {
    values[Number(match[1]) - 1] = match[2] === 'NULL' ? null : match[3].replaceAll("''", "'");
  }
  return values;
}

/** One log entry as a statement ({ pid, text, name, values }), a plan ({ pid, plan }) or nothing of ours. */
function entryOf(line) {
  const entry = JSON.parse(line);
  const message = entry.message ?? '';
  const statement = /^statement: ([\s\S]*)$/.exec(message);
  if (statement) {
    return { pid: entry.pid, text: statement[1], name: undefined, values: [] };
  }
  const execute = /^execute ([^:]+): ([\s\S]*)$/.exec(message);
  if (execute) {
    const name = execute[1] === '<unnamed>' ? undefined : execute[1].split('/')[0];
    return { pid: entry.pid, text: execute[2], name, values: parametersOf(entry.detail?.replace(/^Parameters: /, '')) };
  }
  const plan = /^duration: [\d.]+ ms\s+plan:\n([\s\S]*)$/.exec(message);
  return plan ? { pid: entry.pid, plan: JSON.parse(plan[1]) } : undefined;
}

/**
 * Captures what the app sends for single calls: `capture(probe)` runs the call with logging on
 * and answers its statements in order, each { text, name, values, plan } (plan: auto_explain's
 * JSON, undefined for transaction control), the app's backends only.
 */
export function statementCapture(client, clusterDirectory) {
  const path = join(clusterDirectory, LOG_DIRECTORY, LOG_FILE);
  let marker = 0;
  const idle = async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const { rows } = await client.query(
        `select count(*)::int as busy from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid() and state not in ('idle')`,
      );
      if (rows[0].busy === 0) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error("the app's connections stayed busy for 30 s after a captured call");
  };
  return {
    start: () => switchCapture(client, true),
    stop: () => switchCapture(client, false),
    async capture(probe) {
      const { rows } = await client.query('select pg_backend_pid() as pid');
      const own = rows[0].pid;
      const offset = statSync(path).size;
      await probe();
      await idle();
      marker += 1;
      const tag = `bench capture marker ${marker}`;
      await client.query(`select '${tag}'`);
      let text = '';
      // The collector writes what backends hand it in order: once the marker is in, so is the call.
      const deadline = Date.now() + 30_000;
      while (!text.includes(tag)) {
        if (Date.now() > deadline) {
          throw new Error(`the server's log (${path}) never showed the capture's marker: is the logging collector writing it?`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
        text = readFrom(path, offset);
      }
      const statements = [];
      const open = new Map();
      for (const line of text.split('\n').filter(Boolean)) {
        const entry = entryOf(line);
        if (!entry || entry.pid === own) {
          continue;
        }
        if (entry.plan) {
          const statement = open.get(entry.pid);
          if (statement) {
            statement.plan = entry.plan;
            open.delete(entry.pid);
          }
          continue;
        }
        const statement = { ...entry, plan: undefined };
        statements.push(statement);
        open.set(entry.pid, TRANSACTION_CONTROL.test(entry.text) ? undefined : statement);
      }
      return statements;
    },
  };
}
