import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestDeps } from './build-test-app';

/** The settings of a suite's app, or a function that gives them once its tests start (a folder made then). */
export type SuiteSettings = Record<string, string> | (() => Record<string, string>);

/**
 * The test app of a test file or `describe` block, in one line instead of the `let t` /
 * `beforeAll` / `afterAll` header each file wrote: it registers the hooks that build the app
 * before the block's tests (buildTestApp with these settings and dependencies) and close it after
 * them, and answers the app as a TestApp whose fields read the built one. Reading a field before
 * the tests start (while the file is collected) throws.
 */
export function suiteTestApp(settings: SuiteSettings = {}, deps: TestDeps = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof settings === 'function' ? settings() : settings, deps);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) {
      throw new Error('the suite test app is built in beforeAll: read it inside a test or hook');
    }
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
    get appHandle() {
      return current().appHandle;
    },
    get env() {
      return current().env;
    },
    get adapters() {
      return current().adapters;
    },
    get secret() {
      return current().secret;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    close: () => current().close(),
  };
}
