import type { Env } from '../env';

/** Connections a process keeps for its requests: the pool's size when it runs no jobs (ADR 081). */
export const REQUEST_CONNECTIONS = 10;

/**
 * Connections the job worker needs from its process's pool (ADR 125): one for each job running at
 * once, the LISTEN connection that hears of new jobs, and one to take and finish jobs. Fewer, and
 * jobs wait for a connection while the worker counts them as running.
 */
export function jobWorkerConnections(env: Pick<Env, 'JOB_CONCURRENCY'>): number {
  return env.JOB_CONCURRENCY + 2;
}

/** The pool of an API process: its requests' connections, and the worker's when it runs the jobs too. */
export function apiConnections(env: Pick<Env, 'JOB_CONCURRENCY' | 'JOBS_IN_API'>): number {
  return REQUEST_CONNECTIONS + (env.JOBS_IN_API ? jobWorkerConnections(env) : 0);
}
