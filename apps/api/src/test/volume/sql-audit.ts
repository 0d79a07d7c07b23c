import { DECLINE_MESSAGE } from './sql-order-inserts';
import { ANSWER_READ } from './sql-threads';
import { textSql } from './volume-texts';
import { insertStep, plainStep, type VolumeStep } from './volume-step';

/**
 * The audit trail a year leaves (ADR 116, 124): every patient's sign-up requests (account, visit
 * reads, answers, photos, booking, box, checkout), their later sign-ins and subscription changes,
 * the providers' reads and decisions, the renewal jobs' charges and declines, the care threads and
 * the operators' refunds, with who, when, which records and from where (documentation addresses,
 * RFC 5737). In time order, as a live table fills.
 */

/** A patient's, a provider's and an operator's address: documentation ranges, never a real one. */
const PATIENT_IP = `'198.51.100.' || (1 + p.n % 254)`;
const STAFF_IP = (k: string) => `'192.0.2.' || (1 + ${k})`;

const ROWS = `
select occurred_at, actor_role, actor_id, action, patient_id, subject, reason, ip_address from (
  select p.created_at as occurred_at, 'patient' as actor_role, p.id as actor_id, 'account.register' as action, p.id as patient_id,
         '{}'::jsonb as subject, null::text as reason, ${PATIENT_IP} as ip_address
    from vol_patient p
  union all
  select p.t_visit, 'patient', p.id, 'visit.open', p.id, jsonb_build_object('visitUuid', p.visit_uuid), null, ${PATIENT_IP} from vol_patient p
  union all
  select p.t_visit + (p.updated_at - p.t_visit) / 2, 'patient', p.id, 'visit.read', p.id, jsonb_build_object('uuid', p.visit_uuid), null, ${PATIENT_IP}
    from vol_patient p where p.stage >= 3
  union all
  select p.t_quiz, 'patient', p.id, 'survey.complete', p.id, jsonb_build_object('uuid', p.visit_uuid), null, ${PATIENT_IP}
    from vol_patient p where not p.is_hair and p.stage >= 4
  union all
  select case when t.is_id then p.t_photo_id else p.t_photos end + t.position * interval '20 seconds', 'patient', p.id, 'photo.upload', p.id,
         jsonb_build_object('uuid', p.visit_uuid), null, ${PATIENT_IP}
    from vol_patient p join vol_photo_type t on t.category = p.category
   where (t.is_id and (p.stage >= 3 or (p.stage = 2 and p.n % 10 < 3))) or (not t.is_id and p.stage >= 3)
  union all
  select t, 'patient', p.id, action, p.id, jsonb_build_object('uuid', p.visit_uuid), null, ${PATIENT_IP}
    from vol_patient p
   cross join lateral (values (5, p.t_consult, 'consultation.book'), (5, p.t_viewed, 'selection.viewed'), (6, p.t_saved, 'selection.box-change'),
                              (7, p.t_card, 'payment-method.store'), (7, p.t_paid, case when p.is_hair then 'checkout.activate-subscription' else 'checkout.activate-trial' end),
                              (7, p.t_done - interval '1 minute', case when p.is_hair then null else 'visit.skincare-goals' end),
                              (7, p.t_done, 'visit.signup-complete')) v(stage, t, action)
   where p.stage >= v.stage and v.action is not null
  union all
  select r.decide_at - interval '8 minutes', 'provider', r.staff_id, 'visit.read', r.patient_id, jsonb_build_object('uuid', r.visit_uuid), null, ${STAFF_IP('r.n % 200')}
    from vol_review r where r.is_decided
  union all
  select r.decide_at, 'provider', r.staff_id,
         case when r.is_declined and (rx ->> 'itemId')::int = r.declinable_item_id then 'prescription.decline' else 'prescription.prescribe' end,
         r.patient_id, jsonb_build_object('visitUuid', r.visit_uuid, 'itemId', (rx ->> 'itemId')::int), null, ${STAFF_IP('r.n % 200')}
    from vol_review r join vol_box b on b.box_key = r.box_key cross join jsonb_array_elements(b.prescriptions) rx where r.is_decided
  union all
  select o.created_at - interval '1 day', 'patient', o.patient_id, 'account.sign-in', o.patient_id, '{}', null, '198.51.100.' || (1 + o.n % 254)
    from vol_order o where o.k > 0
  union all
  select o.created_at, 'system', null, 'renewal.charge', o.patient_id,
         jsonb_build_object('subscriptionId', o.sub_id, 'renewalId', r.renewal_id, 'cycle', o.k, 'orderId', o.order_id), null, null
    from vol_order o join vol_renewal r on r.n = o.n and r.k = o.k
  union all
  select a.created_at + e.after, 'system', null, e.action, a.patient_id,
         jsonb_build_object('subscriptionId', a.sub_id, 'renewalId', a.renewal_id, 'cycle', a.k, 'tries', a.try), e.reason, null
    from vol_attempt a
   cross join lateral (values (interval '1 second', 'renewal.charge-declined', ${DECLINE_MESSAGE}), (interval '2 seconds', 'renewal.retry-schedule', null)) e(after, action, reason)
   where a.status = 'failed' and (a.try < 4 or e.action = 'renewal.charge-declined')
  union all
  select s.paused_at, case when s.pause_reason = 'patient' then 'patient' else 'system' end, case when s.pause_reason = 'patient' then s.patient_id end,
         'subscription.pause', s.patient_id, jsonb_build_object('subscriptionId', s.sub_id), case when s.pause_reason = 'payment-failed' then 'payment-failed' end,
         case when s.pause_reason = 'patient' then '198.51.100.' || (1 + s.n % 254) end
    from vol_sub_state s where s.pause_reason is not null
  union all
  select s.canceled_at, 'patient', s.patient_id, 'subscription.cancel', s.patient_id, jsonb_build_object('id', s.sub_id), null, '198.51.100.' || (1 + s.n % 254)
    from vol_sub_state s where s.status = 'canceled'
  union all
  select m.at, case when m.sender_role = 'patient' then 'patient' else 'provider' end,
         case when m.sender_role = 'patient' then m.patient_id else s.id end,
         case m.seq when 1 then 'care-thread.start' when 3 then 'care-thread.reply' else 'care-thread.answer' end, m.patient_id,
         jsonb_build_object('threadId', m.thread_id), null, case when m.sender_role = 'patient' then '198.51.100.' || (1 + m.n % 254) else ${STAFF_IP('s.k')} end
    from vol_care_message m join vol_staff s on s.provider_id = m.provider_id
  union all
  select ${ANSWER_READ}, 'patient', m.patient_id, 'care-thread.read', m.patient_id, jsonb_build_object('threadId', m.thread_id), null, '198.51.100.' || (1 + m.n % 254)
    from vol_care_message m cross join vol_ctx x where m.sender_role = 'provider' and ${ANSWER_READ} <= x.now_ts
  union all
  select f.refunded_at + e.after, 'operator', f.staff_id, e.action, f.patient_id,
         case when e.action = 'patient.overview.read' then '{}'::jsonb else jsonb_build_object('chargeId', f.invoice_id, 'amountCents', f.amount_cents) end,
         case when e.action = 'patient.overview.read' then null else ${textSql('refund-reason', 'f.n')} end, ${STAFF_IP('f.staff_id % 200')}
    from vol_refund f
   cross join (values (interval '-3 minutes', 'patient.overview.read'), (interval '0', 'charge.refund.requested'), (interval '4 seconds', 'charge.refund')) e(after, action)
) rows`;

const AUDIT = `insert into audit_events (occurred_at, actor_role, actor_id, action, patient_id, subject, outcome, reason, ip_address)
  select occurred_at, actor_role, actor_id, action, patient_id, subject, 'done', reason, ip_address from (${ROWS}) audit order by occurred_at`;

export function auditSteps(): VolumeStep[] {
  return [insertStep('audit_events', AUDIT)];
}

/**
 * The seeded rows joined to the hash chain (ADR 133), as the migration does with rows written
 * before it: the seed writes them with triggers off. Last, once the indexes are back.
 */
export function chainAuditStep(): VolumeStep {
  return plainStep('audit trail chained', 'select audit_chain_unchained()');
}
