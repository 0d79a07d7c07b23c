import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findApiRoot } from '../db/api-root';
import { waitFor } from './wait-for';

/** A real API process (server.ts through tsx) on a test database, with its log lines collected. */
export interface ApiProcess {
  child: ChildProcess;
  /** Every JSON log line printed so far. */
  logs: Record<string, unknown>[];
  stop: () => Promise<void>;
}

/**
 * Starts `src/server.ts` (or the job worker's `src/worker.ts`, or the built bundle `dist/server.js`
 * that `npm start` runs) in its own Node process, as `npm start` would, on `databaseUrl`, with the settings in `env`. For tests of what only several processes show
 * (jobs, locks, signals).
 */
export function startApiProcess(databaseUrl: string, env: Record<string, string> = {}, entry: 'src/server.ts' | 'src/worker.ts' | 'dist/server.js' = 'src/server.ts'): ApiProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: findApiRoot(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const logs: Record<string, unknown>[] = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{')) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
    }
  });
  child.stderr?.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The port the process listens on, once its log says so. */
export async function listeningPort(api: ApiProcess): Promise<number> {
  let port: number | undefined;
  await waitFor(
    () => {
      const line = api.logs.find((entry) => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(String(entry.msg)));
      port = line ? Number(/:(\d+)$/.exec(String(line.msg))?.[1]) : undefined;
      return port !== undefined;
    },
    30_000,
    'the API process to listen',
  );
  return port!;
}

/** Kills the process outright (SIGKILL), as a crash or an out-of-memory kill would, and waits for it to exit. */
export async function killProcess(api: ApiProcess): Promise<void> {
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
}
