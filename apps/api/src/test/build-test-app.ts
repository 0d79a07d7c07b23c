import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdapters, type Adapters } from '../adapters';
import { buildApp, type AppDeps } from '../app';
import { connectDb, type DbHandle } from '../db/client';
import { parseEnv, type Env } from '../env';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  /** The test's own connection, as the superuser: to set up and read anything, whatever the app's rights. */
  handle: DbHandle;
  /** The app's connection, as the app's role (ADR 131): what the app and its adapters use. */
  appHandle: DbHandle;
  env: Env;
  adapters: Adapters;
  /** The app secret the app was built with (jobs derive the same keys from it). */
  secret: string;
  /** The test database, for a second pool (another worker, as another process would run). */
  databaseUrl: string;
  close: () => Promise<void>;
}

export interface TestDatabase {
  url: string;
  /** The same database as the app's role. */
  appUrl: string;
  drop: () => Promise<void>;
}

async function runAsAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database cloned from the migrated template (app and job queue schemas), dropped by `drop`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `teleskin_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(`create database ${name} template ${TEMPLATE_DATABASE}`);
  return {
    url: withDatabase(inject('adminDatabaseUrl'), name),
    appUrl: withDatabase(inject('appDatabaseUrl'), name),
    drop: () => runAsAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** What a test may replace: outside services (one line each, e.g. `{ adapters: { sms: fake } }`) and the survey registry. */
export interface TestDeps extends Pick<AppDeps, 'surveyRegistry' | 'logger' | 'selectionSettings' | 'readiness' | 'metrics'> {
  adapters?: Partial<Adapters>;
}

/**
 * A fresh database cloned from the migrated template, and the whole app built on it, with the
 * settings `overrides` and the dependencies in `deps` replaced.
 */
export async function buildTestApp(overrides: Record<string, string> = {}, deps: TestDeps = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const handle = connectDb(database.url, 5);
  const appHandle = connectDb(database.appUrl, 5);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...overrides });
  const adapters = createAdapters(env, appHandle.db, deps.adapters);
  const secret = randomBytes(32).toString('base64url');
  const app = await buildApp({ ...deps, env, db: appHandle.db, adapters, secret });
  await app.ready();
  return {
    app,
    handle,
    appHandle,
    env,
    adapters,
    secret,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await appHandle.close();
      await handle.close();
      await database.drop();
    },
  };
}
