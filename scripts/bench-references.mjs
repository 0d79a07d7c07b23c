// The bench's bare Fastify servers (bench-reference.mjs), each in its own process as the app is.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** A reference server on `databaseUrl` with `env` (STATEMENTS, STATEMENTS_FILE): { child, url }. */
export async function startReference(databaseUrl, env = {}) {
  const port = await freePort();
  const child = fork(join(here, 'bench-reference.mjs'), { env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port) } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('a reference server exited')));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}
