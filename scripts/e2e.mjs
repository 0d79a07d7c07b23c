// `npm run test:e2e`: Playwright in Debian's Chromium against the built app on a throw-away
// embedded database. This script owns the server so it can stop it (and its PostgreSQL) cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    return;
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium).`);
  }
  console.log('[e2e] installing Debian chromium');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      throw new Error('apt-get failed to install chromium');
    }
  }
}

async function waitForServer(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error('the app exited before answering');
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not answer ${url} in time`);
}

ensureChromium();
await buildAll();
// The screens saved for review are this run's only (e2e/accessibility-scanner.ts).
rmSync(join(root, 'e2e', 'screenshots', 'screens'), { recursive: true, force: true });
const dataDir = mkdtempSync(join(tmpdir(), 'teleskin-e2e-'));
// The browser tests check each screen's accessibility once per run; the workers share the list here.
const checkedScreensDir = mkdtempSync(join(tmpdir(), 'teleskin-e2e-screens-'));
const port = await freePort();
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The whole suite signs up and logs in from 127.0.0.1; the per-address limits are tested by
    // the API tests, and here they would only stop the suite half-way.
    REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '100000',
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
  },
});
let status = 1;
try {
  await waitForServer(`http://127.0.0.1:${port}/api/brand`, server);
  // The whole suite runs the specs that move the simulated clock after all the others (see
  // playwright.config.ts); named specs run as asked.
  const requested = process.argv.slice(2);
  // Each run keeps its failures' traces in a folder of its own: a later run would clear a shared one.
  const runs = requested.length > 0 ? [requested] : [['--project=app', '--output=test-results/app'], ['--project=clock', '--output=test-results/clock']];
  status = 0;
  for (const args of runs) {
    const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
      cwd: root,
      stdio: 'inherit',
      // The data folder lets a spec run the app's commands (e.g. `staff:add`) against this server's database.
      env: { ...process.env, E2E_PORT: String(port), E2E_ACCESSIBILITY_DIR: checkedScreensDir, E2E_DATA_DIR: dataDir },
    });
    status ||= result.status ?? 1;
  }
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(checkedScreensDir, { recursive: true, force: true });
}
process.exit(status);
