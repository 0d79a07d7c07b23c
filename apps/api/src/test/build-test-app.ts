import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { connectDb, type DbHandle } from '../db/client';
import { parseEnv, type Env } from '../env';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  env: Env;
  close: () => Promise<void>;
}

/**
 * A fresh database cloned from the migrated template, and the whole app built on it. `deps`
 * replaces app dependencies a test controls (e.g. the survey registry, or a logger to read).
 */
export async function buildTestApp(overrides: Record<string, string> = {}, deps: Pick<AppDeps, 'surveyRegistry' | 'logger'> = {}): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `teleskin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = connectDb(withDatabase(adminUrl, name), 5);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...overrides });
  const app = await buildApp({ ...deps, env, db: handle.db, secret: randomBytes(32).toString('base64url') });
  await app.ready();
  return {
    app,
    handle,
    env,
    close: async () => {
      await app.close();
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
