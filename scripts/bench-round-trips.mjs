// `npm run bench -- --round-trips`: what one round trip to PostgreSQL costs on this machine. The
// bare Fastify reference of `--large` runs 1, 2 and 3 `SELECT 1`s one after another per request,
// on the app's embedded database, at 50 connections; the difference between them is the cost of
// a statement that does no work, which bounds how close a route that needs two statements (the
// session, then its own read) can come to the one-statement reference.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildAll } from './build.mjs';
import { freePort } from './free-port.mjs';
import { embeddedDatabaseUrl, startServer, stopServer } from './bench-app.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

async function reqsPerSecond(databaseUrl, statements) {
  const port = await freePort();
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), STATEMENTS: String(statements) };
  const child = fork(join(here, 'bench-reference.mjs'), { env });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('the reference server exited')));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 50, duration: 2 });
    const result = await autocannon({ url, connections: 50, duration: SECONDS });
    if (result.non2xx + result.errors > 0) {
      throw new Error(`${statements} statements: requests failed`);
    }
    return result.requests.total / result.duration;
  } finally {
    child.kill('SIGTERM');
  }
}

await buildAll();
const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-bench-round-trips-'));
const port = await freePort();
const { child: app } = await startServer(dataDir, port);
try {
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const figures = { 1: [], 2: [], 3: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const statements of [1, 2, 3]) {
      figures[statements].push(await reqsPerSecond(databaseUrl, statements));
    }
  }
  const best = (values) => Math.max(...values);
  const one = best(figures[1]);
  console.table(
    [1, 2, 3].map((statements) => {
      const rps = best(figures[statements]);
      return {
        'SELECT 1s per request': statements,
        'req/s (best of rounds)': Math.round(rps),
        'share of one': (rps / one).toFixed(3),
        'machine µs per request': Math.round(1e6 / rps),
      };
    }),
  );
  const perStatement = (1e6 / best(figures[3]) - 1e6 / one) / 2;
  console.log(`one more round trip costs about ${perStatement.toFixed(0)} µs of machine time per request (the 1-statement request: ${(1e6 / one).toFixed(0)} µs)`);
} finally {
  await stopServer(app);
  rmSync(dataDir, { recursive: true, force: true });
}
