import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { suiteTestApp } from '../../test/suite-test-app';
import { checkpointAuditChains, verifyAuditTrail } from './audit-integrity.service';
import { recordAudit, type AuditEntry } from './audit.service';
import { createGroupedAuditWriter } from './grouped-audit-writer';

// Issue 28 item 2 (ADR 133): every audit row is chained to the one before it in its chain, so a
// superuser's edit or delete shows as a broken link, whichever path wrote the rows.

const t = suiteTestApp();

const read = (patientId: number): AuditEntry => ({ actor: { role: 'patient', id: patientId }, action: 'visit.read', patientId, subject: { visitId: patientId } });

/** The rows as stored, chain by chain. */
async function chainRows() {
  const { rows } = await t.handle.pool.query<{ id: string; chain_id: number; chain_seq: string; reason: string | null }>(
    'select id, chain_id, chain_seq, reason from audit_events order by chain_id, chain_seq',
  );
  return rows.map((row) => ({ id: Number(row.id), chainId: row.chain_id, chainSeq: Number(row.chain_seq), reason: row.reason }));
}

/** As the superuser, with triggers off for the session: what an intruder with full rights can do. */
async function tamper(statement: string) {
  const client = await t.handle.pool.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query(statement);
  } finally {
    await client.query('reset session_replication_role');
    client.release();
  }
}

describe('the audit hash chain', () => {
  it('chains rows from every path of the app role (grouped reads, transactions, concurrent writers) without a gap, and the check finds the trail whole', async () => {
    const write = createGroupedAuditWriter(t.appHandle.db);
    await Promise.all(Array.from({ length: 40 }, (_, index) => write(read(index + 1))));
    // Transactions held open at once take different chains instead of waiting for each other.
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        withTransaction(t.appHandle.db, async (tx) => {
          await recordAudit(tx, read(100 + index));
          await tx.execute(sql`select pg_sleep(0.05)`);
          await recordAudit(tx, read(200 + index), read(300 + index));
        }),
      ),
    );
    const rows = await chainRows();
    expect(rows).toHaveLength(40 + 18);
    const chains = new Map<number, number[]>();
    rows.forEach((row) => chains.set(row.chainId, [...(chains.get(row.chainId) ?? []), row.chainSeq]));
    expect(chains.size).toBeGreaterThan(1);
    for (const seqs of chains.values()) {
      expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    }
    const verification = await verifyAuditTrail(t.appHandle.db, 'cli');
    expect(verification).toMatchObject({ rowsChecked: 58, brokenLinks: [], requestedBy: 'cli' });
  });

  it('sets the chain itself, whatever the writer sends', async () => {
    await t.appHandle.pool.query(
      `insert into audit_events (actor_role, action, outcome, chain_id, chain_seq, chain_hash) values ('system', 'test.forged', 'done', 9, 1, '\\x00')`,
    );
    const { rows } = await t.handle.pool.query(`select chain_seq, length(chain_hash) as bytes from audit_events where action = 'test.forged'`);
    expect(rows[0].bytes).toBe(32);
    expect(Number(rows[0].chain_seq)).toBeGreaterThan(1);
    expect((await verifyAuditTrail(t.appHandle.db, 'cli')).brokenLinks).toEqual([]);
  });

  it('finds a row the superuser edited and another the superuser deleted, each where it happened', async () => {
    const rows = (await chainRows()).filter((row) => row.chainId === 0);
    const edited = rows[3]!;
    const deleted = rows[7]!;
    const afterDeleted = rows[8]!;
    await tamper(`update audit_events set reason = 'nothing to see' where id = ${edited.id}`);
    await tamper(`delete from audit_events where id = ${deleted.id}`);
    const verification = await verifyAuditTrail(t.appHandle.db, 'cli');
    expect(verification.brokenLinks).toEqual([
      { chainId: 0, chainSeq: edited.chainSeq, eventId: edited.id, problem: 'hash' },
      { chainId: 0, chainSeq: afterDeleted.chainSeq, eventId: afterDeleted.id, problem: 'sequence' },
    ]);
  });

  it("finds rows cut off a chain's end against its checkpoint and head, and rows written with triggers off", async () => {
    const checkpoints = await checkpointAuditChains(t.appHandle.db);
    expect(checkpoints.length).toBeGreaterThan(1);
    // Nothing moved since: no second checkpoint of the same place.
    expect(await checkpointAuditChains(t.appHandle.db)).toEqual([]);
    const last = checkpoints.find((checkpoint) => checkpoint.chainId === 1)!;
    await tamper(`delete from audit_events where chain_id = 1 and chain_seq = ${last.chainSeq}`);
    await tamper(`insert into audit_events (actor_role, action, outcome) values ('system', 'test.planted', 'done')`);
    const verification = await verifyAuditTrail(t.appHandle.db, 'cli');
    const planted = await t.handle.pool.query(`select id from audit_events where action = 'test.planted'`);
    expect(verification.brokenLinks).toEqual(
      expect.arrayContaining([
        { chainId: null, chainSeq: null, eventId: Number(planted.rows[0].id), problem: 'unchained' },
        { chainId: 1, chainSeq: last.chainSeq, eventId: null, problem: 'checkpoint' },
        { chainId: 1, chainSeq: last.chainSeq, eventId: expect.any(Number), problem: 'head' },
      ]),
    );
    // The first broken link comes first: the unchained row, then chain 0's edit.
    expect(verification.brokenLinks[0]?.problem).toBe('unchained');
    expect(verification.brokenLinks[1]).toMatchObject({ chainId: 0, problem: 'hash' });
  });
});
