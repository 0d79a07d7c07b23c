import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { US_STATE_CODES } from '@app/domain/constants';
import { hashPassword } from '../../modules/auth/passwords';
import { volumeAnswerSets } from './volume-answers';
import { volumeBoxPrices } from './volume-boxes';
import { hasSeededVolume } from './volume-marker';
import { volumeSteps } from './volume-plan';
import { LOCK_SEEDED_TABLES } from './sql-setup';
import { referenceSteps } from './volume-reference';
import type { VolumeStep } from './volume-step';

/**
 * A year of a subscription telehealth business in the database, set-based (ADR 124): patients
 * and sessions, visits with answers and photos, consultations, decided reviews and prescriptions,
 * subscriptions with their renewals, orders, invoices and charges, refunds, shipments, credit and
 * referrals, care threads, the outbox, the audit trail and the job queue's history, in the
 * proportions the ADR states, in one transaction, then `vacuum analyze`. Deterministic: the same
 * count seeds the same business (dates move with the clock). Refused on a database seeded before.
 */

/** The password of every seeded patient (a bench may sign in as one); the care team's is unknown. */
export const VOLUME_PATIENT_PASSWORD = 'volume-password';

/** Most patients one run seeds: a million is ten times the bench's business, past which the plan was never measured. */
export const MAX_VOLUME_PATIENTS = 1_000_000;

export interface VolumeOptions {
  patients: number;
  log?: (line: string) => void;
}

export interface VolumeStepTime {
  name: string;
  ms: number;
  rows: number;
}

export interface VolumeReport {
  patients: number;
  /** Rows added to each app table. */
  rows: Record<string, number>;
  steps: VolumeStepTime[];
  totalMs: number;
}

export { hasSeededVolume, VOLUME_SEED_ACTION } from './volume-marker';

export class VolumeAlreadySeededError extends Error {
  override readonly name = 'VolumeAlreadySeededError';
}

async function runStep(client: pg.ClientBase, step: VolumeStep, report: VolumeReport, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const result = await client.query(step.sql, step.params).catch((error: unknown) => {
    throw new Error(`volume seed step "${step.name}" failed: ${(error as Error).message}`, { cause: error });
  });
  if (step.analyze) {
    await client.query(`analyze ${step.analyze}`);
  }
  const ms = Math.round(performance.now() - started);
  const rows = (Array.isArray(result) ? 0 : result.rowCount) ?? 0;
  if (step.table) {
    report.rows[step.table] = (report.rows[step.table] ?? 0) + rows;
  }
  report.steps.push({ name: step.name, ms, rows });
  log(`  ${step.name}: ${rows} rows in ${ms} ms`);
}

const refusal = () => new VolumeAlreadySeededError('This database already holds a seeded volume: seed a fresh one.');

/** Seeds `options.patients` patients and everything a year of them leaves behind; see the file's comment. */
export async function seedVolume(client: pg.ClientBase, options: VolumeOptions): Promise<VolumeReport> {
  const { patients } = options;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(patients) || patients < 1 || patients > MAX_VOLUME_PATIENTS) {
    throw new RangeError(`patients must be a whole number from 1 to ${MAX_VOLUME_PATIENTS}: ${patients}`);
  }
  // Refused before any work; checked again under the tables' locks, so two runs at once seed once.
  if (await hasSeededVolume(client)) {
    throw refusal();
  }
  const started = performance.now();
  const report: VolumeReport = { patients, rows: {}, steps: [], totalMs: 0 };
  const answerSets = volumeAnswerSets(new Date());
  const prices = await volumeBoxPrices(answerSets, US_STATE_CODES);
  const hashes = { patient: await hashPassword(VOLUME_PATIENT_PASSWORD), staff: await hashPassword(randomBytes(24).toString('base64url')) };
  report.steps.push({ name: 'answer sets, priced boxes and password hashes', ms: Math.round(performance.now() - started), rows: 0 });
  // The working tables stay in this session's memory rather than spilling to temporary files; a
  // session that has used temporary tables before cannot change it, and seeds a little slower.
  await client.query("set temp_buffers = '1GB'").catch(() => undefined);
  await client.query('begin');
  try {
    await client.query(LOCK_SEEDED_TABLES);
    if (await hasSeededVolume(client)) {
      throw refusal();
    }
    // A bulk load: nothing waits on the commit's flush, and sorts and index builds get room.
    await client.query("set local synchronous_commit = off; set local work_mem = '512MB'; set local maintenance_work_mem = '256MB'");
    // A superuser skips the foreign-key triggers, row by row the largest cost of the load: every
    // reference is built from rows the seed wrote just before (its test checks each one).
    if ((await client.query<{ is_superuser: string }>('show is_superuser')).rows[0]?.is_superuser === 'on') {
      await client.query('set local session_replication_role = replica');
    }
    for (const step of volumeSteps(patients, referenceSteps(answerSets, prices), hashes)) {
      await runStep(client, step, report, log);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live database.
  await runStep(client, { name: 'vacuum analyze', sql: 'vacuum analyze' }, report, log);
  report.totalMs = Math.round(performance.now() - started);
  return report;
}
