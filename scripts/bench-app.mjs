// Starting and stopping the app the way a person does (`npm start`), for both bench modes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts `npm start` on `dataDir` and resolves once `GET /` answers, with the time that took.
 * `stdout` is where the app's output goes (a file descriptor, or 'ignore'); `env` adds settings.
 */
export async function startServer(dataDir, port, { env = {}, stdout = 'ignore' } = {}) {
  const started = performance.now();
  // Through npm, as a person types it: npm's own start-up counts against the budget.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    // Its own process group, so stopping it can be exactly what Ctrl-C does (see stopServer).
    detached: true,
    stdio: process.env.BENCH_DEBUG ? 'inherit' : ['ignore', stdout, stdout],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) {
        return { child, ms: performance.now() - started };
      }
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) {
      throw new Error('server exited');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

/**
 * The url of the embedded PostgreSQL the app started on `dataDir`: its port is the fourth line of
 * postmaster.pid, its password the file the app generated (see db/embedded-postgres.ts).
 */
export function embeddedDatabaseUrl(dataDir) {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The value of a cookie the response sets, if it sets it. */
export function cookieFrom(response, name) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie?.split(';')[0]?.slice(name.length + 1);
}
