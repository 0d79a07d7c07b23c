import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDb, type DbHandle } from '../db/client';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../test/build-test-app';
import { capturedLogs } from '../test/captured-logs';
import { withDatabase } from '../test/global-setup';
import { JobHeartbeat, HEARTBEAT_STALE_MS } from './job-heartbeat';
import { Readiness } from './readiness';

const logs = capturedLogs();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: logs.logger });
});
afterAll(() => t.close());

// A load balancer asks by address: no brand's host, no cookie, no CSRF token.
const probe = (app: TestApp['app'], url: string) =>
  app.inject({ method: 'GET', url, headers: { host: '10.0.0.7:3000' } });

describe('GET /livez and GET /readyz', () => {
  it('answers /livez 200 from any host, with no session cookie set', async () => {
    const answer = await probe(t.app, '/livez');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'alive' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers /readyz 200 when the database answers and holds the newest migration', async () => {
    const answer = await probe(t.app, '/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations when the newest one is missing from the database', async () => {
    const { rows } = await t.handle.pool.query<{ id: number; hash: string; created_at: string }>(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at',
    );
    try {
      const answer = await probe(t.app, '/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'not applied' },
      });
      // The change is logged once, however many probes see it.
      await probe(t.app, '/readyz');
      const changes = logs.lines
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((line) => line.msg.startsWith('readiness'));
      expect(changes.map((line) => line.msg)).toEqual(['readiness: not ready']);
    } finally {
      await t.handle.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [rows[0]!.id, rows[0]!.hash, rows[0]!.created_at],
      );
    }
    expect((await probe(t.app, '/readyz')).statusCode).toBe(200);
  });

  it('writes no request line for a probe', async () => {
    logs.lines.length = 0;
    for (let probes = 0; probes < 3; probes += 1) {
      expect((await probe(t.app, '/livez')).statusCode).toBe(200);
      expect((await probe(t.app, '/readyz')).statusCode).toBe(200);
    }
    expect(logs.lines).toEqual([]);
  });
});

describe('readiness of other databases and a job worker', () => {
  let database: TestDatabase;
  let appHandle: DbHandle;
  let emptyName: string;
  let emptyHandle: DbHandle;
  const admin = () => new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  beforeAll(async () => {
    database = await createTestDatabase();
    appHandle = connectDb(database.appUrl, 2);
    emptyName = `teleskin_empty_${Date.now()}`;
    const client = admin();
    await client.connect();
    await client.query(`create database ${emptyName}`);
    await client.end();
    emptyHandle = connectDb(withDatabase(inject('appDatabaseUrl'), emptyName), 1);
  });
  afterAll(async () => {
    await appHandle.close();
    await emptyHandle.close();
    await database.drop();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${emptyName} with (force)`);
    await client.end();
  });

  it('answers 503 on a database no migration ran on', async () => {
    const other = await buildTestApp({}, { readiness: new Readiness({ db: emptyHandle.db }) });
    try {
      const answer = await probe(other.app, '/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'not applied' },
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 naming the jobs while the worker has not started, and when its heartbeat is stale', async () => {
    let now = 1_000_000;
    const heartbeat = new JobHeartbeat(() => now);
    const other = await buildTestApp(
      {},
      { readiness: new Readiness({ db: appHandle.db, heartbeat }) },
    );
    try {
      expect((await probe(other.app, '/readyz')).json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'not started' },
      });
      heartbeat.beat();
      expect((await probe(other.app, '/readyz')).statusCode).toBe(200);
      now += HEARTBEAT_STALE_MS + 1;
      const stale = await probe(other.app, '/readyz');
      expect(stale.statusCode).toBe(503);
      expect(stale.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'stale' },
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 "stopping" once told to stop, and closes kept-alive connections on every answer', async () => {
    const readiness = new Readiness({ db: appHandle.db });
    const other = await buildTestApp({}, { readiness });
    try {
      readiness.markStopping();
      const answer = await probe(other.app, '/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'stopping', checks: {} });
      expect(answer.headers.connection).toBe('close');
      const page = await other.app.inject({
        method: 'GET',
        url: '/api/brand',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      await other.close();
    }
  });
});
