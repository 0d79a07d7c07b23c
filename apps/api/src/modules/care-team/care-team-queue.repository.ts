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
 * Threads of patients in `states` whose newest patient messages have no care-team answer after
 * them, longest waiting first: waiting since the first patient message after the last answer.
 */
export async function findWaitingThreads(db: Db, states: readonly string[], limit: number): Promise<WaitingThreadRow[]> {
  if (states.length === 0) {
    return [];
  }
  const result = await db.execute(sql`
    select t.id as "threadId", t.patient_id as "patientId", t.subject, p.firstname, p.lastname,
           min(m.created_at) as "waitingSince",
           count(*) filter (where m.read_at is null)::int as "unreadCount"
      from care_threads t
      join patients p on p.id = t.patient_id
      join care_messages m on m.thread_id = t.id and m.sender_role = 'patient'
     where p.state in (${sql.join(states.map((state) => sql`${state}`), sql`, `)})
       and m.created_at > coalesce(
             (select max(answer.created_at) from care_messages answer where answer.thread_id = t.id and answer.sender_role = 'provider'),
             '-infinity'::timestamptz)
     group by t.id, p.id
     order by "waitingSince" asc, t.id asc
     limit ${limit}`);
  return (result.rows as unknown as (Omit<WaitingThreadRow, 'waitingSince'> & { waitingSince: string | Date })[]).map((row) => ({
    ...row,
    waitingSince: new Date(row.waitingSince),
  }));
}

/**
 * The median minutes between a patient's message and the care team's next answer in the window,
 * over every patient (the "usual reply time" the patient reads), or null without answers.
 */
export async function findMedianReplyMinutes(db: Db, since: Date): Promise<number | null> {
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from (answer.created_at - asked.created_at)) / 60) as minutes
      from care_messages asked
      join lateral (
        select min(reply.created_at) as created_at from care_messages reply
         where reply.thread_id = asked.thread_id and reply.sender_role = 'provider' and reply.created_at > asked.created_at
      ) answer on answer.created_at is not null
     where asked.sender_role = 'patient' and asked.created_at >= ${since.toISOString()}::timestamptz`);
  const minutes = (result.rows[0] as { minutes: number | string | null } | undefined)?.minutes;
  return minutes === null || minutes === undefined ? null : Math.round(Number(minutes));
}
