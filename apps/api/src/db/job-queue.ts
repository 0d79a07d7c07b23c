import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { runMigrations as migrateGraphileWorker } from 'graphile-worker';
import type { Db } from './client';
import type { JobPayloads } from '../jobs/job-payloads';

/** The schema graphile-worker keeps its jobs, queues and known crontabs in. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/** Creates or upgrades the job queue's tables (graphile-worker's own migrations, idempotent). */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await migrateGraphileWorker({ pgPool: pool, schema: JOB_QUEUE_SCHEMA });
}

export interface EnqueueOptions {
  /** At most one pending job per key: adding again replaces the pending one. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** Jobs of one queue run one at a time, in order. */
  queueName?: string;
}

/**
 * Adds a job through `db`, so a job added inside a unit of work exists exactly when the work
 * commits: a message is never queued for a row that was rolled back, nor written without its job.
 */
export async function enqueueJob<K extends keyof JobPayloads>(db: Db, task: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<void> {
  await db.execute(sql`select graphile_worker.add_job(
    identifier => ${task},
    payload => ${JSON.stringify(payload)}::json,
    queue_name => ${options.queueName ?? null},
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}
  )`);
}
