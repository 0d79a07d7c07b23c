import type { FastifyBaseLogger } from 'fastify';
import { Logger } from 'graphile-worker';

/**
 * graphile-worker's log lines through the app's logger. Its routine lines (a job started or
 * finished, the worker listening) go to debug, so request logs keep a sensible volume; warnings and
 * errors stay visible. Only the message and the job's task and id travel: never its payload.
 */
export function createJobLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message) => {
    const fields = { component: 'jobs', task: scope.taskIdentifier, jobId: scope.jobId };
    if (level === 'error') {
      log.error(fields, message);
    } else if (level === 'warning') {
      log.warn(fields, message);
    } else {
      log.debug(fields, message);
    }
  });
}
