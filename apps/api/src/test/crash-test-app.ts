import { afterAll, beforeAll } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
import type { TestClient } from './test-client';
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

/**
 * Posts `body` to a real process as the client's signed-in browser would (its session, its CSRF
 * token): the answer's status, or 0 when the process died first.
 */
export function postAsClient(port: number, client: TestClient, path: string, body: unknown): Promise<number> {
  const cookie = ['teleskin_session', 'XSRF-TOKEN'].map((name) => `${name}=${client.cookie(name) ?? ''}`).join('; ');
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: '127.0.0.1', cookie, 'x-xsrf-token': decodeURIComponent(client.cookie('XSRF-TOKEN') ?? '') },
    body: JSON.stringify(body),
  }).then(
    (response) => response.status,
    () => 0,
  );
}
