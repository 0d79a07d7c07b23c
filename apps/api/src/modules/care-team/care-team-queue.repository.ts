import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The care team's first-answer waits whose answer came at or after `since` (ADR 120): for each
 * care-team message, the time since the first patient message after the care team's previous
 * message in the thread; a care-team message with no patient message before it waited for
 * nothing and is left out. Answers their median in minutes and their number, in one statement
 * (each wait read on `care_messages_thread_idx`).
 */
export async function findFirstAnswerWaits(db: Db, since: Date): Promise<{ medianMinutes: number | null; answered: number }> {
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from (answer.created_at - waiting.since)) / 60) as "medianMinutes",
           count(*)::int as answered
      from care_messages answer
      cross join lateral (
        select min(asked.created_at) as since
          from care_messages asked
         where asked.thread_id = answer.thread_id
           and asked.sender_role = 'patient'
           and asked.created_at < answer.created_at
           and asked.created_at > coalesce(
                 (select max(previous.created_at) from care_messages previous
                   where previous.thread_id = answer.thread_id and previous.sender_role = 'provider' and previous.created_at < answer.created_at),
                 '-infinity'::timestamptz)
      ) waiting
     where answer.sender_role = 'provider'
       and answer.created_at >= ${since.toISOString()}::timestamptz
       and waiting.since is not null`);
  const row = result.rows[0] as { medianMinutes: number | string | null; answered: number } | undefined;
  const median = row?.medianMinutes;
  return { medianMinutes: median === null || median === undefined ? null : Math.round(Number(median)), answered: row?.answered ?? 0 };
}
