import type { LoggerOptions } from 'pino';
import { serializeError } from './error-serializer';

/**
 * Pino options for every logger of the API (requests, jobs, the worker process): request lines
 * carry method, path and status only, never the query, body or cookies.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; hostname?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        host: req.hostname,
      }),
      // Database errors without their parameters or row values (ADR 071).
      err: serializeError,
    },
  };
}
