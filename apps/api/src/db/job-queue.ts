import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { runMigrations as migrateGraphileWorker } from 'graphile-worker';
import type { Db } from './client';
import type { JobPayloads } from './job-payloads';
import { timedWorkQueue, type TimedTask } from '../timed-work';
import { activeTraceparent, TRACEPARENT_FIELD } from '../trace-context';

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

/** One job to add: its task, its payload (of that task's type) and options. */
export type JobSpec = { [K in keyof JobPayloads]: { task: K; payload: JobPayloads[K] } & EnqueueOptions }[keyof JobPayloads];

/**
 * Adds a job through `db`, so a job added inside a unit of work exists exactly when the work
 * commits: a message is never queued for a row that was rolled back, nor written without its job.
 */
export async function enqueueJob<K extends keyof JobPayloads>(db: Db, task: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<void> {
  // The signature pairs the task with its payload; TypeScript cannot see that a generic pair is one of the union's.
  await enqueueJobs(db, [{ task, payload, ...options } as JobSpec]);
}

/**
 * Runs a timed task (timed-work.ts) outside its schedule, in its own queue; its key (`{task}-now`,
 * or `{task}-{reason}`) keeps one such run pending, whatever the number of callers.
 */
export async function queueTimedWorkNow(db: Db, task: TimedTask, reason = 'now'): Promise<void> {
  await enqueueJob(db, task, {}, { jobKey: `${task}-${reason}`, queueName: timedWorkQueue(task), maxAttempts: 3 });
}

/**
 * Adds many jobs in one statement (graphile-worker's `add_jobs`, which its `add_job` calls too):
 * a pending job of the same key is replaced, and one already running keeps running while the new
 * one waits, exactly as for one job. A key given twice is added once, with its last spec.
 */
export async function enqueueJobs(db: Db, specs: readonly JobSpec[]): Promise<void> {
  if (specs.length === 0) {
    return;
  }
  const byKey = new Map(specs.map((spec, index) => [spec.jobKey ?? index, spec]));
  // The job carries the trace of the request or job that queued it (ADR 156): its spans and log
  // lines read as part of the same story.
  const traceparent = activeTraceparent();
  const rows = [...byKey.values()].map((spec) => ({
    identifier: spec.task,
    payload: traceparent ? { ...spec.payload, [TRACEPARENT_FIELD]: traceparent } : spec.payload,
    queue_name: spec.queueName ?? null,
    run_at: spec.runAt?.toISOString() ?? null,
    max_attempts: spec.maxAttempts ?? null,
    job_key: spec.jobKey ?? null,
  }));
  await db.execute(sql`select count(*) from ${sql.raw(JOB_QUEUE_SCHEMA)}.add_jobs(
    array(select json_populate_recordset(null::${sql.raw(JOB_QUEUE_SCHEMA)}.job_spec, ${JSON.stringify(rows)}::json)),
    false
  )`);
}

/** Whether a job of `task` waits or runs (its table holds it until it is done or failed for good). */
export async function hasQueuedJob(db: Db, task: keyof JobPayloads): Promise<boolean> {
  const { rows } = await db.execute<{ queued: boolean }>(
    sql`select exists (select 1 from ${sql.raw(JOB_QUEUE_SCHEMA)}.jobs where task_identifier = ${task} and attempts < max_attempts) as queued`,
  );
  return rows[0]?.queued === true;
}
