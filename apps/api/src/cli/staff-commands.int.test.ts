import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findApiRoot } from '../db/api-root';
import { suiteTestApp } from '../test/suite-test-app';
import { TestClient } from '../test/test-client';

// Issue 14, item 1: care-team accounts are created by a command, and the account it prints signs in.

const t = suiteTestApp();

const run = (script: string, args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: findApiRoot(),
    env: {
      // eslint-disable-next-line no-restricted-properties -- the command runs as its own process, as an operator would run it
      ...process.env,
      DATABASE_URL: String(t.handle.pool.options.connectionString),
      SESSION_SECRET: t.secret,
      NODE_ENV: 'development',
    },
  });

const printed = (stdout: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(stdout)?.[1] ?? '';

describe('npm run staff:add and staff:code', () => {
  it('creates an operator whose printed password and current code sign in', async () => {
    const { stdout } = await run('add-staff.ts', ['--email', 'ops.lead@staff.test', '--name', 'Ops Lead', '--role', 'operator']);
    expect(stdout).toContain('operator Ops Lead <ops.lead@staff.test> created');
    expect(stdout).toMatch(/otpauth:\/\/totp\//);
    const password = printed(stdout, 'First password \\(shown once\\)');
    const code = (await run('staff-code.ts', ['--email', 'ops.lead@staff.test'])).stdout.trim();
    expect(code).toMatch(/^\d{6}$/);
    const client = new TestClient(t.app, '127.0.0.1:3000', '10.88.0.1');
    const response = await client.post('/api/staff/sign-in', { email: 'ops.lead@staff.test', password, code });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ role: 'operator', name: 'Ops Lead' });
  });

  it('refuses a provider without a calendar provider, and a second account with one email', async () => {
    const noProvider = await run('add-staff.ts', ['--email', 'dr.x@staff.test', '--name', 'Dr. X', '--role', 'provider', '--provider', 'Dr. Nobody']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(noProvider).toMatchObject({ code: 1 });
    expect((noProvider as { stderr: string }).stderr).toContain('No provider is named "Dr. Nobody"');
    await run('add-staff.ts', ['--email', 'twice@staff.test', '--name', 'Twice', '--role', 'operator']);
    const again = await run('add-staff.ts', ['--email', 'twice@staff.test', '--name', 'Twice', '--role', 'operator']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((again as { stderr: string }).stderr).toContain('exists already');
  });
});
