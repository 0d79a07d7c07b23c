import type pg from 'pg';

/**
 * What the volume seed's test checks beyond the API (ADR 124): the references the seed writes
 * without the foreign-key triggers, and the seeded patients in each state the app must read.
 */

/** Every foreign key of the app's tables whose rows name a row that is not there, with the count (none expected). */
export async function danglingReferences(client: pg.ClientBase): Promise<{ constraint: string; count: number }[]> {
  const keys = await client.query<{ name: string; child: string; column: string; parent: string; key: string }>(`
    select c.conname as name, child.relname as child, ca.attname as column, parent.relname as parent, pa.attname as key
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1`);
  const dangling: { constraint: string; count: number }[] = [];
  for (const key of keys.rows) {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from "${key.child}" c where c."${key.column}" is not null
          and not exists (select 1 from "${key.parent}" p where p."${key.key}" = c."${key.column}")`,
    );
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) {
      dangling.push({ constraint: key.name, count });
    }
  }
  return dangling;
}

/** Row counts of the tables whose size housekeeping would change, to compare before and after a pass. */
export async function housekeptCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const tables = ['sessions', 'rate_limit_counters', 'phone_verification_codes', 'email_verification_tokens', 'appointment_time_slots'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = (await client.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]!.count;
  }
  return counts;
}

/** A seeded patient in each state the app shows differently, by what their rows hold. */
export const PATIENT_KINDS: Record<string, string> = {
  'renewed, with messages and a refund': `select s.patient_id from subscriptions s
      where s.status = 'active' and s.cycle >= 1
        and exists (select 1 from care_threads t where t.patient_id = s.patient_id)
      order by (select count(*) from refunds r where r.patient_id = s.patient_id) desc, s.cycle desc limit 1`,
  'in a free trial': `select patient_id from subscriptions where status = 'trialing' limit 1`,
  'paused after declined charges': `select patient_id from subscriptions where pause_reason = 'payment-failed' limit 1`,
  cancelled: `select patient_id from subscriptions where status = 'canceled' limit 1`,
  'with a box in retry': `select s.patient_id from subscriptions s join subscription_renewals r on r.subscription_id = s.id and r.status = 'open' limit 1`,
  'a referred friend': `select referred_patient_id from referrals where status = 'rewarded' limit 1`,
  'waiting in the review queue': `select patient_id from visits where completed_at is not null and not (facts ? 'reviewDecided') limit 1`,
  'part way through signing up': `select patient_id from visits where completed_at is null and jsonb_array_length(completed_steps) > 0 limit 1`,
  'a minor with a guardian': `select patient_id from guardians limit 1`,
};
