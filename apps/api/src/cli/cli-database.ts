import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectDb, type DbHandle } from '../db/client';
import { holdProcessLiveness, type ProcessLiveness } from '../db/process-liveness';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres';
import { configuredUrls, superuserRoleUrls, migrateDatabase } from '../db/prepare-database';
import type { Env } from '../env';

export interface CliDatabase {
  handle: DbHandle;
  close: () => Promise<void>;
}

/** The port of the embedded server running on this data folder, if one is (its postmaster.pid). */
function runningEmbeddedPort(dataDir: string): number | undefined {
  const pidFile = join(resolve(dataDir), 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return undefined;
  }
  // Lines: pid, data directory, start time, port, …
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    // EPERM: alive, but another user's process (the postgres user when the app runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : undefined;
  }
}

/**
 * `DATABASE_URL` when set; otherwise the superuser's url of the embedded server of `DATA_DIR`,
 * reached on its port while the app runs, or started (`embedded`, for the caller to stop).
 */
export async function reachDatabaseServer(env: Env, log: (message: string) => void): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL };
  }
  const port = runningEmbeddedPort(env.DATA_DIR);
  if (port !== undefined) {
    const password = readFileSync(join(resolve(env.DATA_DIR), 'postgres-password'), 'utf8').trim();
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` };
  }
  log(`starting the embedded PostgreSQL of ${env.DATA_DIR}`);
  const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
  return { url: embedded.url, embedded };
}

/**
 * The app's database for a command: `DATABASE_URL` when set; otherwise the embedded server of
 * `DATA_DIR`, reached on its port while the app runs, or started for the command and stopped after.
 * Migrations run first, so a command works on a data folder the app has never opened. A command
 * needs two connections; the job worker asks for its own number.
 */
export async function openCliDatabase(
  env: Env,
  log: (message: string) => void,
  maxConnections = 2,
  /** The job worker's process holds a liveness lock, as the API's does (ADR 135). */
  { isLive = false }: { isLive?: boolean } = {},
): Promise<CliDatabase> {
  const { url, embedded } = await reachDatabaseServer(env, log);
  let handle: DbHandle;
  let liveness: ProcessLiveness | undefined;
  try {
    // As the app does (ADR 131): migrations as the owner, the command as the app's role.
    const urls = env.DATABASE_URL ? configuredUrls(url, env.DATABASE_MIGRATION_URL) : await superuserRoleUrls(url);
    await migrateDatabase(urls);
    liveness = isLive ? await holdProcessLiveness(urls.appUrl) : undefined;
    handle = connectDb(urls.appUrl, maxConnections, liveness?.token);
  } catch (error) {
    await liveness?.stop();
    await embedded?.stop();
    throw error;
  }
  return {
    handle,
    close: async () => {
      await handle.close();
      await liveness?.stop();
      await embedded?.stop();
    },
  };
}
