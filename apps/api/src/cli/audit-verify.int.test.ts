import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApiRoot } from '../db/api-root';
import { recordAudit } from '../modules/audit/audit.service';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// Issue 28 item 2 (ADR 133): `npm run audit:verify` names the first broken link and fails on it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (let patientId = 1; patientId <= 5; patientId += 1) {
    await recordAudit(t.appHandle.db, { actor: { role: 'patient', id: patientId }, action: 'visit.read', patientId });
  }
});
afterAll(() => t.close());

/** The command as an operator runs it: its output and exit code. */
const verify = () =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
    cwd: findApiRoot(),
    // eslint-disable-next-line no-restricted-properties -- the command runs as its own process
    env: { ...process.env, DATABASE_URL: t.databaseUrl, SESSION_SECRET: t.secret, NODE_ENV: 'development' },
  }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  );

describe('npm run audit:verify', () => {
  it('reports a whole trail and exits 0', async () => {
    const { stdout, code } = await verify();
    expect(stdout).toContain('5 audit rows and 0 checkpoints walked');
    expect(stdout).toContain('no broken link: the audit trail is whole');
    expect(code).toBe(0);
  });

  it('names the first broken link after a superuser deletes a row, and exits 1', async () => {
    const { rows } = await t.handle.pool.query<{ id: string; chain_seq: string }>('select id, chain_seq from audit_events where chain_seq in (2, 3) and chain_id = 0 order by chain_seq');
    const client = await t.handle.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query('delete from audit_events where id = $1', [rows[0]!.id]);
    } finally {
      await client.query('reset session_replication_role');
      client.release();
    }
    const { stdout, code } = await verify();
    expect(stdout).toContain(`first broken link: sequence at chain 0, place 3, audit row ${rows[1]!.id}`);
    expect(code).toBe(1);
  });
});
