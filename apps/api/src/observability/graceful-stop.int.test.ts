import { Agent, request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPort, startApiProcess, type ApiProcess } from '../test/api-process';
import { createTestDatabase, type TestDatabase } from '../test/build-test-app';
import { waitFor } from '../test/wait-for';

const DRAIN_MS = 1500;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Whether the request went on a connection an earlier request had opened. */
  isReused: boolean;
}

/** One GET, on a connection of its own unless a keep-alive `agent` holds one, as a load balancer or a browser would send it. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, agent, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
            isReused: sent.reusedSocket,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('an API process told to stop (SIGTERM)', () => {
  let database: TestDatabase;
  let locker: pg.Client;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.query('rollback').catch(() => undefined);
    await api?.stop();
    await locker.end();
    await database.drop();
  });

  it('fails readiness at once, serves through the drain, lets a request in flight finish, then exits 0', async () => {
    api = startApiProcess(database.url, {
      JOBS_IN_API: 'true',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    const port = await listeningPort(api);
    // Ready once the job worker beats too.
    await waitFor(
      async () => (await get(port, '/readyz')).status === 200,
      30_000,
      'the process to be ready',
    );
    const exited = new Promise<number | null>((resolve) =>
      api.child.once('exit', (code) => resolve(code)),
    );

    // A slow request: its session cookie makes it read the sessions table, which this test holds locked.
    await locker.query('begin');
    await locker.query('lock table sessions in access exclusive mode');
    const slow = get(port, '/api/brand', { cookie: 'teleskin_session=held-by-the-test' });
    await waitFor(
      async () => (await blockedQueries()) > 0,
      10_000,
      'the slow request to wait on the lock',
    );

    // A browser's kept-alive connection, idle when the stop comes.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/livez', {}, keepAlive)).connection).toBe('keep-alive');

    const stopAt = Date.now();
    api.child.kill('SIGTERM');
    await waitFor(
      async () => (await get(port, '/readyz')).status === 503,
      2000,
      'readiness to fail',
    );
    const notReady = await get(port, '/readyz');
    expect(JSON.parse(notReady.body)).toEqual({ status: 'stopping', checks: {} });
    expect(notReady.connection).toBe('close');
    // Still serving while the load balancer notices.
    const served = await get(port, '/livez');
    expect(served.status).toBe(200);
    expect(served.connection).toBe('close');
    // The idle kept-alive connection is not dropped: its next request is answered, and told to reconnect.
    const onKeptConnection = await get(port, '/api/brand', {}, keepAlive);
    expect([
      onKeptConnection.status,
      onKeptConnection.isReused,
      onKeptConnection.connection,
    ]).toEqual([200, true, 'close']);
    keepAlive.destroy();
    expect(Date.now() - stopAt).toBeLessThan(DRAIN_MS);

    // The drain is over and the process is closing; the request in flight is still waiting.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300 - (Date.now() - stopAt)));
    expect(api.child.exitCode).toBeNull();
    await locker.query('rollback');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);
  }, 60_000);

  // On a connection of its own: inside the locking transaction, pg_stat_activity would not change.
  async function blockedQueries(): Promise<number> {
    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    const { rows } = await watcher
      .query<{ count: string }>(
        `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%"sessions"."token_hash"%'`,
      )
      .finally(() => watcher.end());
    return Number(rows[0]?.count);
  }
});

describe('the job worker process (npm run worker)', () => {
  let database: TestDatabase;
  let worker: ApiProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await worker?.stop();
    await database.drop();
  });

  it('serves its metrics on WORKER_METRICS_PORT (its pool, the figures read from the database, its renewal charges), and stops with 0 on SIGTERM', async () => {
    worker = startApiProcess(database.url, { WORKER_METRICS_PORT: '0' }, 'src/worker.ts');
    let url: string | undefined;
    await waitFor(
      () => {
        const line = worker!.logs.find((entry) =>
          /metrics: http:\/\/127\.0\.0\.1:\d+\/metrics/.test(String(entry.msg)),
        );
        url = line ? /http:\S+/.exec(String(line.msg))?.[0] : undefined;
        return url !== undefined;
      },
      30_000,
      'the worker to say where its metrics are',
    );
    const text = await (await fetch(url!)).text();
    expect(text).toMatch(/^teleskin_business_metrics_up 1$/m);
    expect(text).toMatch(/^teleskin_db_pool_connections \d+$/m);
    expect(text).toMatch(/^teleskin_renewal_charges_total\{outcome="billed"\} 0$/m);
    expect(text).not.toContain('teleskin_http_requests_total');
    const exited = new Promise<number | null>((resolve) =>
      worker!.child.once('exit', (code) => resolve(code)),
    );
    worker.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
