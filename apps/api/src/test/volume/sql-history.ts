import { textSql } from './volume-texts';
import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * What the subscriptions' history holds (ADR 114, 124): the events of each (started, an Rx a
 * provider declined, each box billed, each declined try, paused, cancelled), the notices sent
 * about each box (the 3-day notice with its two one-tap links, the box paid, each decline and the
 * pause), recorded as the app records them, so no pass sends any of them again.
 */

const RETRY_DAYS = 'array[0, 1, 3, 5]';

const EVENTS = `insert into subscription_events (subscription_id, kind, actor, actor_id, details, at)
  select subscription_id, kind, actor, actor_id, details, at from (
    select sub_id as subscription_id, 'started' as kind, 'patient' as actor, patient_id as actor_id,
           jsonb_build_object('nextBillDate', first_bill_date) as details, started_at as at
      from vol_sub
    union all
    select s.sub_id, 'item-removed', 'provider', s.decided_by,
           jsonb_build_object('itemId', (item ->> 'itemId')::int, 'name', item ->> 'name', 'priceCents', (item ->> 'priceCents')::int, 'reason', ${textSql('decline-reason', 's.n')}),
           s.decide_at
      from vol_sub s
      join vol_box b on b.box_key = s.box_key
      join vol_renewal_price r on r.box_key = s.box_key and r.state = s.state and not r.is_declined and r.credit_cents = 0
     cross join jsonb_array_elements(r.items) item
     where s.is_declined and b.declined_item_ids @> jsonb_build_array((item ->> 'itemId')::int)
    union all
    select o.sub_id, 'billed', 'system', null,
           jsonb_build_object('cycle', o.k, 'orderId', o.order_id, 'totalCents', o.total_cents, 'nextBillDate', c.bill_date), o.created_at
      from vol_order o join vol_cycle c on c.n = o.n and c.k = o.k + 1
     where o.k > 0
    union all
    select a.sub_id, 'payment-failed', 'system', null,
           jsonb_build_object('tries', a.try, 'nextTryAt', pg_temp.vol_iso(pg_temp.vol_bill_at(r.bill_date + (${RETRY_DAYS})[a.try + 1], r.time_zone))), a.created_at
      from vol_attempt a join vol_renewal r on r.n = a.n and r.k = a.k
     where a.status = 'failed' and a.try < 4
    union all
    select s.sub_id, 'paused', 'system', null, jsonb_build_object('reason', 'payment-failed', 'tries', 4), s.paused_at
      from vol_sub_state s where s.pause_reason = 'payment-failed'
    union all
    select s.sub_id, 'paused', 'patient', s.patient_id, jsonb_build_object('reason', 'patient'), s.paused_at
      from vol_sub_state s where s.pause_reason = 'patient'
    union all
    select s.sub_id, 'canceled', 'patient', s.patient_id, jsonb_build_object('reason', s.cancel_reason, 'note', null), s.canceled_at
      from vol_sub_state s where s.status = 'canceled'
  ) events
  order by at`;

/**
 * Every notice sent: the 3-day notice of each box the subscription was live for when it was due
 * (three days before, at 10:00 local), each box paid, each declined try, the pause after the last.
 */
const NOTICES = `
select c.n, c.k, s.sub_id, s.patient_id, c.bill_date, 'bills-soon' as kind, null::int as tries,
       pg_temp.vol_bill_at(c.bill_date - 3, c.time_zone) + c.lag as sent_at
  from vol_cycle c
  join vol_sub s on s.n = c.n
 cross join vol_ctx x
 where pg_temp.vol_bill_at(c.bill_date - 3, c.time_zone) + c.lag <= x.horizon
   and not (c.churns and c.cancel_at < pg_temp.vol_bill_at(c.bill_date - 3, c.time_zone))
   and not (c.pauses and c.pause_at < pg_temp.vol_bill_at(c.bill_date - 3, c.time_zone))
union all
select o.n, o.k, o.sub_id, o.patient_id, o.bill_date, 'box-paid', null, o.created_at + interval '30 seconds' from vol_order o
union all
select a.n, a.k, a.sub_id, a.patient_id, r.bill_date, case when r.status = 'abandoned' and a.try = 4 then 'paused-payment-failed' else 'payment-failed' end,
       a.try, a.created_at + interval '30 seconds'
  from vol_attempt a join vol_renewal r on r.n = a.n and r.k = a.k
 where a.status = 'failed'`;

const NOTICE_INSERT = `insert into subscription_notices (subscription_id, bill_date, kind, sent_at)
  select sub_id, bill_date, kind || coalesce('-' || tries, ''), sent_at from vol_notice order by sent_at`;

const ONE_TAP_LINKS = `insert into one_tap_links (token_hash, subscription_id, bill_date, action, expires_at, created_at)
  select encode(sha256(convert_to(md5('volume-one-tap-' || n.sub_id || '-' || n.k || '-' || action), 'UTF8')), 'hex'),
         n.sub_id, n.bill_date, action, pg_temp.vol_bill_at(n.bill_date - 2, s.time_zone), n.sent_at
    from vol_notice n
    join vol_sub s on s.n = n.n
   cross join (values ('skip'), ('postpone')) a(action)
   where n.kind = 'bills-soon'
   order by n.sent_at`;

export function historySteps(): VolumeStep[] {
  return [
    insertStep('subscription_events', EVENTS),
    workStep('vol_notice', NOTICES),
    insertStep('subscription_notices', NOTICE_INSERT),
    insertStep('one_tap_links', ONE_TAP_LINKS),
  ];
}
