import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { TestClient, type TestResponse } from '../test-client';

/** The password every account of the guessing tests is registered with. */
export const OWNER_PASSWORD = 'correct-horse';

/**
 * The test file's app, on the default limits (5 free failures, 100 a day), and a clock that moves
 * only when a test moves it, so a wait ends exactly when the test says so.
 */
export function guessingTestApp(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    if (!t) {
      throw new Error('the app is built in beforeAll');
    }
    return t;
  };
}

/**
 * Clients of the account-guessing tests (ADR 134), each at an address no other client uses, so
 * only the account's own limits can answer. `subnet` keeps two test files' addresses apart.
 */
export function guessingKit(app: () => TestApp, subnet: number) {
  let serial = 0;
  const newClient = (host = '127.0.0.1:3000'): TestClient => {
    serial += 1;
    return new TestClient(app().app, host, `10.${subnet}.${Math.floor(serial / 250)}.${(serial % 250) + 1}`);
  };
  return {
    newClient,
    /** A patient account registered from a client of its own. */
    registeredEmail: async (name: string): Promise<string> => {
      const email = `${name}-${serial}@example.com`;
      const response = await newClient().post('/api/register', { email, password: OWNER_PASSWORD, acceptedTOS: true, isAtLeast13: true });
      expect(response.status).toBe(200);
      return email;
    },
  };
}

export const logIn = (client: TestClient, email: string, password: string) => client.post('/auth/login', { email, password });

/** The seconds a 429 asks to wait. */
export const retryAfterOf = (response: TestResponse): number => Number(response.headers['retry-after']);

/** What a refusal shows a guesser: the same for the right and a wrong password while limited. */
export const answerOf = (response: TestResponse) => ({ status: response.status, body: response.body, retryAfter: response.headers['retry-after'] });

export function passSeconds(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/** Budgets have fixed windows of a day (aligned to the epoch): a test that needs the whole day starts at its beginning. */
export function startOfDay(): void {
  const day = 86_400_000;
  vi.setSystemTime(Math.floor(Date.now() / day) * day);
}

/** The waits the default schedule asks for after its 5 free failures, up to failure 100: 1 s doubling to 10 minutes. */
export const DEFAULT_WAITS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, ...Array<number>(85).fill(600)];
