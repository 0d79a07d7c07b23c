// `npm run seed:volume -- --patients 100000`: seeds a year of a subscription telehealth business into
// the database of DATABASE_URL, for benches and load tests (ADR 124). Never in production.
import pg from 'pg';
import { connectDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { parseEnv } from '../env';
import { MAX_VOLUME_PATIENTS, seedVolume, VolumeAlreadySeededError } from '../test/volume/seed-volume';
import { failWithUsage, parseCommandArgs } from './cli-args';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run seed:volume -- --patients N

Seeds N patients (1 to ${MAX_VOLUME_PATIENTS.toLocaleString('en-US')}) and what a year of them leaves behind:
visits, subscriptions, orders, invoices, charges, shipments, care messages, the outbox and the audit
trail (docs/decisions/124-a-year-of-business-in-the-bench.md), in one transaction, then vacuum
analyze. Refused in production and on a database seeded before. Every seeded patient's password is
volume-password; a seeded patient with a live session has the token volume-session-<patient id>.`;

const fail = (message: string): never => failWithUsage(USAGE, message);
const args = parseCommandArgs(USAGE, ['patients'], ['patients']);
const patients = Number(args.patients);
if (!Number.isInteger(patients) || patients < 1 || patients > MAX_VOLUME_PATIENTS) {
  fail(`--patients must be a whole number from 1 to ${MAX_VOLUME_PATIENTS}.`);
}

// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const settings = process.env;
// Before the settings are checked: production's refuse to load without its secrets, and this answer is the one that matters.
if (settings.NODE_ENV === 'production') {
  fail('The volume seed writes invented patients: it never runs in production.');
}
const env = parseEnv(settings);
if (!env.DATABASE_URL) {
  fail('Set DATABASE_URL to the database to seed (the embedded one of a running app: see the README).');
}
const url = env.DATABASE_URL!;
const log = (message: string) => console.log(`[seed:volume] ${message}`);

// The app's migrations first, so a fresh database works; the seed itself runs on one connection.
const handle = connectDb(url, 2);
await runMigrations(handle.db, handle.pool).finally(() => handle.close());
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  log(`seeding ${patients.toLocaleString('en-US')} patients`);
  const report = await seedVolume(client, { patients, log });
  const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
  log(`${rows.toLocaleString('en-US')} rows in ${Object.keys(report.rows).length} tables in ${(report.totalMs / 1000).toFixed(1)} s`);
} catch (error) {
  await client.end();
  if (error instanceof VolumeAlreadySeededError) {
    fail(error.message);
  }
  throw error;
}
await client.end();
