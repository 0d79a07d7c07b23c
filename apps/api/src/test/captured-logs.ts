import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loggerOptions } from '../logging';
import { buildTestApp, type TestApp } from './build-test-app';

/** The app's own logger options at `info`, written to `lines` for a test to read (pass `logger` to buildTestApp). */
export function capturedLogs(): { lines: string[]; logger: FastifyServerOptions['logger'] } {
  const lines: string[] = [];
  return { lines, logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => lines.push(line) } } };
}

/**
 * A test file's app with its log captured: `lines` is emptied before each test, `app()` is the
 * app built for the file (closed after it).
 */
export function appWithCapturedLogs(): { lines: string[]; app: () => TestApp } {
  const { lines, logger } = capturedLogs();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    lines.length = 0;
  });
  return { lines, app: () => t! };
}
