import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs starts the app on a free port and passes it here.
const port = process.env.E2E_PORT ?? '3000';

/**
 * The specs that change what every test shares: the server's simulated clock (a box billing or a
 * link expiring under another test's feet would make that test fail), what the shop sells (a
 * product paused by an admin would refuse another test's add), how a brand sells (an admin's
 * switch of its trial offer would change another test's box) and what its products are called (a
 * renamed product would not be found by another test). They are their own project, one file
 * at a time, and the full run (scripts/e2e.mjs) starts it after the others have finished.
 */
const CLOCK_SPECS = /(referrals|subscription|renewals|clock|admin-product-sales|admin-offers|admin-card-copy)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'app', testIgnore: CLOCK_SPECS },
    { name: 'clock', testMatch: CLOCK_SPECS, workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // *.localhost is loopback by definition; pin it to the IPv4 address the app listens on.
        '--host-resolver-rules=MAP agency.localhost 127.0.0.1',
      ],
    },
  },
});
