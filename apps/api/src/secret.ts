import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Env } from './env';

/**
 * The signing secret: SESSION_SECRET when set (required in production, see env.ts); otherwise one
 * generated on first run and kept in DATA_DIR, so development restarts keep their CSRF cookies.
 */
export function loadSecret(env: Env): string {
  if (env.SESSION_SECRET) {
    return env.SESSION_SECRET;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
