import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditIntegrity } from '@app/domain/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testJobs, type TestJobs } from '../../test/job-runner';
import { signedInOperator } from '../../test/kits/operations-test-kit';

// Issue 28 item 2 (ADR 133): the operator console reports the audit trail's first broken link, from
// a walk the operator can ask for; the walk runs as a job and its result stays for the next look.

let t: TestApp;
let jobs: TestJobs;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await buildTestApp();
  jobs = testJobs(t);
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

async function integrity(): Promise<AuditIntegrity> {
  const response = await operator.client.get('/api/ops/audit-integrity');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as AuditIntegrity;
}

async function askForVerification(): Promise<AuditIntegrity> {
  const response = await operator.client.post('/api/ops/audit-integrity/verifications');
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return response.body.data as AuditIntegrity;
}

describe("the audit trail's integrity on the operator console", () => {
  it('has no verification before the first, and queues one walk however often it is asked', async () => {
    expect(await integrity()).toEqual({ latest: null, isQueued: false });
    expect(await askForVerification()).toEqual({ latest: null, isQueued: true });
    await askForVerification();
    const { rows } = await t.handle.pool.query(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'audit-verify'`);
    expect(rows[0].n).toBe(1);
  });

  it("reports the operator's walk once the job ran: the rows it read and a whole trail", async () => {
    await jobs.runDue();
    const { latest, isQueued } = await integrity();
    expect(isQueued).toBe(false);
    expect(latest).toMatchObject({ brokenLinks: [], requestedBy: `operator:${operator.member.id}` });
    // The console's own reads were audited, so there was something to walk.
    expect(latest!.rowsChecked).toBeGreaterThan(0);
    expect(jobs.logs.some((line) => line.msg === 'audit trail verified whole')).toBe(true);
  });

  it('reports the first broken link after a superuser edits a row, and logs it as an error', async () => {
    const { rows } = await t.handle.pool.query<{ id: string; chain_id: number; chain_seq: string }>(
      'select id, chain_id, chain_seq from audit_events order by id limit 1',
    );
    const edited = rows[0]!;
    const client = await t.handle.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query(`update audit_events set reason = 'rewritten' where id = $1`, [edited.id]);
    } finally {
      await client.query('reset session_replication_role');
      client.release();
    }
    await askForVerification();
    await jobs.runDue();
    const { latest } = await integrity();
    expect(latest?.brokenLinks[0]).toEqual({ chainId: edited.chain_id, chainSeq: Number(edited.chain_seq), eventId: Number(edited.id), problem: 'hash' });
    expect(jobs.logs.find((line) => line.msg === 'audit trail verification found broken links')).toMatchObject({ level: 50, firstBrokenLink: { eventId: Number(edited.id) } });
  });
});
