import { afterAll, beforeAll } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * For a test file that kills real API processes: a test app for its database (built before the
 * file's tests, closed after), and `startProcess` to run `server.ts` on that database with the
 * jobs in it, as `npm start` runs in production. Every process still running is stopped after.
 */
export function crashTestApp(): { app: () => TestApp; startProcess: () => ApiProcess } {
  let t: TestApp | undefined;
  const started: ApiProcess[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await t?.close();
  });
  const app = () => {
    if (!t) {
      throw new Error('the crash test app is built in beforeAll');
    }
    return t;
  };
  return {
    app,
    startProcess: () => {
      const api = startApiProcess(app().databaseUrl, { SESSION_SECRET: app().secret, JOBS_IN_API: 'true' });
      started.push(api);
      return api;
    },
  };
}
