import { runOnce } from 'graphile-worker';
import { pino } from 'pino';
import { connectDb } from '../db/client';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue';
import { jobWorkerConnections } from '../jobs/job-connections';
import { createJobLogger } from '../jobs/job-logger';
import { createTaskList, type JobDeps } from '../jobs/task-list';
import { startJobWorker } from '../jobs/worker';
import { loggerOptions } from '../logging';
import type { TestApp } from './build-test-app';
import { waitFor } from './wait-for';

export interface TestJobs {
  /** Every JSON line the jobs logged, to check what they say and what they never say. */
  logs: Record<string, unknown>[];
  /** Runs the jobs that are due, one after another, until none is (graphile-worker's `runOnce`). */
  runDue: () => Promise<void>;
  /** Starts a worker on a pool of its own, as another process would; call the answer to stop it. */
  startWorker: () => Promise<() => Promise<void>>;
}

/** The job queue of a test app, run with the app's settings, secret and adapters (and `metrics`, to read what the jobs count). */
export function testJobs(t: TestApp, metrics?: JobDeps['metrics']): TestJobs {
  const logs: Record<string, unknown>[] = [];
  const log = pino(loggerOptions('info'), { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const deps = (db: JobDeps['db']): JobDeps => ({ db, env: t.env, secret: t.secret, adapters: t.adapters, log, ...(metrics ? { metrics } : {}) });
  return {
    logs,
    runDue: async () => {
      await runOnce({ pgPool: t.handle.pool, schema: JOB_QUEUE_SCHEMA, logger: createJobLogger(log), taskList: createTaskList(deps(t.handle.db)) });
      // runOnce resolves when its tasks have returned, but graphile-worker records their outcome
      // (deletes a finished job, schedules a failed one's retry) without awaiting it: wait for
      // every job to be released before a test reads the queue.
      await waitFor(async () => (await t.handle.pool.query(`select 1 from ${JOB_QUEUE_SCHEMA}.jobs where locked_at is not null limit 1`)).rowCount === 0, 10_000, 'the jobs run to be released');
    },
    startWorker: async () => {
      const handle = connectDb(t.databaseUrl, jobWorkerConnections(t.env));
      const worker = await startJobWorker(handle.pool, deps(handle.db));
      return async () => {
        await worker.stop();
        await handle.close();
      };
    },
  };
}
