import { textSql } from './volume-texts';
import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * Messages with the care team (ADR 112, 124): about three in ten subscribers wrote at some point
 * (some twice), at a time spread over their time with us; the consultation's provider answered
 * within a day or so, and answered the follow-ups some patients sent. A message whose time is still
 * ahead was not written yet, so only the newest threads wait for an answer.
 */

/** Share of patients who finished their sign-up and wrote to the care team, and of those who wrote twice. */
const WITH_THREAD = 0.3;
const WITH_TWO_THREADS = 0.08;

/** When a patient read a care team's answer (`m` a row of `vol_care_message`); the audit trail's read is the same moment. */
export const ANSWER_READ = `m.at + (0.5 + 40 * pg_temp.vol_u(m.h, 7)) * interval '1 hour'`;

/** Each message of each thread: the patient's question, the answer, a follow-up and its answer. */
const MESSAGES = `
with drawn as materialized (
  select n, pg_temp.vol_u(pg_temp.vol_hash('volume-threads-' || n), 0) as count_draw from vol_patient where stage = 7
), threads as materialized (
  select p.n, p.id as patient_id, c.provider_id, j, pg_temp.vol_hash('volume-thread-' || p.n || '-' || j) as h, p.t_done
    from vol_patient p
    join drawn d on d.n = p.n
    join vol_consult c on c.n = p.n
   cross join generate_series(1, 2) j
   cross join vol_ctx x
   where p.t_done + interval '1 hour' < x.now_ts
     and ((j = 1 and d.count_draw < ${WITH_THREAD}) or (j = 2 and d.count_draw < ${WITH_TWO_THREADS}))
), timed as (
  select t.*, t.t_done + interval '1 hour' + pg_temp.vol_u(h, 0) * (x.now_ts - t.t_done - interval '1 hour') as started_at from threads t, vol_ctx x
), messages as (
  select t.*, seq, case when seq % 2 = 1 then 'patient' else 'provider' end as sender_role,
         started_at + case seq
           when 1 then interval '0'
           when 2 then (1 + 30 * pg_temp.vol_u(h, 1)) * interval '1 hour'
           when 3 then (3 + 30 * pg_temp.vol_u(h, 1) + 46 * pg_temp.vol_u(h, 2)) * interval '1 hour'
           else (4 + 30 * pg_temp.vol_u(h, 1) + 46 * pg_temp.vol_u(h, 2) + 20 * pg_temp.vol_u(h, 3)) * interval '1 hour' end as at
    from timed t
   cross join generate_series(1, 4) seq
   where seq <= 2 or pg_temp.vol_u(h, 4) < 0.4
)
select m.*, b.care_threads + dense_rank() over (order by started_at, n, j) - 1 as thread_id
  from messages m, vol_ctx x, vol_base b
 where m.at <= x.now_ts`;

const THREADS = `insert into care_threads (id, patient_id, subject, created_at, last_message_at)
  select thread_id, patient_id, ${textSql('thread-subject', 'min(n) + min(j)')}, min(at), max(at)
    from vol_care_message group by thread_id, patient_id order by thread_id`;

/**
 * The messages, each read by the other side: a patient's by the care team when answered (or soon,
 * for some unanswered), an answer by the patient within two days, unless that is still ahead.
 */
const CARE_MESSAGES = `insert into care_messages (thread_id, patient_id, sender_role, provider_id, body, created_at, read_at)
  select m.thread_id, m.patient_id, m.sender_role, case when m.sender_role = 'provider' then m.provider_id end,
         case m.seq when 1 then ${textSql('patient-message', 'm.n + m.j')} when 2 then ${textSql('provider-reply', 'm.n + m.j')}
           when 3 then ${textSql('patient-follow-up', 'm.n + m.j')} else ${textSql('provider-reply', 'm.n + m.j + 3')} end,
         m.at,
         case when m.sender_role = 'patient' and next.at is not null then next.at - interval '5 minutes'
              when m.sender_role = 'patient' and pg_temp.vol_u(m.h, 6) < 0.5 and m.at + interval '2 hours' <= x.now_ts then m.at + interval '2 hours'
              when m.sender_role = 'provider' and ${ANSWER_READ} <= x.now_ts then ${ANSWER_READ} end
    from vol_care_message m
    left join vol_care_message next on next.thread_id = m.thread_id and next.seq = m.seq + 1
   cross join vol_ctx x
   order by m.at`;

export function threadSteps(): VolumeStep[] {
  return [workStep('vol_care_message', MESSAGES), insertStep('care_threads', THREADS), insertStep('care_messages', CARE_MESSAGES)];
}
