import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findFreePort,
  postgresIds,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './embedded-postgres';
import { isProcessGone, readPostmasterPid, waitFor } from './leftover-server';

// Real processes on a loaded two-core machine: initdb alone can take several seconds.
const TIMEOUT_MS = 90_000;
const WRITER = fileURLToPath(new URL('../test/acknowledged-writer.ts', import.meta.url));

/** The acknowledged-writer script in its own Node process, and the ids it has printed so far. */
function startWriter(dataDir: string): {
  child: ChildProcess;
  acknowledged: number[];
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    child,
    // Only whole lines: the last one may have been cut by the kill.
    get acknowledged() {
      return stdout.split('\n').slice(0, -1).map(Number);
    },
    output: () => stderr,
  };
}

async function storedIds(database: EmbeddedDatabase): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from acknowledged_writes');
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL lives and dies with the app', () => {
  let initialisedDir: string;
  let dataDir: string;
  let databaseDir: string;
  const children: ChildProcess[] = [];

  // initdb is the slow part: run it once and give each test a copy (owners and modes kept).
  beforeAll(async () => {
    initialisedDir = mkdtempSync(join(tmpdir(), 'teleskin-lifetime-'));
    await (await startEmbeddedPostgres(initialisedDir)).stop();
  }, TIMEOUT_MS);

  afterAll(() => rmSync(initialisedDir, { recursive: true, force: true }));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'teleskin-lifetime-'));
    databaseDir = join(dataDir, 'postgres');
    expect(spawnSync('cp', ['-a', `${initialisedDir}/.`, dataDir]).status).toBe(0);
  });

  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
    }
    // Whatever a failed test left running on its folder goes too.
    const pid = readPostmasterPid(databaseDir);
    if (pid !== undefined && !isProcessGone(pid)) {
      process.kill(pid, 'SIGQUIT');
      await waitFor(() => isProcessGone(pid), 10_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'stops the server of an app killed mid-write, and the next start has every acknowledged write',
    async () => {
      const writer = startWriter(dataDir);
      children.push(writer.child);
      const hasWritten = await waitFor(
        () => writer.acknowledged.length >= 50 || writer.child.exitCode !== null,
        60_000,
      );
      expect(hasWritten && writer.child.exitCode === null, writer.output()).toBe(true);
      const postmasterPid = readPostmasterPid(databaseDir);
      expect(postmasterPid).toBeDefined();

      writer.child.kill('SIGKILL');
      await new Promise((resolve) => writer.child.once('exit', resolve));
      const acknowledged = writer.acknowledged;

      const isServerGone = await waitFor(() => isProcessGone(postmasterPid ?? 0), 20_000);
      expect(isServerGone, 'the killed app left its PostgreSQL server running').toBe(true);
      const database = await startEmbeddedPostgres(dataDir);
      try {
        const stored = await storedIds(database);
        const lost = acknowledged.filter((id) => !stored.has(id));
        expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual(
          [],
        );
      } finally {
        await database.stop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'leaves SIGTERM to the app: the database answers until the app stops it, and the app exits cleanly',
    async () => {
      const writer = startWriter(dataDir);
      children.push(writer.child);
      const hasWritten = await waitFor(() => writer.acknowledged.length >= 5 || writer.child.exitCode !== null, 60_000);
      expect(hasWritten && writer.child.exitCode === null, writer.output()).toBe(true);
      const postmasterPid = readPostmasterPid(databaseDir);

      const exited = new Promise<number | null>((resolve) => writer.child.once('exit', resolve));
      writer.child.kill('SIGTERM');
      // embedded-postgres's own handlers stopped the server at once and exited with 143.
      expect(await exited, writer.output()).toBe(0);
      expect(writer.output()).toMatch(/stopped in order after \d+ writes/);
      expect(isProcessGone(postmasterPid ?? 0)).toBe(true);
    },
    TIMEOUT_MS,
  );

  it(
    'stops a server that an earlier app left running on its folder, then starts with its data',
    async () => {
      const first = await startEmbeddedPostgres(dataDir);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table acknowledged_writes (id integer primary key)');
      await client.query('insert into acknowledged_writes (id) values (1), (2), (3)');
      await client.end();
      await first.stop();

      // pg_ctl starts the server and exits, so init adopts it: a server no app watches any more.
      const { postgres: postgresBinary } = (await import(
        `@embedded-postgres/${process.platform}-${process.arch}`
      )) as { postgres: string };
      const pgCtl = join(postgresBinary, '..', 'pg_ctl');
      const options = `-p ${await findFreePort()} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`;
      const ids = userInfo().uid === 0 ? postgresIds() : undefined;
      const started = spawnSync(pgCtl, ['start', '-w', '-D', databaseDir, '-o', options], {
        stdio: 'ignore',
        ...ids,
      });
      expect(started.status).toBe(0);
      const leftoverPid = readPostmasterPid(databaseDir);
      expect(leftoverPid).toBeDefined();

      const messages: string[] = [];
      const database = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
      try {
        expect(isProcessGone(leftoverPid ?? 0)).toBe(true);
        expect(messages.join('\n')).toContain(
          `stopping a PostgreSQL server (pid ${leftoverPid}) left running on ${databaseDir}`,
        );
        expect([...(await storedIds(database))].sort()).toEqual([1, 2, 3]);
      } finally {
        await database.stop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a folder whose server belongs to a running app, and leaves that server alone',
    async () => {
      const first = await startEmbeddedPostgres(dataDir);
      try {
        await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(
          `The data folder ${databaseDir} is in use: its PostgreSQL server (pid ${readPostmasterPid(databaseDir)}) belongs to a running process (pid ${process.pid}). Stop that process first, or set DATA_DIR to another folder.`,
        );
        const client = new pg.Client({ connectionString: first.url });
        await client.connect();
        await expect(client.query('select 1 as one')).resolves.toMatchObject({
          rows: [{ one: 1 }],
        });
        await client.end();
      } finally {
        await first.stop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    "says why PostgreSQL could not start, in the server's own words",
    async () => {
      await (await startEmbeddedPostgres(dataDir)).stop();
      appendFileSync(join(databaseDir, 'postgresql.conf'), '\nshared_buffers = plenty\n');
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(
        new RegExp(
          `PostgreSQL could not start on ${databaseDir}\\. Its last messages:\\n[^]*invalid value for parameter "shared_buffers"`,
        ),
      );
    },
    TIMEOUT_MS,
  );
});
