import type { FastifyBaseLogger } from 'fastify';
import type { Task, TaskList } from 'graphile-worker';
import type { Adapters } from '../adapters';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { runHousekeeping } from './housekeeping';
import type { JobName, JobPayloads } from './job-payloads';

/** What every job may use: the database, the settings and the outside services of the composition root. */
export interface JobDeps {
  db: Db;
  env: Env;
  adapters: Adapters;
  log: FastifyBaseLogger;
}

type JobHandler<K extends JobName> = (payload: JobPayloads[K], deps: JobDeps) => Promise<void>;

/** One handler per job name; a job the table lacks is a type error. */
const HANDLERS: { [K in JobName]: JobHandler<K> } = {
  housekeeping: async (payload, { db, env, log }) => {
    await runHousekeeping(db, { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS });
    log.info({ component: 'jobs', task: 'housekeeping', scheduledFor: payload._cron.ts }, 'housekeeping pass done');
  },
};

/**
 * A failed job is logged here, through the app's logger and its error serializer, which keeps query
 * parameters and row values out. graphile-worker logs and stores only a neutral message: its own
 * log line and its `last_error` column would otherwise carry the raw error text.
 */
function guarded<K extends JobName>(name: K, handler: JobHandler<K>, deps: JobDeps): Task {
  return async (payload, helpers) => {
    try {
      await handler(payload as JobPayloads[K], deps);
    } catch (error) {
      deps.log.error({ err: error, component: 'jobs', task: name, jobId: helpers.job.id, attempt: helpers.job.attempts }, 'job failed');
      throw new Error(`${name} failed (see the application log for job ${helpers.job.id})`);
    }
  };
}

/** The task list graphile-worker runs, each task bound to the job dependencies. */
export function createTaskList(deps: JobDeps): TaskList {
  const entries = (Object.keys(HANDLERS) as JobName[]).map((name) => [name, guarded(name, HANDLERS[name] as JobHandler<typeof name>, deps)]);
  return Object.fromEntries(entries) as TaskList;
}
