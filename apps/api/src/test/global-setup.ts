import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDb } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';

export const TEMPLATE_DATABASE = 'teleskin_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

/** Replaces the database name of a PostgreSQL url. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one real PostgreSQL for the whole run (TEST_DATABASE_URL, or a throw-away embedded
 * cluster) and migrates a template database that every test file clones.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'teleskin-test-'));
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = connectDb(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await runMigrations(template.db, template.pool);
  await template.close();
  project.provide('adminDatabaseUrl', adminUrl);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
