import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres';
import { migrateDatabase, superuserRoleUrls } from '../db/prepare-database';

export const TEMPLATE_DATABASE = 'teleskin_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The app's role on the same server (ADR 131): the app under test connects as it. */
    appDatabaseUrl: string;
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
  // The template is migrated as the owner and grants the app's role its rights; every clone
  // keeps both, so each test's app runs with exactly the rights it has in production.
  const urls = await superuserRoleUrls(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await migrateDatabase(urls);
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('appDatabaseUrl', urls.appUrl);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
