import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { expect, type Page } from '@playwright/test';
import { brandUrl, DEMO_PASSWORD } from './fixtures';

/**
 * The demo care team (apps/api/src/seed/demo-staff.ts, whose secrets the README prints). A spec
 * signs in as one of them; each spec should use its own member where it can.
 */
export const DEMO_STAFF = {
  provider: { email: 'provider@teleskin.example', name: 'Dr. Maya Okafor', secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
  provider2: { email: 'provider2@teleskin.example', name: 'Dr. Daniel Reyes', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  operator: { email: 'operator@teleskin.example', name: 'Sam Ortiz', secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
  admin: { email: 'admin@teleskin.example', name: 'Robin Hale', secret: 'NBSWY3DPEHPK3PXPNBSWY3DPEHPK3PXP' },
} as const;
export type DemoStaffKey = keyof typeof DEMO_STAFF;

const STEP_MS = 30_000;
const port = process.env.E2E_PORT ?? '3000';
/** Shared by the run's workers: the last time step each member's code was used in. */
const stepsDir = join(tmpdir(), `teleskin-e2e-staff-steps-${port}`);

function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(stepsDir, { recursive: true });
  const lock = join(stepsDir, `${name}.lock`);
  const acquire = async (): Promise<void> => {
    for (;;) {
      try {
        closeSync(openSync(lock, 'wx'));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  return acquire().then(() => work().finally(() => rmSync(lock, { force: true })));
}

/**
 * Runs `signIn` with a code for the member that no sign-in of this run used yet, one sign-in of
 * the member at a time across the run's workers: the server accepts each time step once (ADR 118),
 * so when the current step was used, this waits for the next one to begin.
 */
export function withFreshStaffCode<T>(who: DemoStaffKey, signIn: (code: string) => Promise<T>): Promise<T> {
  const file = join(stepsDir, `${who}.step`);
  return withLock(who, async () => {
    let last = -1;
    try {
      last = Number(readFileSync(file, 'utf8'));
    } catch {
      // No sign-in of this member yet.
    }
    if (Math.floor(Date.now() / STEP_MS) <= last) {
      await new Promise((resolve) => setTimeout(resolve, (last + 1) * STEP_MS - Date.now() + 50));
    }
    const now = Date.now();
    const code = await generate({ secret: DEMO_STAFF[who].secret, epoch: Math.floor(now / 1000) });
    writeFileSync(file, String(Math.floor(now / STEP_MS)));
    return signIn(code);
  });
}

/** Signs the page's browser in as a demo staff member through the sign-in call (for specs about other pages). */
export async function signInStaffThroughApi(page: Page, who: DemoStaffKey): Promise<void> {
  const token = await csrfToken(page);
  const response = await withFreshStaffCode(who, (code) =>
    page.request.post(brandUrl('main', '/api/staff/sign-in'), {
      data: { email: DEMO_STAFF[who].email, password: DEMO_PASSWORD, code },
      headers: { 'x-xsrf-token': token },
    }),
  );
  expect(response.status(), await response.text()).toBe(200);
}

async function csrfToken(page: Page): Promise<string> {
  await page.request.get(brandUrl('main', '/api/auth/csrf'));
  const cookies = await page.context().cookies(brandUrl('main', '/'));
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
}
