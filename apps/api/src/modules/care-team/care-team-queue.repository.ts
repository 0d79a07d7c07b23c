import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface WaitingThreadRow {
  threadId: number;
  patientId: number;
  subject: string;
  firstname: string | null;
  lastname: string | null;
  waitingSince: Date;
  unreadCount: number;
}

/**
 * Threads of patients in `states` waiting for an answer, longest waiting first: read from the
 * threads' own `waiting_since` (kept by every message), so the walk passes only waiting threads;
 * each one's unread count reads its messages since the wait began.
 */
export async function findWaitingThreads(db: Db, states: readonly string[], limit: number): Promise<WaitingThreadRow[]> {
  if (states.length === 0) {
    return [];
  }
  const result = await db.execute(sql`
    select t.id as "threadId", t.patient_id as "patientId", t.subject, p.firstname, p.lastname,
           t.waiting_since as "waitingSince",
           (select count(*) from care_messages m
             where m.thread_id = t.id and m.created_at >= t.waiting_since
               and m.sender_role = 'patient' and m.read_at is null)::int as "unreadCount"
      from care_threads t
      join patients p on p.id = t.patient_id
     where t.waiting_since is not null
       and p.state in (${sql.join(states.map((state) => sql`${state}`), sql`, `)})
     order by t.waiting_since asc, t.id asc
     limit ${limit}`);
  return (result.rows as unknown as (Omit<WaitingThreadRow, 'waitingSince'> & { waitingSince: string | Date })[]).map((row) => ({
    ...row,
    waitingSince: new Date(row.waitingSince),
  }));
}

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
