// The app's processes as production runs them (docs/operations.md): API processes without jobs
// and one job worker, all on one PostgreSQL, started from the built bundle.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The settings every process of one deployment shares: the app's and the migrations' database
 * urls (`urls` of prepare-database.ts), one data folder, one session secret, no demo data.
 */
export function deploymentEnv(urls, dataDir) {
  return {
    DATABASE_URL: urls.appUrl,
    DATABASE_MIGRATION_URL: urls.migrationUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
  };
}

/** Starts `node apps/api/dist/{entry}.js` with `env`; its output goes to `logFd`. */
export function startProcess(entry, env, logFd) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist', `${entry}.js`)], {
    cwd: root,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, ...env },
  });
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return child;
}

/** Resolves once GET {base}/readyz answers 200; throws if the process exits first or `ms` pass. */
export async function waitUntilReady(base, child, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${base}: the process exited (${child.exitCode}) before it was ready`);
    }
    if ((await statusOf(`${base}/readyz`)) === 200) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${base}: not ready after ${ms} ms`);
}

/** Resolves once GET {base}/readyz stops answering 200 (it answers 503 while the process drains). */
export async function waitUntilNotReady(base, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await statusOf(`${base}/readyz`)) !== 200) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${base}: still ready ${ms} ms after SIGTERM`);
}

async function statusOf(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
