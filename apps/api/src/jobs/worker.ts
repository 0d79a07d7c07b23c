import type pg from 'pg';
import { parseCronItems, run, type Runner } from 'graphile-worker';
import { JOB_QUEUE_SCHEMA, enqueueJob } from '../db/job-queue';
import { createJobLogger } from './job-logger';
import { createTaskList, type JobDeps } from './task-list';
import { SHIPMENTS_QUEUE } from '../modules/orders/shipments.service';
import { RENEWALS_QUEUE } from '../modules/subscriptions/renewals-pass.service';
import { AUDIT_QUEUE } from '../modules/audit/audit-integrity.service';

export interface JobWorker {
  stop: () => Promise<void>;
}

// After a stop of every process, one catch-up pass is enough; more than an hour back is pointless.
const HOUSEKEEPING_BACKFILL_MS = 60 * 60_000;

/**
 * Starts graphile-worker on the app's pool: it takes jobs as they are added (LISTEN/NOTIFY, with
 * polling as the fallback) and schedules the cron items. Any number of processes may run one: each
 * job is locked by the process that takes it, and each scheduled time of a cron item is enqueued
 * once, whichever process gets there first (ADR 081).
 */
export async function startJobWorker(pool: pg.Pool, deps: JobDeps): Promise<JobWorker> {
  const runner: Runner = await run({
    pgPool: pool,
    schema: JOB_QUEUE_SCHEMA,
    concurrency: deps.env.JOB_CONCURRENCY,
    // The process owns its signals (server.ts, worker.ts) and stops the worker itself.
    noHandleSignals: true,
    logger: createJobLogger(deps.log),
    taskList: createTaskList(deps),
    parsedCronItems: parseCronItems([
      {
        task: 'housekeeping',
        match: deps.env.HOUSEKEEPING_SCHEDULE,
        // One pass at a time, even when catching up after downtime.
        options: { backfillPeriod: HOUSEKEEPING_BACKFILL_MS, queueName: 'housekeeping', maxAttempts: 3 },
      },
      {
        task: 'reconcile-checkouts',
        match: deps.env.RECONCILE_CHECKOUTS_SCHEDULE,
        options: { queueName: 'reconcile-checkouts', maxAttempts: 3 },
      },
      {
        task: 'advance-shipments',
        match: deps.env.SHIPMENTS_SCHEDULE,
        // One pass at a time: a parcel is handed to the pharmacy once.
        options: { queueName: SHIPMENTS_QUEUE, maxAttempts: 3 },
      },
      {
        task: 'renewals-pass',
        match: deps.env.RENEWALS_SCHEDULE,
        // One pass at a time; each bill job it queues re-checks under the subscription's lock.
        options: { queueName: RENEWALS_QUEUE, maxAttempts: 3 },
      },
      {
        task: 'audit-checkpoint',
        match: deps.env.AUDIT_CHECKPOINT_SCHEDULE,
        options: { queueName: AUDIT_QUEUE, maxAttempts: 3 },
      },
      {
        task: 'audit-verify',
        match: deps.env.AUDIT_VERIFY_SCHEDULE,
        options: { queueName: AUDIT_QUEUE, maxAttempts: 3 },
      },
    ]),
  });
  // One pass as the worker starts, whatever the number of processes starting (the job key keeps one
  // pending): a charge left by a process that died becomes its order, or is voided, without waiting.
  await enqueueJob(deps.db, 'reconcile-checkouts', {}, { jobKey: 'reconcile-checkouts-at-start', queueName: 'reconcile-checkouts', maxAttempts: 3 });
  return { stop: () => runner.stop() };
}
