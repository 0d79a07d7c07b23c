import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain, API integration on real PostgreSQL, web components, and
// the build's own scripts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
          // A screen's first render transforms its lazy chunk; under CI load the waits inside a
          // test (up to 10 s for a lazy page) must fit within the test's own limit.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
