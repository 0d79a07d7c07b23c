import type pg from 'pg';
import { parseCronItems, run, type Runner, type WorkerEvents } from 'graphile-worker';
import { JOB_QUEUE_SCHEMA, queueTimedWorkNow } from '../db/job-queue';
import { TIMED_WORK } from '../timed-work';
import { createJobLogger } from './job-logger';
import { createTaskList, type JobDeps } from './task-list';

export interface JobWorker {
  stop: () => Promise<void>;
  /** The runner's events: the process's heartbeat follows them (ADR 155). */
  events: WorkerEvents;
}

/**
 * Starts graphile-worker on the app's pool: it takes jobs as they are added (LISTEN/NOTIFY, with
 * polling as the fallback) and schedules the cron items. Any number of processes may run one: each
 * job is locked by the process that takes it, and each scheduled time of a cron item is enqueued
 * once, whichever process gets there first (ADR 081). The timed tasks are timed-work.ts's list.
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
    parsedCronItems: parseCronItems(
      TIMED_WORK.map((work) => ({
        task: work.task,
        match: deps.env[work.setting],
        options: { queueName: work.queueName, maxAttempts: 3, ...('backfillPeriodMs' in work ? { backfillPeriod: work.backfillPeriodMs } : {}) },
      })),
    ),
  });
  for (const work of TIMED_WORK.filter((each) => 'runsAtStart' in each)) {
    await queueTimedWorkNow(deps.db, work.task, 'at-start');
  }
  return { stop: () => runner.stop(), events: runner.events };
}
