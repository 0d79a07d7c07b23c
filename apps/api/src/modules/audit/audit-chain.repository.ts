import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditVerifications, type AuditBrokenLink } from '../../db/schema/index';

/**
 * The hash chain's reads (ADR 133). Each walk recomputes a row's hash with the same SQL function the
 * insert trigger used (`audit_event_digest`), so the check and the writer cannot disagree on form.
 */

type Problem = AuditBrokenLink['problem'];

interface LinkRow extends Record<string, unknown> {
  chain_id: number | null;
  chain_seq: string | null;
  event_id: string | null;
  problem: Problem;
}

const linkOf = (row: LinkRow): AuditBrokenLink => ({
  chainId: row.chain_id,
  chainSeq: row.chain_seq === null ? null : Number(row.chain_seq),
  eventId: row.event_id === null ? null : Number(row.event_id),
  problem: row.problem,
});

/**
 * Rows whose link is broken, in chain order: outside any chain (written with triggers off), a place
 * missing before it (a row deleted), or a hash that is not sha256(previous hash || the row) (a row
 * edited, or an edited row's hash rewritten: then the row after it breaks).
 */
export async function findBrokenRowLinks(db: Db, limit: number): Promise<AuditBrokenLink[]> {
  const { rows } = await db.execute<LinkRow>(sql`
    with walked as (
      select e.id, e.chain_id, e.chain_seq, e.chain_hash,
             lag(e.chain_seq) over w as previous_seq,
             audit_event_digest(coalesce(lag(e.chain_hash) over w, audit_chain_genesis(e.chain_id)), e) as expected
        from audit_events e
      window w as (partition by e.chain_id order by e.chain_seq, e.id)
    ), checked as (
      select id, chain_id, chain_seq,
             case when chain_id is null or chain_seq is null or chain_hash is null then 'unchained'
                  when chain_seq <> coalesce(previous_seq, 0) + 1 then 'sequence'
                  when chain_hash <> expected then 'hash' end as problem
        from walked
    )
    select chain_id, chain_seq::text, id::text as event_id, problem from checked
     where problem is not null
     order by chain_id nulls first, chain_seq, id
     limit ${limit}`);
  return rows.map(linkOf);
}

/** Checkpoints whose row is gone or holds another hash: rows cut off a chain's end show here. */
export async function findBrokenCheckpoints(db: Db, limit: number): Promise<AuditBrokenLink[]> {
  const { rows } = await db.execute<LinkRow>(sql`
    select c.chain_id, c.chain_seq::text, e.id::text as event_id, 'checkpoint' as problem
      from audit_checkpoints c
      left join audit_events e on e.chain_id = c.chain_id and e.chain_seq = c.chain_seq
     where e.id is null or e.chain_hash <> c.chain_hash
     order by c.chain_id, c.chain_seq
     limit ${limit}`);
  return rows.map(linkOf);
}

/** Chains whose head does not name their last row (rows cut off the end since the last checkpoint). */
export async function findBrokenHeads(db: Db): Promise<AuditBrokenLink[]> {
  const { rows } = await db.execute<LinkRow>(sql`
    select h.chain_id, h.last_seq::text as chain_seq, e.id::text as event_id, 'head' as problem
      from audit_chains h
      left join lateral (select id, chain_seq, chain_hash from audit_events
                          where chain_id = h.chain_id order by chain_seq desc limit 1) e on true
     where coalesce(e.chain_seq, 0) <> h.last_seq
        or (e.id is not null and e.chain_hash <> h.last_hash)
     order by h.chain_id`);
  return rows.map(linkOf);
}

/** How many rows and checkpoints a verification walked. */
export async function countChainRows(db: Db): Promise<{ rows: number; checkpoints: number }> {
  const { rows } = await db.execute<{ events: string; checkpoints: string }>(
    sql`select (select count(*) from audit_events)::text as events, (select count(*) from audit_checkpoints)::text as checkpoints`,
  );
  return { rows: Number(rows[0]?.events ?? 0), checkpoints: Number(rows[0]?.checkpoints ?? 0) };
}

/** A checkpoint of each chain that moved since its last one; the rows written. */
export async function insertCheckpointsOfMovedChains(db: Db) {
  const { rows } = await db.execute<{ chain_id: number; chain_seq: string; chain_hash: string }>(sql`
    insert into audit_checkpoints (chain_id, chain_seq, chain_hash)
    select h.chain_id, h.last_seq, h.last_hash from audit_chains h
     where h.last_seq > coalesce((select max(k.chain_seq) from audit_checkpoints k where k.chain_id = h.chain_id), 0)
    returning chain_id, chain_seq::text, encode(chain_hash, 'hex') as chain_hash`);
  return rows.map((row) => ({ chainId: row.chain_id, chainSeq: Number(row.chain_seq), chainHash: row.chain_hash }));
}

export async function insertVerification(db: Db, row: typeof auditVerifications.$inferInsert) {
  const [inserted] = await db.insert(auditVerifications).values(row).returning();
  return inserted!;
}

export async function findLatestVerification(db: Db) {
  const [latest] = await db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1);
  return latest ?? null;
}
