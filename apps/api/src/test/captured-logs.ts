import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../logging';

/** The app's own logger options at `info`, written to `lines` for a test to read (pass `logger` to buildTestApp). */
export function capturedLogs(): { lines: string[]; logger: FastifyServerOptions['logger'] } {
  const lines: string[] = [];
  return { lines, logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => lines.push(line) } } };
}
