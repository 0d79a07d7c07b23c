// The yardsticks of `npm run bench -- --large`: a bare Fastify server whose one route runs `SELECT 1`
// (or the statements a hot path sends) through a pg Pool of the app's size, on the app's database. Started as a child of the bench (its
// own process, as the app is), so the two are measured the same way in the same run.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The database stops before this server does (the bench restarts the app): that is no failure.
pool.on('error', () => undefined);
// STATEMENTS (default 1) sends that many `SELECT 1`s one after another per request: what one
// more round trip to PostgreSQL costs on this machine (`npm run bench -- --round-trips`).
// STATEMENTS_FILE instead names a JSON list of statements captured from the app ({ text, name,
// values }): each request sends exactly those, in order, named prepared statements where the app
// used them, on one connection when they hold a transaction (the same-statements reference); an
// INSERT of rows in one JSON parameter is grouped as the app groups its audit rows (below).
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start\s+transaction|end)\b/i;
const captured = process.env.STATEMENTS_FILE ? JSON.parse(readFileSync(process.env.STATEMENTS_FILE, 'utf8')) : undefined;
const selects = Array.from({ length: Number(process.env.STATEMENTS ?? 1) }, () => ({ text: 'SELECT 1 AS one', values: [] }));
const statements = (captured ?? selects).map(({ text, name, values }) => (name ? { name, text, values } : { text, values }));
const isTransaction = statements.some((statement) => TRANSACTION_CONTROL.test(statement.text));

/**
 * An INSERT whose rows travel as one JSON array parameter, sent as the app's grouped audit writer
 * sends them (ADR 116, 127): the rows of requests arriving while one INSERT is on its way go
 * together in the next (the arrays joined), one statement and one commit. Undefined for any other.
 */
function groupedInsert({ text, values }) {
  const rows = values.length === 1 && typeof values[0] === 'string' && values[0].startsWith('[') ? JSON.parse(values[0]) : undefined;
  if (!/^\s*insert\b/i.test(text) || !Array.isArray(rows) || captured === undefined || isTransaction) {
    return undefined;
  }
  const waiting = [];
  let isWriting = false;
  const writeWaiting = async () => {
    isWriting = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, 500);
      try {
        const result = await pool.query(text, [JSON.stringify(batch.flatMap(() => rows))]);
        batch.forEach((item) => item.resolve(result));
      } catch (error) {
        batch.forEach((item) => item.reject(error));
      }
    }
    isWriting = false;
  };
  return () =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!isWriting) {
        void writeWaiting();
      }
    });
}

const senders = statements.map((statement) => groupedInsert(statement) ?? ((client) => client.query(statement)));

async function sendAll(client) {
  let result;
  for (const send of senders) {
    result = await send(client);
  }
  return result;
}

const app = Fastify();
app.get('/', async () => {
  if (!isTransaction) {
    return (await sendAll(pool)).rows[0] ?? {};
  }
  const client = await pool.connect();
  try {
    return (await sendAll(client)).rows[0] ?? {};
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
